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
                    if args.count <= 4 { return .helperCall(path + [name], size: helperSize(args), arguments: helperArguments(args)) }
                }
            } else if implicitIsFont, !fontConstructors.contains(name), args.count <= 4, call.trailingClosure == nil {
                // `.font(.display(28, .heavy))`: a font helper an extension of `Font` declares, maybe in another file.
                return .helperCall([name], size: helperSize(args), arguments: helperArguments(args))
            }
            if let path = basePath, onFontType, !fontConstructors.contains(name), args.count <= 4, call.trailingClosure == nil {
                // `UIFont.inter(13)`: a helper an extension of `UIFont` or `Font` declares.
                return .helperCall([path.last ?? "Font", name], size: helperSize(args), arguments: helperArguments(args))
            }
            return nil
        }
        if implicitIsFont, let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), let c = ref.baseName.text.first, c.isLowercase,
            args.count <= 4, call.trailingClosure == nil
        {
            // `.font(brandFont(14, weight: .bold))`: a free font function of another file.
            return .helperCall([ref.baseName.text], size: helperSize(args), arguments: helperArguments(args))
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
    ///
    /// The body's local constants are bound in order before the result. A face name that still interpolates
    /// something unread (`"Inter-\(style)"` with `style` not a literal or an enum case) gives no font: its weight is
    /// not known, and reading the name without it would claim Regular.
    static func expand(_ name: String, _ template: FileHelpers.FontTemplate, arguments: [String: ExprSyntax]) -> FontExpr? {
        let helpers = FileHelpers.current
        var bound = arguments.mapValues { HelperBodyRewriter.constants($0, helpers: helpers) }
        let types = Dictionary(template.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        let sizeNames = template.locals.isEmpty ? [] : HelperBodyRewriter.sizeNames(in: template.result)
        var metrics = false
        for local in template.locals where bound[local.name] == nil {
            let rewriter = HelperBodyRewriter(arguments: bound, helpers: helpers, types: types)
            // `let scaled = UIFontMetrics.default.scaledValue(for: size)` passed as the size: the size written.
            if sizeNames.contains(local.name), let passed = rewriter.passedSize(local.value) {
                bound[local.name] = passed
            } else {
                bound[local.name] = rewriter.rewrite(local.value.detached).cast(ExprSyntax.self)
            }
            metrics = metrics || rewriter.scaledByMetrics
        }
        let rewriter = HelperBodyRewriter(arguments: bound, helpers: helpers, types: types)
        let body = rewriter.rewrite(template.result.detached).cast(ExprSyntax.self)
        if SyntaxHelpers.descendants(of: body, StringLiteralExprSyntax.self).contains(where: { SyntaxHelpers.hasInterpolation(ExprSyntax($0)) }) {
            return nil
        }
        var inner = helpers
        inner.fontFunctions[name] = nil
        let font = FileHelpers.$current.withValue(inner) { read(body, implicitIsFont: true) }
        guard metrics || rewriter.scaledByMetrics, let font else { return font }
        if case .modified(let f, let mods) = font { return .modified(f, mods + [.scales(true)]) }
        return .modified(font, [.scales(true)])
    }

    /// The font a helper of this file makes with only its defaulted parameters bound (`mono(_ size: CGFloat,
    /// _ weight: MonoWeight = .regular)` → the Regular face, size unknown): the helper read as a token.
    static func defaultFace(of name: String) -> FontExpr? {
        guard let template = FileHelpers.current.fontFunctions[name] else { return nil }
        var bound: [String: ExprSyntax] = [:]
        for p in template.parameters { if let d = p.defaultValue { bound[p.name] = d } }
        return expand(name, template, arguments: bound)
    }

    /// The arguments of a call to a helper declared elsewhere, as text with this file's constants written as
    /// literals, for the resolver to bind to the helper's parameters.
    private static func helperArguments(_ args: [(label: String?, expr: ExprSyntax)]) -> [HelperArgument] {
        let helpers = FileHelpers.current
        return args.map { HelperArgument(label: $0.label, text: HelperBodyRewriter.constants($0.expr, helpers: helpers).trimmedDescription) }
    }

    /// The font a helper of this file makes when called with no arguments, when every parameter has a default
    /// (`static func heading(size: CGFloat? = nil) -> Font`): a font token written as a function.
    static func defaultCall(of name: String) -> FontExpr? {
        guard let template = FileHelpers.current.fontFunctions[name], let bound = FileHelpers.bind([], to: template.parameters) else { return nil }
        return expand(name, template, arguments: bound)
    }

    /// Names of the constructors `Font` and `UIFont` declare, which no helper call is.
    private static let fontConstructors: Set<String> = [
        "system", "custom", "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
        "preferredFont", "init"
    ]

    /// The size a helper call passes: its first unlabeled or size-labeled number.
    private static func helperSize(_ args: [(label: String?, expr: ExprSyntax)]) -> Double? {
        args.first { ["size", "ofSize", "_", "pointSize"].contains($0.label ?? "_") }.flatMap { NumberEvaluator.evaluate($0.expr) }
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
