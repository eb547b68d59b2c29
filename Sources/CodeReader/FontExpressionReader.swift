import GapCheckModel
import SwiftSyntax

/// Reads one Swift expression as a font: SwiftUI `Font`, UIKit `UIFont`, helpers and token structs.
enum FontExpressionReader {
    /// SwiftUI text styles as `Font` members.
    static let swiftUITextStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
        "extraLargeTitle", "extraLargeTitle2"
    ]

    /// The font `expr` denotes, or nil. `implicitIsFont` says an implicit member (`.body`) is a font in this context.
    static func read(_ raw: ExprSyntax, implicitIsFont: Bool = false) -> FontExpr? {
        let expr = SyntaxHelpers.unwrapped(raw)
        if let (lhs, rhs) = SyntaxHelpers.nilCoalescing(expr) {
            if let left = read(lhs, implicitIsFont: implicitIsFont) { return left }
            let right = read(rhs, implicitIsFont: implicitIsFont)
            return intendedFont(lhs, fallback: right) ?? right
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return readCall(call, implicitIsFont: implicitIsFont) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                if implicitIsFont, swiftUITextStyles.contains(name), let s = textStyle(name) { return .spec(s) }
                return implicitIsFont ? .reference([name]) : nil
            }
            guard let path = SyntaxHelpers.path(base) else { return nil }
            if path == ["Font"] || path == ["SwiftUI", "Font"] {
                if swiftUITextStyles.contains(name), let s = textStyle(name) { return .spec(s) }
                return .reference(["Font", name])
            }
            if path == ["UIFont"] { return .reference(["UIFont", name]) }
            guard let first = path.first?.first, first.isUppercase || path.first == "Self" else { return nil }
            return .reference(path + [name])
        }
        return nil
    }

    /// The font the left side of `a ?? b` means when calls this reader does not know follow it
    /// (`UIFont(name: "Gotham", size: 40)?.withWeight(.heavy) ?? .systemFont(ofSize: 40)`): the family and size of
    /// the named font, the weight a later call passes (`.heavy`), else the fallback's when the name carries none.
    /// The fallback (`b`) is what shows only when the named font is not installed; it never replaces a named family.
    static func intendedFont(_ lhs: ExprSyntax, fallback: FontExpr?) -> FontExpr? {
        var weightArgument: Int? = nil
        var current = SyntaxHelpers.unwrapped(lhs)
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let path = SyntaxHelpers.calleePath(call), path == ["UIFont"] || path == ["UIFont", "init"] || path == ["NSFont"] || path == ["NSFont", "init"] {
                guard let nameExpr = SyntaxHelpers.argument(call, "name"), let name = SyntaxHelpers.stringLiteral(nameExpr),
                    !SyntaxHelpers.hasInterpolation(nameExpr), let sizeExpr = SyntaxHelpers.argument(call, "size")
                else { return nil }
                var spec = postScript(name, size: NumberEvaluator.evaluate(sizeExpr))
                spec.scales = false
                if let w = weightArgument {
                    spec.weight = w
                } else if !namesWeight(name), case .spec(let f)? = fallback, let w = f.weight {
                    spec.weight = w
                }
                return .spec(spec)
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            let basePath = member.base.flatMap { SyntaxHelpers.path($0) }
            if member.declName.baseName.text == "custom", member.base == nil || basePath == ["Font"] || basePath == ["SwiftUI", "Font"] {
                guard var spec = customFont(SyntaxHelpers.arguments(call)) else { return nil }
                if let w = weightArgument { spec.weight = w }
                return .spec(spec)
            }
            guard let base = member.base else { return nil }
            if weightArgument == nil { weightArgument = SyntaxHelpers.arguments(call).lazy.compactMap { weight($0.expr) }.first }
            current = SyntaxHelpers.unwrapped(base)
        }
        return nil
    }

    private static func readCall(_ call: FunctionCallExprSyntax, implicitIsFont: Bool) -> FontExpr? {
        // A helper of this file called without a type (`appInter(size: 16, face: InterFontFace.medium)`): its body
        // with the arguments in place.
        if let helper = FileHelpers.current.fontTemplate(called: call), let f = expand(helper.name, helper.template, arguments: helper.arguments) {
            return f
        }
        let args = SyntaxHelpers.arguments(call)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let basePath = member.base.flatMap { SyntaxHelpers.path($0) }
            let onFontType = member.base == nil || basePath == ["Font"] || basePath == ["UIFont"] || basePath == ["SwiftUI", "Font"]
            // Constructors.
            if onFontType {
                switch name {
                case "system":
                    if let f = systemFont(args) { return .spec(f) }
                case "custom":
                    if let f = customFont(args) { return .spec(f) }
                case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
                    guard let size = SyntaxHelpers.argument(call, "ofSize").flatMap(NumberEvaluator.evaluate) else { break }
                    var spec = FontSpec(size: size, weight: 400, scales: false)
                    if name == "boldSystemFont" { spec.weight = 700 }
                    if name == "italicSystemFont" { spec.italic = true }
                    if name == "monospacedSystemFont" { spec.design = "monospaced" }
                    if let w = SyntaxHelpers.argument(call, "weight").flatMap(weight) { spec.weight = w }
                    return .spec(spec)
                case "preferredFont":
                    if let style = SyntaxHelpers.argument(call, "forTextStyle").flatMap(memberName), let s = textStyle(style) { return .spec(s) }
                default: break
                }
            }
            // Modifiers on a font.
            if let base = member.base {
                var modifier: FontModifier? = nil
                switch name {
                case "weight": modifier = args.first.flatMap { weight($0.expr) }.map { .weight($0) }
                case "bold": modifier = .weight(700)
                case "italic": modifier = .italic
                case "monospaced": modifier = .design("monospaced")
                case "withSize": modifier = args.first.flatMap { NumberEvaluator.evaluate($0.expr) }.map { .size($0) }
                case "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width", "withDesign":
                    if let inner = read(base, implicitIsFont: implicitIsFont) { return inner }
                    return nil
                case "scaledFont":
                    // `UIFontMetrics(…).scaledFont(for:)`: whatever font it scales follows Dynamic Type.
                    guard let f = SyntaxHelpers.argument(call, "for"), let inner = read(f, implicitIsFont: true) else { return nil }
                    if case .modified(let i, let mods) = inner { return .modified(i, mods + [.scales(true)]) }
                    return .modified(inner, [.scales(true)])
                default: break
                }
                if let modifier, let inner = read(base, implicitIsFont: implicitIsFont) {
                    if case .modified(let i, let mods) = inner { return .modified(i, mods + [modifier]) }
                    return .modified(inner, [modifier])
                }
                if modifier != nil { return nil }
                // Helper calls: `Fonts.boldFont(size: 18)`.
                if let path = basePath, let first = path.first?.first, first.isUppercase, path != ["Font"], path != ["UIFont"] {
                    let size = args.first { ["size", "ofSize", "_", "pointSize"].contains($0.label ?? "_") }.flatMap { NumberEvaluator.evaluate($0.expr) }
                    if args.count <= 2 { return .helperCall(path + [name], size: size) }
                }
            }
            return nil
        }
        guard let path = SyntaxHelpers.calleePath(call) else { return nil }
        if path == ["UIFont"] || path == ["UIFont", "init"] {
            if let nameExpr = SyntaxHelpers.argument(call, "name"), let name = SyntaxHelpers.stringLiteral(nameExpr),
                let sizeExpr = SyntaxHelpers.argument(call, "size")
            {
                // A size that is a parameter (`size: size` in a helper) stays unknown.
                var spec = postScript(name, size: NumberEvaluator.evaluate(sizeExpr))
                spec.scales = false
                return .spec(spec)
            }
            return nil
        }
        if path == ["Font"] || path == ["Font", "init"], let first = args.first, first.label == nil {
            return read(first.expr, implicitIsFont: false)
        }
        // Token structs: `TypographyStyle(size: .body, weight: .regular)`.
        if let typeName = path.last, let c = typeName.first, c.isUppercase, path.count == 1,
            args.contains(where: { $0.label == "size" || $0.label == "fontSize" }),
            args.contains(where: { ["weight", "fontWeight", "family", "fontName", "name", "fontFamily"].contains($0.label ?? "") })
        {
            let styleArgs = args.compactMap { a -> StyleArgument? in
                guard let label = a.label else { return nil }
                let m = SyntaxHelpers.unwrapped(a.expr).as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
                return StyleArgument(label: label, member: m, number: NumberEvaluator.evaluate(a.expr), string: SyntaxHelpers.stringLiteral(a.expr))
            }
            return .styleStruct(type: typeName, arguments: styleArgs)
        }
        return nil
    }

    /// The font a helper of this file makes with `arguments` bound to its parameters (defaults for the rest), read
    /// from its result expression; the helper itself is not expanded again inside (no recursion).
    static func expand(_ name: String, _ template: FileHelpers.FontTemplate, arguments: [String: ExprSyntax]) -> FontExpr? {
        let helpers = FileHelpers.current
        let bound = arguments.mapValues { HelperBodyRewriter.constants($0, helpers: helpers) }
        let body = HelperBodyRewriter(arguments: bound, helpers: helpers).rewrite(template.result.detached).cast(ExprSyntax.self)
        var inner = helpers
        inner.fontFunctions[name] = nil
        return FileHelpers.$current.withValue(inner) { read(body, implicitIsFont: true) }
    }

    /// The font a helper of this file makes when called with no arguments, when every parameter has a default
    /// (`static func heading(size: CGFloat? = nil) -> Font`): a font token written as a function.
    static func defaultCall(of name: String) -> FontExpr? {
        guard let template = FileHelpers.current.fontFunctions[name], let bound = FileHelpers.bind([], to: template.parameters) else { return nil }
        return expand(name, template, arguments: bound)
    }

    /// `Font.system(size:weight:design:)` and `Font.system(.title2, design:weight:)`.
    private static func systemFont(_ args: [(label: String?, expr: ExprSyntax)]) -> FontSpec? {
        var spec: FontSpec
        if let size = args.first(where: { $0.label == "size" }).flatMap({ NumberEvaluator.evaluate($0.expr) }) {
            spec = FontSpec(size: size, weight: 400, scales: false)
        } else if let style = args.first(where: { $0.label == nil }).flatMap({ memberName($0.expr) }), let s = textStyle(style) {
            spec = s
        } else {
            return nil
        }
        if let w = args.first(where: { $0.label == "weight" }).flatMap({ weight($0.expr) }) { spec.weight = w }
        if let d = args.first(where: { $0.label == "design" }).flatMap({ memberName($0.expr) }), d != "default" { spec.design = d }
        return spec
    }

    /// `Font.custom(_:size:)`, `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`.
    private static func customFont(_ args: [(label: String?, expr: ExprSyntax)]) -> FontSpec? {
        guard let name = args.first(where: { $0.label == nil }).flatMap({ SyntaxHelpers.stringLiteral($0.expr) }),
            let sizeArg = args.first(where: { $0.label == "size" || $0.label == "fixedSize" })
        else { return nil }
        let size = NumberEvaluator.evaluate(sizeArg.expr)
        var spec = postScript(name, size: size)
        // `size:` scales relative to body (with or without `relativeTo:`); only `fixedSize:` does not.
        spec.scales = sizeArg.label == "size"
        if let rel = args.first(where: { $0.label == "relativeTo" }).flatMap({ memberName($0.expr) }) {
            spec.textStyle = TextStyleTable.style(named: rel)?.name ?? rel
        }
        return spec
    }

    /// A font named by PostScript or family name, weight from the suffix (`SFProDisplay-Bold` → 700).
    static func postScript(_ name: String, size: Double?) -> FontSpec {
        var spec = FontSpec(family: name, size: size, weight: 400)
        let suffix: Substring = name.split(separator: "-").count > 1 ? (name.split(separator: "-").last ?? "") : ""
        var style = String(suffix)
        if style.lowercased().hasSuffix("italic") {
            spec.italic = true
            style = String(style.dropLast(6))
        } else if style.lowercased().hasSuffix("oblique") {
            spec.italic = true
            style = String(style.dropLast(7))
        }
        if style.lowercased() == "it" { spec.italic = true; style = "" }
        if let w = FontWeightName.weight(named: style) {
            spec.weight = w
        } else if suffix.isEmpty {
            // `Avenir Next Demi Bold`, `HelveticaNeue`: try trailing words.
            let words = name.split(separator: " ").map(String.init)
            for n in stride(from: min(2, words.count - 1), through: 1, by: -1) {
                if let w = FontWeightName.weight(named: words.suffix(n).joined()) { spec.weight = w; break }
            }
        }
        return spec
    }

    /// True when a PostScript name ends in a weight (`Gotham-Bold`, `Inter-SemiBoldItalic`), not when it names a
    /// family alone (`Gotham`, `Baskerville-Italic`).
    static func namesWeight(_ name: String) -> Bool {
        let parts = name.split(separator: "-")
        guard parts.count > 1, var style = parts.last.map({ String($0).lowercased() }) else { return false }
        if let slant = ["italic", "oblique"].first(where: { style.hasSuffix($0) }) { style = String(style.dropLast(slant.count)) }
        if style == "it" { style = "" }
        return !style.isEmpty && FontWeightName.weight(named: style) != nil
    }

    /// The spec of a text style at its default size (`.title2` → 22pt Regular).
    static func textStyle(_ name: String) -> FontSpec? {
        guard let s = TextStyleTable.style(named: name) else { return nil }
        return FontSpec(size: s.size, weight: s.weight, lineHeight: s.leading, textStyle: s.name, scales: true)
    }

    /// A weight argument (`.semibold`, `Font.Weight.bold`, `UIFont.Weight.medium`).
    static func weight(_ expr: ExprSyntax) -> Int? {
        memberName(expr).flatMap(FontWeightName.weight(named:))
    }

    /// The member name of `.x` or `T.x`.
    static func memberName(_ expr: ExprSyntax) -> String? {
        SyntaxHelpers.unwrapped(expr).as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
