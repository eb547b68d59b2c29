import GapCheckModel
import SwiftParser
import SwiftSyntax

/// Learns how the app writes colors and fonts from what the reader read (literal color tokens, inline
/// literals, font tokens, asset references), with the same recognizers as `ColorExpressionReader`, so a
/// fix uses the hex helper and framework the app really calls.
public enum IdiomReader {
    /// The idiom of `inventory`'s tokens and literals; counts decide, ties break by name for determinism.
    public static func idiom(of inventory: Inventory) -> CodeIdiom {
        var calls: [String: ColorCall] = [:]
        var votes: [ColorCall: Int] = [:]
        var colorFrameworks: [CodeIdiom.Framework: Int] = [:]
        // `.init(...)` takes the owner's type: `extension UIColor { static let x = .init(...) }`.
        let colorTexts =
            inventory.colors.filter { $0.origin == .literal || $0.origin == .system }.map { ($0.expression, $0.owner) }
            + inventory.literals.filter { $0.kind == .color && !$0.expression.hasPrefix("<") }.map { ($0.expression, $0.enclosingType) }
        var adaptiveVotes: [AdaptiveColorCall: Int] = [:]
        for (text, owner) in colorTexts {
            let read: (call: ColorCall?, adaptive: AdaptiveColorCall?) = calls[text] == nil ? colorCalls(in: text) : (calls[text], nil)
            if let a = read.adaptive { adaptiveVotes[a, default: 0] += 1 }
            var call = read.call
            if var c = call, valueText(text).hasPrefix(".init"), let owner, ["UIColor", "NSColor"].contains(where: owner.hasPrefix) {
                c.type = owner.hasPrefix("UIColor") ? "UIColor" : "NSColor"
                call = c
            }
            if let call {
                calls[text] = call
                votes[call, default: 0] += 1
            }
            let called = call.flatMap { $0.argument == .colorLiteral ? nil : $0.type == "Color" ? CodeIdiom.Framework.swiftUI : .uiKit }
            if let f = called ?? framework(ofColor: text) {
                colorFrameworks[f, default: 0] += 1
            }
        }
        var fontFrameworks: [CodeIdiom.Framework: Int] = [:]
        for text in inventory.fonts.map(\.expression) + inventory.literals.filter({ $0.kind == .typography }).map(\.expression) {
            if let f = framework(ofFont: text) { fontFrameworks[f, default: 0] += 1 }
        }
        // With no color or font evidence, the views say which framework the app is written in.
        var viewFrameworks: [CodeIdiom.Framework: Int] = [:]
        var byView: [String: CodeIdiom.Framework] = [:]
        for v in inventory.views {
            let f: CodeIdiom.Framework = v.kind == .swiftUI ? .swiftUI : .uiKit
            viewFrameworks[f, default: 0] += 1
            byView[v.name] = byView[v.name] ?? f
        }
        let views = majority(viewFrameworks) ?? .swiftUI
        let colorFramework = majority(colorFrameworks) ?? majority(fontFrameworks) ?? views
        let fontFramework = majority(fontFrameworks) ?? majority(colorFrameworks) ?? views
        let top = votes.sorted { a, b in a.value != b.value ? a.value > b.value : key(a.key) < key(b.key) }.first?.key
        var templates: [String: Int] = [:]
        for r in inventory.assetReferences {
            let quoted = "\"\(r.name)\""
            guard r.expression.components(separatedBy: quoted).count == 2,
                ["Color(", "UIColor(", "NSColor(", "Color.init(", "UIColor.init("].contains(where: r.expression.hasPrefix)
            else { continue }
            templates[r.expression.replacingOccurrences(of: quoted, with: "\"%@\""), default: 0] += 1
        }
        let assetCall = templates.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }.first?.key
        var idiom = CodeIdiom(
            colorFramework: colorFramework, fontFramework: fontFramework, colorCall: top, colorCalls: calls,
            assetCall: assetCall,
            // Colorsets the code reads (tokens and calls), not colorsets merely present: every Xcode template
            // ships an AccentColor. Literals are every literal color call, tokens and inline ones.
            assetColorCount: inventory.colors.filter { $0.origin == .asset }.count + inventory.assetReferences.count,
            literalColorCount: votes.values.reduce(0, +))
        idiom.adaptiveCall =
            adaptiveVotes.sorted { a, b in
                a.value != b.value ? a.value > b.value : "\(a.key.type) \(a.key.lightLabel)" < "\(b.key.type) \(b.key.lightLabel)"
            }.first?.key
        idiom.viewFramework = majority(viewFrameworks) ?? colorFramework
        idiom.viewFrameworks = byView
        return idiom
    }

    private static func key(_ c: ColorCall) -> String { "\(c.type) \(c.factory ?? "") \(c.label ?? "") \(c.argument.rawValue)" }

    private static func majority(_ counts: [CodeIdiom.Framework: Int]) -> CodeIdiom.Framework? {
        counts.sorted { a, b in a.value != b.value ? a.value > b.value : a.key.rawValue > b.key.rawValue }.first?.key
    }

    /// The framework of a color expression as written (`UIColor(...)` vs `Color(...)`), nil when it does not say.
    static func framework(ofColor text: String) -> CodeIdiom.Framework? {
        let value = valueText(text)
        if ["UIColor", "UIKit.UIColor", "NSColor"].contains(where: value.hasPrefix) { return .uiKit }
        if value.hasPrefix("Color") || value.hasPrefix("SwiftUI.Color") { return .swiftUI }
        return nil
    }

    /// The framework of a font expression (`UIFont.systemFont(...)` vs `Font.system(...)`/`.system(...)`).
    static func framework(ofFont text: String) -> CodeIdiom.Framework? {
        let value = valueText(text)
        if value.contains("UIFont") || value.contains("NSFont") { return .uiKit }
        if value.hasPrefix("Font") || value.hasPrefix(".system(") || value.hasPrefix(".custom(") || value.contains("Font.") {
            return .swiftUI
        }
        return nil
    }

    /// The right side of `name = value` when the reader folded a declaration into the expression.
    private static func valueText(_ expression: String) -> String {
        var e = expression.trimmingCharacters(in: .whitespaces)
        if let r = e.range(of: " = ") {
            let lhs = e[..<r.lowerBound]
            if !lhs.contains("("), !lhs.contains("\"") { e = String(e[r.upperBound...]) }
        }
        return e
    }

    /// The literal color call in `text`, read with swift-syntax; nil when it is no literal color call.
    static func colorCall(in text: String) -> ColorCall? { colorCalls(in: text).call }

    /// The literal color call in `text`, or the two-value light/dark call it is, read with swift-syntax.
    static func colorCalls(in text: String) -> (call: ColorCall?, adaptive: AdaptiveColorCall?) {
        let tree = Parser.parse(source: "_ = " + valueText(text))
        let finder = ColorCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return (finder.found, finder.adaptive)
    }
}

/// Finds the first call that makes a literal color (outermost first, so `.opacity` wrappers are looked through).
private final class ColorCallFinder: SyntaxVisitor {
    var found: ColorCall?

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.macroName.text == "colorLiteral" { found = ColorCall(type: "Color", label: nil, argument: .colorLiteral) }
        return found == nil ? .visitChildren : .skipChildren
    }

    /// The two-value light/dark call, when the outermost color call is one.
    var adaptive: AdaptiveColorCall?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, adaptive == nil else { return .skipChildren }
        if let call = Self.read(node) { found = call; return .skipChildren }
        if let call = Self.readAdaptive(node) { adaptive = call; return .skipChildren }
        return .visitChildren
    }

    /// The color type a call makes and its factory, if any: `Color(…)`/`.init(…)` → (`Color`, nil),
    /// `UIColor.rgb(…)` → (`UIColor`, `rgb`); nil when the callee is no color type.
    static func colorCallee(_ call: FunctionCallExprSyntax) -> (type: String, factory: String?)? {
        guard var path = SyntaxHelpers.path(call.calledExpression) else { return nil }
        if path.last == "init" { path.removeLast() }
        if path.isEmpty {
            return ("Color", nil)
        } else if ColorExpressionReader.colorTypes.contains(path.joined(separator: ".")), let last = path.last {
            return (last, nil)
        } else if path.count >= 2, ColorExpressionReader.colorTypes.contains(path.dropLast().joined(separator: ".")) {
            return (path[path.count - 2], path.last)
        }
        return nil
    }

    /// `Color(light: "#FFFFFF", dark: "#0F172A")`: a color type's call with exactly a light and a dark
    /// argument, both hex literals of the same form.
    ///
    /// The app's own helper called without a type (`adaptive(light: "#FEE2E2", dark: "#450A0A")`) counts too: the
    /// text is a color token or literal the reader already read, so the callee makes colors; its fix is written
    /// with the same bare call (`type` empty, `factory` the helper's name).
    static func readAdaptive(_ call: FunctionCallExprSyntax) -> AdaptiveColorCall? {
        guard let (type, factory) = colorCallee(call) ?? helperCallee(call) else { return nil }
        let args = SyntaxHelpers.arguments(call)
        // The labels the reader's `LightDarkPairRecognizer` reads a light and a dark value under.
        guard args.count == 2, let l = args[0].label, let d = args[1].label, LightDarkPairRecognizer.lightLabels.contains(l),
            LightDarkPairRecognizer.darkLabels.contains(d)
        else { return nil }
        func form(_ e: ExprSyntax) -> ColorCall.Argument? {
            if let int = e.as(IntegerLiteralExprSyntax.self), int.literal.text.lowercased().hasPrefix("0x") { return .hexInteger }
            guard let s = SyntaxHelpers.stringLiteral(e) else { return nil }
            let body = s.hasPrefix("#") ? s.dropFirst() : Substring(s)
            guard [3, 4, 6, 8].contains(body.count), body.allSatisfy(\.isHexDigit) else { return nil }
            return s.hasPrefix("#") ? .hexStringWithHash : .hexString
        }
        guard let a = form(args[0].expr), form(args[1].expr) == a else { return nil }
        return AdaptiveColorCall(type: type, lightLabel: l, darkLabel: d, factory: factory, argument: a)
    }

    /// A bare function name (`adaptive(…)`, `Self.adaptive(…)`) as ("", name); nil for anything qualified by a type.
    static func helperCallee(_ call: FunctionCallExprSyntax) -> (type: String, factory: String?)? {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isLowercase == true {
            return ("", ref.baseName.text)
        }
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
            ["Self", "self"].contains(base.baseName.text), m.declName.baseName.text.first?.isLowercase == true
        {
            return ("", m.declName.baseName.text)
        }
        return nil
    }

    static func read(_ call: FunctionCallExprSyntax) -> ColorCall? {
        guard let (type, factory) = colorCallee(call) else { return nil }
        let args = SyntaxHelpers.arguments(call)
        let labels = args.map { $0.label ?? "_" }
        if labels.contains("red") {
            let text = args.filter { ["red", "green", "blue"].contains($0.label ?? "") }.map { $0.expr.trimmedText }
            let over1 = args.contains { ["red", "green", "blue"].contains($0.label ?? "") && (NumberEvaluator.evaluate($0.expr) ?? 0) > 1 }
            let per255 = text.contains { $0.contains("255") } || over1
            return ColorCall(type: type, label: nil, factory: factory, argument: per255 ? .components255 : .componentsUnit)
        }
        guard let first = args.first else { return nil }
        let label = first.label ?? "_"
        guard label == "_" || ColorExpressionReader.hexLabels.contains(label) || factory != nil else { return nil }
        if let int = first.expr.as(IntegerLiteralExprSyntax.self), int.literal.text.lowercased().hasPrefix("0x") {
            return ColorCall(type: type, label: label, factory: factory, argument: .hexInteger)
        }
        guard let s = SyntaxHelpers.stringLiteral(first.expr) else { return nil }
        let body = s.hasPrefix("#") ? s.dropFirst() : Substring(s)
        guard [3, 4, 6, 8].contains(body.count), body.allSatisfy(\.isHexDigit) else { return nil }
        // An unlabeled string is an asset name unless it is marked as hex.
        if label == "_" && factory == nil && !s.hasPrefix("#") { return nil }
        return ColorCall(type: type, label: label, factory: factory, argument: s.hasPrefix("#") ? .hexStringWithHash : .hexString)
    }
}
