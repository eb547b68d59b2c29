import GapCheckModel
import SwiftSyntax

/// Which framework an unqualified color name belongs to: `.red` is `systemRed` in SwiftUI but pure red in UIKit.
enum ColorFlavor: Sendable, Hashable {
    case swiftUI, uiKit
}

/// Reads one Swift expression as a color, in every idiom real apps use (see issue 3).
enum ColorExpressionReader {
    /// Type names whose initializers make colors.
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "SwiftUI.Color", "UIKit.UIColor"]
    /// Labels of hex helpers (`Color(hex:)`, `UIColor(rgb:)`...).
    static let hexLabels: Set<String> = [
        "hex", "rgb", "rgba", "argb", "rgbHex", "hexValue", "hexString", "hexCode", "hexadecimal", "rgbValue", "hexRGB",
        "hexRGBA", "hexInt", "rgbaHex", "argbHex", "code"
    ]

    /// The color `expr` denotes, or nil when it is not a color expression.
    static func read(_ raw: ExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        let expr = SyntaxHelpers.unwrapped(raw)
        if let (lhs, rhs) = SyntaxHelpers.nilCoalescing(expr) {
            return read(lhs, flavor: flavor) ?? read(rhs, flavor: flavor)
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return ternary(seq, flavor: flavor) }
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return components(macro.arguments.map { ($0.label?.text, $0.expression) }, space: nil, notes: [])
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return readCall(call, flavor: flavor) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return readMember(member, flavor: flavor) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            guard let first = name.first, first.isLowercase || first == "_" else { return nil }
            return .reference([name])
        }
        return nil
    }

    // MARK: - Calls

    private static func readCall(_ call: FunctionCallExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        // Modifiers on a color: `.opacity(x)`, `.withAlphaComponent(x)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "opacity" || name == "withAlphaComponent" {
                guard let inner = read(base, flavor: flavor) else { return nil }
                guard let arg = call.arguments.first?.expression, let a = NumberEvaluator.evaluate(arg) else { return inner }
                return .alpha(inner, a, multiplies: name == "opacity")
            }
            if name == "resolve" || name == "resolvedColor" || name == "copy" { return read(base, flavor: flavor) }
        }
        // Generated accessors name a colorset: SwiftGen `ColorAsset(name: "Brand")`, R.swift
        // `ColorResource(bundle: R.hostingBundle, name: "Brand")` and `.init(name: "Brand", ...)` in one.
        if let path = SyntaxHelpers.path(call.calledExpression), let last = path.last(where: { $0 != "init" }),
            ["ColorAsset", "ColorResource"].contains(last),
            let arg = SyntaxHelpers.arguments(call).first(where: { $0.label == "name" }),
            let name = SyntaxHelpers.stringLiteral(arg.expr), !SyntaxHelpers.hasInterpolation(arg.expr)
        {
            return .asset(name)
        }
        guard let type = colorType(of: call.calledExpression, flavor: flavor) else {
            // A helper of this file declared to return a color, called without a type prefix
            // (`adaptive(light: "#E4E4E7", dark: "#27272A")`, `rgb(0x2563EB)`): its arguments read like an initializer's.
            guard let helperType = FileHelpers.current.colorType(called: call.calledExpression) else { return nil }
            let f: ColorFlavor = helperType == "Color" ? .swiftUI : .uiKit
            return ColorCallRecognizers.readHelper(ColorInitCall(call, type: helperType, flavor: f)) ?? expandHelper(call, flavor: f)
        }
        let f: ColorFlavor = type == "Color" ? .swiftUI : (type == "UIColor" || type == "CGColor" || type == "NSColor") ? .uiKit : flavor
        // Every form of initializer or factory call is one recognizer, tried in declared order.
        return ColorCallRecognizers.read(ColorInitCall(call, type: type, flavor: f))
    }

    /// A call to a one-expression color helper of this file read as its body with the arguments in place:
    /// `named("Primary")` with `private static func named(_ name: String) -> Color { Color(name, bundle: .module) }`
    /// is `Color("Primary", bundle: .module)`. What a lone string means is the helper's to say, so only its body
    /// tells. The helper is not expanded again inside itself (no recursion).
    private static func expandHelper(_ call: FunctionCallExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        let helpers = FileHelpers.current
        guard let (name, template, arguments) = helpers.colorTemplate(called: call) else { return nil }
        let bound = arguments.mapValues { HelperBodyRewriter.constants($0, helpers: helpers) }
        let body = HelperBodyRewriter(arguments: bound, helpers: helpers).rewrite(template.result.detached).cast(ExprSyntax.self)
        var inner = helpers
        inner.colorTemplates[name] = nil
        inner.colorFunctions[name] = nil
        return FileHelpers.$current.withValue(inner) { read(body, flavor: flavor) }
    }

    /// One appearance of a labelled light/dark helper: a color expression, or the hex literal the helper decodes
    /// itself (`Color(light: "#2563EB", dark: "#60A5FA")`, `UIColor(light: 0xFFFFFF, dark: 0x0F1729)`).
    static func appearanceValue(_ expr: ExprSyntax, flavor: ColorFlavor, type: String, label: String) -> ColorExpr? {
        // A label that says the value is a hex (`lightHex:`, `darkHexString:`) makes a name the hex constant it holds.
        if LightDarkPairRecognizer.isHexLabel(label), let path = constantPath(expr) { return .hexConstant(path, type: type, label: label) }
        if let c = read(expr, flavor: flavor) { return c }
        // An integer counts only when written in hex (`0x2563EB`); a string of hex digits is a hex color.
        return hexValue(expr, unlabeled: expr.is(IntegerLiteralExprSyntax.self), type: type, label: label)
    }

    /// `Color`, `UIColor`... when the callee constructs a color; implicit `.init` takes the flavor's type.
    static func colorType(of callee: ExprSyntax, flavor: ColorFlavor) -> String? {
        guard var path = SyntaxHelpers.path(callee) else { return nil }
        if path.last == "init" { path.removeLast() }
        if path.isEmpty { return flavor == .swiftUI ? "Color" : "UIColor" }
        let joined = path.joined(separator: ".")
        if colorTypes.contains(joined) { return path.last }
        // Static factories read like initializers: `Color.dynamic(light:dark:)`, `UIColor.hex("#…")`.
        if path.count >= 2, colorTypes.contains(path.dropLast().joined(separator: ".")) { return path[path.count - 2] }
        return nil
    }

    /// A hex color from an integer or string argument; nil when the argument is not a hex literal. Under a hex label
    /// (`Color(hex: Palette.brand)`, never unlabeled) a name is the hex String or integer constant it names.
    static func hexValue(_ expr: ExprSyntax, unlabeled: Bool, type: String, label: String) -> ColorExpr? {
        if !unlabeled, let path = constantPath(expr) { return .hexConstant(path, type: type, label: label) }
        if let int = expr.as(IntegerLiteralExprSyntax.self) {
            let text = int.literal.text.replacingOccurrences(of: "_", with: "")
            let isHex = text.lowercased().hasPrefix("0x")
            if unlabeled && !isHex { return nil }
            guard let v = NumberEvaluator.integer(int), v >= 0, v <= 0xFFFF_FFFF else { return nil }
            let digits = isHex ? text.count - 2 : (v > 0xFFFFFF ? 8 : 6)
            if digits > 6 { return .hex8(UInt32(v), type: type, label: label) }
            return .value(Color(rgb: UInt32(v)), notes: [])
        }
        guard let s = SyntaxHelpers.stringLiteral(expr), !SyntaxHelpers.hasInterpolation(expr) else { return nil }
        var body = Substring(s.trimmingCharacters(in: .whitespaces))
        let marked = body.hasPrefix("#") || body.lowercased().hasPrefix("0x")
        if body.hasPrefix("#") { body = body.dropFirst() } else if body.lowercased().hasPrefix("0x") { body = body.dropFirst(2) }
        guard [3, 4, 6, 8].contains(body.count), body.allSatisfy(\.isHexDigit) else { return nil }
        if unlabeled && !marked { return nil }
        var digits = Array(body)
        if digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        if digits.count == 8, let v = UInt32(String(digits), radix: 16) { return .hex8(v, type: type, label: label) }
        guard let c = Color(hex: String(digits)) else { return nil }
        return .value(c, notes: [])
    }

    /// The name path of a constant (`brandHex`, `Palette.brandHex`, `DesignTokens.Colors.lightPrimary`, `Self.x`);
    /// nil for anything else (a literal, a call, an implicit member `.brand`).
    static func constantPath(_ raw: ExprSyntax) -> [String]? {
        let expr = SyntaxHelpers.unwrapped(raw)
        guard expr.is(DeclReferenceExprSyntax.self) || expr.as(MemberAccessExprSyntax.self)?.base != nil, let path = SyntaxHelpers.path(expr),
            path.allSatisfy({ !$0.isEmpty }), path.count == 1 || path.first?.first?.isUppercase == true || path.first == "self"
        else { return nil }
        return path.first == "self" ? ["Self"] + path.dropFirst() : path
    }

    /// The color a hex constant's literal denotes (`#d32f2f`, `d32f2f`, `0x2563EB`), as a hex argument would read it.
    static func hexLiteral(_ literal: String, isString: Bool, type: String, label: String) -> ColorExpr? {
        var body = Substring(literal.trimmingCharacters(in: .whitespaces))
        let prefixed = body.lowercased().hasPrefix("0x")
        if !isString && !prefixed { return nil }
        if body.hasPrefix("#") && isString { body = body.dropFirst() } else if prefixed { body = body.dropFirst(2) }
        body = Substring(body.replacingOccurrences(of: "_", with: ""))
        let counts = isString ? [3, 4, 6, 8] : [1, 2, 3, 4, 5, 6, 7, 8]
        guard counts.contains(body.count), body.allSatisfy(\.isHexDigit) else { return nil }
        var digits = Array(body)
        if isString && digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        guard let v = UInt32(String(digits), radix: 16) else { return nil }
        if digits.count > 6 { return .hex8(v, type: type, label: label) }
        return .value(Color(rgb: v), notes: [])
    }

    /// A color from labeled components (`red:green:blue:alpha:`, `white:`, `hue:saturation:brightness:`).
    static func components(_ args: [(String?, ExprSyntax)], space: String?, notes: [String]) -> ColorExpr? {
        var values: [String: Double] = [:]
        for (label, e) in args {
            guard let label else { continue }
            guard let v = NumberEvaluator.evaluate(e) else { return nil }
            // A component beyond any 0–255 reading (`red: 1e300`) is kept as read, unscaled and unclamped,
            // so `ValueGate` reports it with its file:line instead of the resolver clamping it to a color.
            if !Plausible.channel(v / 255) { return .value(Color(red: v, green: v, blue: v, alpha: 1), notes: notes) }
            values[label] = v
        }
        var notes = notes
        let alpha = values["alpha"] ?? values["opacity"] ?? values["a"] ?? 1
        if let w = values["white"] ?? values["w"] {
            return .value(Color(red: w, green: w, blue: w, alpha: alpha), notes: notes)
        }
        if let h = values["hue"], let s = values["saturation"], let b = values["brightness"] {
            return .value(hsb(h, s, b, alpha), notes: notes)
        }
        guard var r = values["red"] ?? values["displayP3Red"] ?? values["r"], var g = values["green"] ?? values["g"],
            var b = values["blue"] ?? values["b"]
        else { return nil }
        if max(r, g, b) > 1.0 + 1e-9 {
            r /= 255; g /= 255; b /= 255
            let label = args.first { $0.0 == "red" || $0.0 == "r" || $0.0 == "displayP3Red" }?.0 ?? "red"
            return .components255(Color(red: r, green: g, blue: b, alpha: alpha), label: label)
        }
        var c = Color(red: r, green: g, blue: b, alpha: alpha)
        switch space {
        case "displayP3":
            c = ColorSpaces.displayP3ToSRGB(c)
            notes.append("converted from Display P3")
        case "sRGBLinear":
            c = ColorSpaces.linearToSRGB(c)
            notes.append("converted from linear sRGB")
        default: break
        }
        return .value(c, notes: notes)
    }

    private static func hsb(_ h: Double, _ s: Double, _ v: Double, _ a: Double) -> Color {
        let hh = (h.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        // A non-finite hue (`hue: .infinity`) has no sector: nan channels, which `ValueGate` leaves out.
        guard let i = Plausible.int(hh.rounded(.down)) else { return Color(red: .nan, green: .nan, blue: .nan, alpha: a) }
        let f = hh - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: a)
    }

    // MARK: - Members

    private static func readMember(_ member: MemberAccessExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // Implicit member: a system color in context, else a token name.
            if let c = systemColor(name, flavor: flavor) { return .system(c) }
            if name == "accentColor" { return .asset("AccentColor") }
            return .reference([name])
        }
        if name == "cgColor" || name == "color" && base.trimmedText.hasSuffix("cgColor") { return read(base, flavor: .uiKit) }
        guard let basePath = SyntaxHelpers.path(base) else { return nil }
        let joined = basePath.joined(separator: ".")
        if joined == "Color" || joined == "SwiftUI.Color" {
            if let c = systemColor(name, flavor: .swiftUI) { return .system(c) }
            if name == "accentColor" { return .asset("AccentColor") }
            return .reference(["Color", name])
        }
        if joined == "UIColor" || joined == "UIKit.UIColor" || joined == "NSColor" {
            if let c = systemColor(name, flavor: .uiKit) { return .system(c) }
            return .reference(["UIColor", name])
        }
        guard let first = basePath.first?.first, first.isUppercase || basePath.first == "Self" || basePath.first == "self" else {
            return nil
        }
        return .reference(basePath + [name])
    }

    /// A system or fixed color for a member name in a flavor.
    static func systemColor(_ name: String, flavor: ColorFlavor) -> SystemColor? {
        switch flavor {
        case .swiftUI:
            return SystemColorTable.bySwiftUIName[name] ?? SystemColorTable.byUIKitName[name]
        case .uiKit:
            return SystemColorTable.byUIKitName[name] ?? SystemColorTable.uiKitFixedByName[name]
        }
    }

    // MARK: - Dynamic colors

    /// `cond ? a : b` where the condition tests the appearance.
    private static func ternary(_ seq: SequenceExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        let els = Array(seq.elements)
        guard let ti = els.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let tern = els[ti].as(UnresolvedTernaryExprSyntax.self), ti + 1 < els.count
        else { return nil }
        let condition = els[..<ti].map(\.trimmedText).joined(separator: " ")
        let thenExpr = tern.thenExpression
        let elseExpr = SyntaxHelpers.part(els[(ti + 1)...])
        guard let thenIsDark = testsDark(condition), let t = read(thenExpr, flavor: flavor), let e = read(elseExpr, flavor: flavor) else {
            return nil
        }
        return thenIsDark ? .dynamic(light: e, dark: t) : .dynamic(light: t, dark: e)
    }

    /// A token's value chosen at run time by a condition that does not test the appearance
    /// (`static let paper = isGlassCanvas ? dynamic(light: A, dark: B) : dynamic(light: C, dark: D)`), both
    /// branches colors: one branch is the token's value, since a token holds one color (light and dark).
    ///
    /// Which branch: the one a `let` Boolean constant of this file selects (`static let isGlassCanvas = true`,
    /// `!flag` too), `certain`; else the branch the default settings show: the `else` branch when the condition
    /// names an accessibility setting (`isDarkerSystemColorsEnabled ? strong : normal`), the first branch
    /// otherwise, not `certain` (the caller reports it). A branch that is a bare name counts only when
    /// `colorTyped` (`flag ? Spacing.sm : Spacing.md` is no color). Nil when the expression is no such choice.
    static func choice(_ raw: ExprSyntax, flavor: ColorFlavor, colorTyped: Bool) -> (color: ColorExpr, certain: Bool)? {
        guard let seq = SyntaxHelpers.unwrapped(raw).as(SequenceExprSyntax.self) else { return nil }
        let els = Array(seq.elements)
        guard let ti = els.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ti > 0,
            let tern = els[ti].as(UnresolvedTernaryExprSyntax.self), ti + 1 < els.count
        else { return nil }
        let conditionParts = els[..<ti]
        let condition = conditionParts.map(\.trimmedText).joined(separator: " ")
        guard testsDark(condition) == nil else { return nil }
        let thenExpr = tern.thenExpression
        let elseExpr = SyntaxHelpers.part(els[(ti + 1)...])
        guard let t = read(thenExpr, flavor: flavor), let e = read(elseExpr, flavor: flavor) else { return nil }
        if !colorTyped {
            if case .reference = t { return nil }
            if case .reference = e { return nil }
        }
        let thenText = thenExpr.trimmedText, elseText = elseExpr.trimmedText
        if let value = constantCondition(condition) {
            let (kept, left) = value ? (t, elseText) : (e, thenText)
            return (.chosen(kept, note: "chosen by `\(condition)`, \(value) in the sources; the other branch (`\(left)`) is not used"), true)
        }
        if let byDefault = defaultCaseCondition(condition) {
            let (kept, keptText, left) = byDefault.holds ? (t, thenText, elseText) : (e, elseText, thenText)
            let defaultCase = byDefault.defaultCase
            return (
                .chosen(
                    kept,
                    note:
                        "chosen at run time by `\(condition)`: read as `\(keptText)`, the branch of the default `.\(defaultCase)`; the other branch (`\(left)`) is not compared"
                ), false
            )
        }
        let lower = condition.lowercased()
        let accessibility = ["contrast", "accessibility", "reducetransparency", "darkersystemcolors"].contains { lower.contains($0) }
        let (kept, keptText, left) = accessibility ? (e, elseText, thenText) : (t, thenText, elseText)
        return (
            .chosen(kept, note: "chosen at run time by `\(condition)`: read as `\(keptText)`; the other branch (`\(left)`) is not compared"), false
        )
    }

    /// Whether a condition comparing a switch with one case (`palette == .research`, `.research != palette`) holds
    /// under the switch's default, with that default: the case the file gives as a default (`?? .classic`,
    /// `var palette: Palette = .classic`) among the cases of the enum of the file that has the compared case.
    /// Nil when the file names no single default of that enum.
    static func defaultCaseCondition(_ condition: String) -> (holds: Bool, defaultCase: String)? {
        let c = condition.replacingOccurrences(of: " ", with: "")
        let op: String
        if c.contains("==") { op = "==" } else if c.contains("!=") { op = "!=" } else { return nil }
        let sides = c.components(separatedBy: op)
        guard sides.count == 2 else { return nil }
        let caseSide = sides[1].hasPrefix(".") ? sides[1] : sides[0].hasPrefix(".") ? sides[0] : nil
        guard let named = caseSide?.dropFirst(), !named.isEmpty, named.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let other = caseSide == sides[1] ? sides[0] : sides[1]
        guard !other.isEmpty, !other.hasPrefix("."), other.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let helpers = FileHelpers.current
        let enums = helpers.enumCases.filter { $0.contains(String(named)) }
        guard enums.count == 1, let cases = enums.first else { return nil }
        let defaults = cases.intersection(helpers.defaultCases)
        guard defaults.count == 1, let d = defaults.first else { return nil }
        return ((d == named) == (op == "=="), d)
    }

    /// The value of a condition that is a `let` Boolean constant of this file (`isGlassCanvas`,
    /// `AppAppearance.isGlassCanvas`, `Self.flag`), or its negation (`!flag`); nil otherwise.
    private static func constantCondition(_ condition: String) -> Bool? {
        var c = Substring(condition.replacingOccurrences(of: " ", with: ""))
        var negated = false
        while c.hasPrefix("!") { c = c.dropFirst(); negated.toggle() }
        if c.hasPrefix("Self.") || c.hasPrefix("self.") { c = c.dropFirst(5) }
        guard !c.isEmpty, c.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let parts = c.split(separator: ".")
        guard let last = parts.last else { return nil }
        // `Owner.flag` as written, else the bare name (kept only when one value in the file).
        let booleans = FileHelpers.current.booleans
        let v = (parts.count >= 2 ? booleans[parts.suffix(2).joined(separator: ".")] : nil) ?? booleans[String(last)]
        return v.map { $0 != negated }
    }

    /// True when a condition holds in dark mode, false in light mode, nil when it does not test the appearance.
    private static func testsDark(_ condition: String) -> Bool? {
        let c = condition.replacingOccurrences(of: " ", with: "")
        let negated = c.contains("!=")
        if c.contains(".dark") || c.lowercased().contains("isdark") { return !negated }
        if c.contains(".light") || c.lowercased().contains("islight") { return negated }
        return nil
    }

    /// The light and dark colors a dynamic-provider closure returns.
    static func dynamicClosure(_ closure: ClosureExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        if let e = SyntaxHelpers.resultExpression(closure.statements), let seq = SyntaxHelpers.unwrapped(e).as(SequenceExprSyntax.self),
            let r = ternary(seq, flavor: flavor)
        {
            return r
        }
        for seq in SyntaxHelpers.descendants(of: closure, SequenceExprSyntax.self) {
            if let r = ternary(seq, flavor: flavor) { return r }
        }
        if let ifExpr = SyntaxHelpers.descendants(of: closure, IfExprSyntax.self).first,
            let isDark = testsDark(ifExpr.conditions.trimmedText),
            let thenColor = SyntaxHelpers.resultExpression(ifExpr.body.statements).flatMap({ read($0, flavor: flavor) })
        {
            var elseColor: ColorExpr? = nil
            if case .codeBlock(let block) = ifExpr.elseBody {
                elseColor = SyntaxHelpers.resultExpression(block.statements).flatMap { read($0, flavor: flavor) }
            } else {
                // `if dark { return A }; return B`
                let returns = SyntaxHelpers.descendants(of: closure, ReturnStmtSyntax.self)
                if let last = returns.last, let e = last.expression, !ifExpr.body.statements.contains(where: { $0.position == last.position }) {
                    elseColor = read(e, flavor: flavor)
                }
            }
            if let elseColor { return isDark ? .dynamic(light: elseColor, dark: thenColor) : .dynamic(light: thenColor, dark: elseColor) }
        }
        if let sw = SyntaxHelpers.descendants(of: closure, SwitchExprSyntax.self).first {
            var light: ColorExpr? = nil, dark: ColorExpr? = nil, other: ColorExpr? = nil
            for item in sw.cases {
                guard case .switchCase(let c) = item, let e = SyntaxHelpers.resultExpression(c.statements), let color = read(e, flavor: flavor) else {
                    continue
                }
                switch c.label {
                case .case(let label):
                    let t = label.caseItems.trimmedText
                    if t.contains("dark") {
                        dark = color
                    } else if t.contains("light") || t.contains("unspecified") {
                        light = light ?? color
                    } else {
                        other = other ?? color
                    }
                case .default:
                    other = other ?? color
                }
            }
            if let d = dark, let l = light ?? other { return .dynamic(light: l, dark: d) }
        }
        return nil
    }
}
