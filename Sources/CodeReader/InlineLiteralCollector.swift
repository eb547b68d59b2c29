import GapCheckModel
import SwiftSyntax

/// Finds values hard-coded in view code: colors, fonts, paddings, stack spacing, corner radii, frame sizes.
/// A value written through a token (`.padding(Spacing.md)`) is not a literal.
enum InlineLiteralCollector {
    static let colorModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "fill", "stroke", "strokeBorder", "tint", "accentColor", "border",
        "listRowBackground", "backgroundStyle", "overlay", "scrollContentBackground", "toolbarBackground", "setTitleColor"
    ]
    /// Modifiers (besides colors and `constraint…`) whose arguments may hold literals.
    static let modifierNames: Set<String> = [
        "shadow", "font", "preferredColorScheme", "environment", "padding", "cornerRadius", "frame", "RoundedRectangle",
        "rect", "roundedRect", "UIBezierPath"
    ]
    /// Shapes and paths taking a corner radius.
    static let shapeNames: Set<String> = ["RoundedRectangle", "roundedRect", "UIBezierPath"]
    static let stacks: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridItem", "ZStack"]

    /// Literals passed to a call (a modifier or a view initializer).
    static func collect(call: FunctionCallExprSyntax, name: String, path: [String]?, visitor: SwiftFileVisitor) {
        let isModifier = call.calledExpression.is(MemberAccessExprSyntax.self)
        // Most calls (`Text`, `Button`, `.bold()`...) are none of the below: leave before copying their arguments.
        guard
            isModifier
                ? modifierNames.contains(name) || colorModifiers.contains(name) || name.hasPrefix("constraint")
                : stacks.contains(name) || shapeNames.contains(name) || name == "rect"
        else { return }
        let args = Array(call.arguments)
        if isModifier && colorModifiers.contains(name) {
            for arg in args where arg.label == nil || arg.label?.text == "color" || arg.label?.text == "_" {
                color(arg.expression, modifier: name, visitor: visitor, flavor: name == "setTitleColor" ? .uiKit : .swiftUI)
                break
            }
            return
        }
        if isModifier && name == "shadow" {
            shadow(call, visitor: visitor)
            return
        }
        if isModifier && name == "font", let first = args.first {
            font(first.expression, modifier: "font", visitor: visitor)
            return
        }
        if isModifier && name == "preferredColorScheme", let first = args.first,
            let m = SyntaxHelpers.unwrapped(first.expression).as(MemberAccessExprSyntax.self)
        {
            let scheme = m.declName.baseName.text
            if scheme == "light" || scheme == "dark" { visitor.addOverride(scheme: scheme, modifier: call) }
            return
        }
        // `.environment(\.colorScheme, .light)` forces the appearance of a subtree.
        if isModifier && name == "environment", args.count == 2, args[0].expression.trimmedText.hasSuffix("colorScheme"),
            let m = SyntaxHelpers.unwrapped(args[1].expression).as(MemberAccessExprSyntax.self)
        {
            let scheme = m.declName.baseName.text
            if scheme == "light" || scheme == "dark" { visitor.addOverride(scheme: scheme, modifier: call) }
            return
        }
        if isModifier && name == "padding" {
            for arg in args {
                if let v = number(arg.expression) {
                    let edge = args.first.flatMap { a -> String? in
                        guard a.label == nil, a.expression.as(MemberAccessExprSyntax.self)?.base == nil,
                            let n = a.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        else { return nil }
                        return n
                    }
                    let modifier = edge.map { "padding(.\($0))" } ?? "padding"
                    visitor.addLiteral(kind: .spacing, modifier: modifier, value: .length(v), at: arg.expression)
                } else if let inset = arg.expression.as(FunctionCallExprSyntax.self), SyntaxHelpers.calleePath(inset)?.last == "EdgeInsets" {
                    for part in inset.arguments {
                        if let v = number(part.expression) {
                            visitor.addLiteral(kind: .spacing, modifier: "padding(\(part.label?.text ?? "_"):)", value: .length(v), at: part.expression)
                        }
                    }
                }
            }
            return
        }
        if isModifier && name == "cornerRadius", let first = args.first, let v = number(first.expression) {
            visitor.addLiteral(kind: .radius, modifier: "cornerRadius", value: .length(v), at: first.expression)
            return
        }
        if name == "RoundedRectangle" || name == "rect" || name == "roundedRect" || name == "UIBezierPath" {
            for arg in args where arg.label?.text == "cornerRadius" {
                if let v = number(arg.expression) {
                    visitor.addLiteral(
                        kind: .radius, modifier: name == "rect" ? "rect(cornerRadius:)" : "\(name)(cornerRadius:)", value: .length(v), at: arg.expression)
                }
            }
            return
        }
        if isModifier && name == "frame" {
            for arg in args {
                guard let label = arg.label?.text, let v = number(arg.expression) else { continue }
                visitor.addLiteral(kind: .size, modifier: "frame(\(label):)", value: .length(v), at: arg.expression)
            }
            return
        }
        if !isModifier && stacks.contains(name) {
            for arg in args {
                guard let label = arg.label?.text, label.lowercased().hasSuffix("spacing"), let v = number(arg.expression) else { continue }
                visitor.addLiteral(kind: .spacing, modifier: "\(name)(\(label):)", value: .length(v), at: arg.expression)
            }
            return
        }
        if isModifier && name.hasPrefix("constraint"), let c = args.first(where: { $0.label?.text == "equalToConstant" }), let v = number(c.expression) {
            visitor.addLiteral(kind: .size, modifier: "constraint(equalToConstant:)", value: .length(v), at: c.expression)
        }
    }

    /// Literals assigned to UIKit properties (`view.backgroundColor = ...`, `layer.cornerRadius = 10`, `label.font = ...`).
    /// `flavor` is the framework of the assigned property: UIKit unless the property is declared as a SwiftUI `Color`.
    static func collect(assignment property: String, value: ExprSyntax, node: SequenceExprSyntax, visitor: SwiftFileVisitor, flavor: ColorFlavor = .uiKit) {
        if property.hasSuffix("Color") || property == "tintColor" {
            color(value, modifier: property, visitor: visitor, flavor: flavor)
        } else if property == "font" {
            font(value, modifier: "font", visitor: visitor)
        } else if property == "cornerRadius", let v = number(value) {
            visitor.addLiteral(kind: .radius, modifier: "cornerRadius", value: .length(v), at: value)
        } else if property == "shadowRadius", let v = number(value) {
            visitor.addLiteral(kind: .shadow, modifier: "shadowRadius", value: .length(v), at: value)
        }
    }

    /// A plain number (not `.infinity`, not a token).
    private static func number(_ expr: ExprSyntax) -> Double? {
        NumberEvaluator.evaluate(expr)
    }

    /// Records `raw` as a color literal when it is written with exact values or system colors only.
    static func color(_ raw: ExprSyntax, modifier: String, visitor: SwiftFileVisitor, flavor: ColorFlavor) {
        let expr = SyntaxHelpers.unwrapped(raw)
        // A ternary between two colors (`isOn ? .green : .gray`) that is not about the appearance: both sides.
        if let seq = expr.as(SequenceExprSyntax.self), let ti = seq.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            visitor.reads.color(expr, flavor: flavor) == nil
        {
            let els = Array(seq.elements)
            let idx = els.firstIndex { $0.id == seq.elements[ti].id } ?? 0
            if let tern = els[idx].as(UnresolvedTernaryExprSyntax.self) {
                color(tern.thenExpression, modifier: modifier, visitor: visitor, flavor: flavor)
                if idx + 1 < els.count { color(SyntaxHelpers.part(els[(idx + 1)...]), modifier: modifier, visitor: visitor, flavor: flavor) }
            }
            return
        }
        guard let c = visitor.reads.color(expr, flavor: flavor), c.isLiteral else { return }
        let value = c.localValue
        let system = c.systemColor.flatMap { $0.isAdaptive || $0.name.hasPrefix("system") ? $0.name : nil }
        visitor.addLiteral(kind: .color, modifier: modifier, value: value.map { .color($0) }, systemName: system, color: c, at: expr)
    }

    private static func font(_ raw: ExprSyntax, modifier: String, visitor: SwiftFileVisitor) {
        guard let f = visitor.reads.font(raw, implicitIsFont: true), f.isLiteral else { return }
        var spec: FontSpec
        switch f {
        case .spec(let s): spec = s
        case .modified(.spec(let s), let mods):
            spec = s
            for m in mods { m.apply(to: &spec) }
        default: return
        }
        guard spec.size != nil || spec.textStyle != nil else { return }
        visitor.addLiteral(kind: .typography, modifier: modifier, value: .font(spec), at: raw)
    }

    private static func shadow(_ call: FunctionCallExprSyntax, visitor: SwiftFileVisitor) {
        guard let radius = SyntaxHelpers.argument(call, "radius").flatMap(number) else { return }
        var shadowColor: Color? = nil
        if let c = SyntaxHelpers.argument(call, "color") {
            guard let expr = visitor.reads.color(c, flavor: .swiftUI), let v = expr.localValue else { return }
            shadowColor = v
        }
        let x = SyntaxHelpers.argument(call, "x").flatMap(number) ?? 0
        let y = SyntaxHelpers.argument(call, "y").flatMap(number) ?? 0
        visitor.addLiteral(kind: .shadow, modifier: "shadow", value: .shadow(Shadow(color: shadowColor, x: x, y: y, blur: radius)), modifierCall: call)
    }
}
