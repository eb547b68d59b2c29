import GapCheckModel
import SwiftSyntax

/// A call to a color type's initializer or static factory (`Color(...)`, `UIColor.hex(...)`, `.init(...)`),
/// as the color-call recognizers see it.
struct ColorInitCall {
    /// The call itself.
    let call: FunctionCallExprSyntax
    /// The color type it constructs: `Color`, `UIColor`, `NSColor`, `CGColor`.
    let type: String
    /// The framework of that type: unqualified names inside it (`.red`) are read in this flavor.
    let flavor: ColorFlavor
    /// Every argument, trailing closures included.
    let args: [(label: String?, expr: ExprSyntax)]
    /// The arguments' labels, `_` for none.
    let labels: [String]
    /// The arguments after a leading color space (`Color(.displayP3, red: ...)`), else `args`.
    let rest: [(label: String?, expr: ExprSyntax)]
    /// The leading color space (`sRGB`, `displayP3`, `sRGBLinear`), or nil.
    let space: String?

    /// Splits `call` to `type` (read in `flavor`) into its arguments and leading color space.
    init(_ call: FunctionCallExprSyntax, type: String, flavor: ColorFlavor) {
        self.call = call
        self.type = type
        self.flavor = flavor
        args = SyntaxHelpers.arguments(call)
        labels = args.map { $0.label ?? "_" }
        var rest = args
        var space: String? = nil
        if let first = rest.first, first.label == nil, let m = first.expr.as(MemberAccessExprSyntax.self), m.base == nil,
            ["sRGB", "displayP3", "sRGBLinear"].contains(m.declName.baseName.text), rest.count > 1
        {
            space = m.declName.baseName.text
            rest.removeFirst()
        }
        if rest.contains(where: { $0.label == "displayP3Red" }) { space = "displayP3" }
        self.rest = rest
        self.space = space
    }
}

/// What a recognizer says about a color call.
enum ColorCallRecognition {
    /// The call is this color.
    case color(ColorExpr)
    /// The call is of this recognizer's form but denotes no color the reader can tell: later recognizers are not tried.
    case notAColor
    /// Not this recognizer's form: the next recognizer is tried.
    case notMine

    /// A recognizer's final word: the color, or `.notAColor` when there is none.
    static func decided(_ color: ColorExpr?) -> ColorCallRecognition { color.map { .color($0) } ?? .notAColor }
}

/// Recognizes one form of color call (`Color(red:green:blue:)`, `UIColor(hex:)`, `Color("Brand")`...).
///
/// A new idiom is one recognizer placed in `ColorCallRecognizers.ordered`, a fixture that uses it, and its
/// golden inventory (Tests/GapCheckKitTests/Snapshots/readers/).
protocol ColorCallRecognizer: Sendable {
    /// The color `call` denotes, `.notAColor` when it is this form without a readable color, else `.notMine`.
    func recognize(_ call: ColorInitCall) -> ColorCallRecognition
}

/// The color-call recognizers, tried in declared order: the first that does not say `.notMine` decides.
enum ColorCallRecognizers {
    /// Declared order matters: a labelled light/dark pair before components, components before hex helpers
    /// (`Color(red: 0x12, ...)`), hex helpers before asset names (`Color("#2563EB")` is a hex, `Color("Brand")` an
    /// asset), and a wrapped color last.
    static let ordered: [any ColorCallRecognizer] = [
        DynamicProviderRecognizer(), LightDarkPairRecognizer(), ComponentsRecognizer(), HexHelperRecognizer(), AssetNameRecognizer(),
        WrappedColorRecognizer()
    ]

    /// The recognizers for a call to the app's own color helper function (`adaptive(light:dark:)`, `rgb(0x…)`):
    /// the forms told by their labels and literal values. A helper's lone string or closure argument means
    /// whatever the helper makes of it (`tint("Brand")` may be no asset name), so those forms are not tried.
    static let helperForms: [any ColorCallRecognizer] = [LightDarkPairRecognizer(), ComponentsRecognizer(), HexHelperRecognizer()]

    /// The color `call` denotes, or nil.
    static func read(_ call: ColorInitCall) -> ColorExpr? { read(call, with: ordered) }

    /// The color a call to the app's own color helper function denotes, or nil.
    static func readHelper(_ call: ColorInitCall) -> ColorExpr? { read(call, with: helperForms) }

    private static func read(_ call: ColorInitCall, with recognizers: [any ColorCallRecognizer]) -> ColorExpr? {
        for recognizer in recognizers {
            switch recognizer.recognize(call) {
            case .color(let c): return c
            case .notAColor: return nil
            case .notMine: continue
            }
        }
        return nil
    }
}

/// Dynamic providers: `UIColor { traits in ... }`, `UIColor(dynamicProvider:)`.
struct DynamicProviderRecognizer: ColorCallRecognizer {
    func recognize(_ c: ColorInitCall) -> ColorCallRecognition {
        guard c.args.count == 1, let closure = c.args[0].expr.as(ClosureExprSyntax.self), c.labels[0] == "_" || c.labels[0] == "dynamicProvider"
        else { return .notMine }
        return .decided(ColorExpressionReader.dynamicClosure(closure, flavor: c.flavor))
    }
}

/// `Color(light:dark:)` style helpers, under the labels apps use for each appearance: the exact labels below, or a
/// label made of one appearance word (`light`, `any`, `day` / `dark`, `night`) and words that only say what kind of
/// value it is (`lightHex:`, `darkHexString:`, `dayColor:`, `dynamicLightHex:`, `nightMode:`).
struct LightDarkPairRecognizer: ColorCallRecognizer {
    /// Labels of the light appearance.
    static let lightLabels = ["light", "lightMode", "any", "lightColor", "anyAppearance", "default"]
    /// Labels of the dark appearance.
    static let darkLabels = ["dark", "darkMode", "darkColor", "darkAppearance"]
    /// Words of a label that name the light appearance, then the dark one.
    static let lightWords: Set<String> = ["light", "any", "day"]
    static let darkWords: Set<String> = ["dark", "night"]
    /// Words that say what kind of value an appearance's argument is, not which appearance.
    static let valueWords: Set<String> = [
        "hex", "rgb", "rgba", "argb", "string", "code", "int", "value", "color", "colour", "mode", "appearance", "theme", "variant",
        "dynamic", "ui", "ns", "scheme", "style"
    ]
    /// Words of a label that say its value is a hex number or string.
    static let hexWords: Set<String> = ["hex", "rgb", "rgba", "argb"]

    /// True for the label of the light appearance.
    static func isLight(_ label: String) -> Bool { lightLabels.contains(label) || appearanceWord(label).map(lightWords.contains) == true }

    /// True for the label of the dark appearance.
    static func isDark(_ label: String) -> Bool { darkLabels.contains(label) || appearanceWord(label).map(darkWords.contains) == true }

    /// True when a label says its value is a hex (`hex:`, `lightHex:`, `darkRGB:`).
    static func isHexLabel(_ label: String) -> Bool {
        ColorExpressionReader.hexLabels.contains(label) || NameWords.split(label).contains(where: hexWords.contains)
    }

    /// The one appearance word of a label whose other words are value words; nil otherwise.
    private static func appearanceWord(_ label: String) -> String? {
        let words = NameWords.split(label)
        let appearance = words.filter { lightWords.contains($0) || darkWords.contains($0) }
        guard appearance.count == 1, words.allSatisfy({ appearance[0] == $0 || valueWords.contains($0) }) else { return nil }
        return appearance[0]
    }

    func recognize(_ c: ColorInitCall) -> ColorCallRecognition {
        guard let li = c.labels.firstIndex(where: Self.isLight), let di = c.labels.firstIndex(where: Self.isDark),
            let l = ColorExpressionReader.appearanceValue(c.args[li].expr, flavor: c.flavor, type: c.type, label: c.labels[li]),
            let d = ColorExpressionReader.appearanceValue(c.args[di].expr, flavor: c.flavor, type: c.type, label: c.labels[di])
        else { return .notMine }
        return .color(.dynamic(light: l, dark: d))
    }
}

/// Components, optionally after a color space: `Color(red:green:blue:)`, `UIColor(white:alpha:)`,
/// `Color(hue:saturation:brightness:)`, `Color(.displayP3, red: ...)`, `UIColor(displayP3Red:...)`.
struct ComponentsRecognizer: ColorCallRecognizer {
    func recognize(_ c: ColorInitCall) -> ColorCallRecognition {
        guard c.rest.contains(where: { ["red", "displayP3Red", "r", "white", "hue", "w"].contains($0.label ?? "_") }) else { return .notMine }
        let result = ColorExpressionReader.components(c.rest.map { ($0.label, $0.expr) }, space: c.space, notes: [])
        // A static factory (`Color.rgb(red: 52, ...)`) is the app's own helper: its components are 0–255 by design.
        if case .components255(let color, _)? = result, let m = c.call.calledExpression.as(MemberAccessExprSyntax.self),
            m.base != nil, m.declName.baseName.text != "init"
        {
            return .color(.value(color, notes: ["components read as 0–255 by the \(m.declName.baseName.text)(...) helper"]))
        }
        return .decided(result)
    }
}

/// Hex helpers: `Color(hex: "#2563EB")`, `UIColor(rgb: 0x2563EB)`, `Color(0x2563EB, opacity: 0.5)`, under the labels
/// in `ColorExpressionReader.hexLabels`, or any label when the value is marked (`0x`, `"#`).
struct HexHelperRecognizer: ColorCallRecognizer {
    func recognize(_ c: ColorInitCall) -> ColorCallRecognition {
        guard let first = c.rest.first else { return .notMine }
        let label = first.label ?? "_"
        let text = first.expr.trimmedText.lowercased()
        let marked = text.hasPrefix("0x") || text.hasPrefix("\"#")
        // A factory named for hex (`Color.hex(Palette.brand)`, `UIColor.fromRGB(…)`) labels its first argument so.
        let namedHex = label == "_" && Self.factoryNamesHex(c.call) && c.rest.count <= 2
        guard label == "_" || ColorExpressionReader.hexLabels.contains(label) || (marked && c.rest.count <= 2),
            let hex = ColorExpressionReader.hexValue(first.expr, unlabeled: label == "_" && !namedHex, type: c.type, label: label)
        else { return .notMine }
        let alphaArg = c.rest.dropFirst().first { ["alpha", "opacity"].contains($0.label ?? "") }
        if let a = alphaArg.flatMap({ NumberEvaluator.evaluate($0.expr) }) { return .color(.alpha(hex, a, multiplies: false)) }
        return .color(hex)
    }

    /// True when the call is a static factory whose name says hex (`hex`, `fromHex`, `rgb`, `hexString`).
    static func factoryNamesHex(_ call: FunctionCallExprSyntax) -> Bool {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil else { return false }
        return NameWords.split(m.declName.baseName.text).contains(where: LightDarkPairRecognizer.hexWords.contains)
    }
}

/// Asset names: `Color("Brand")`, `Color("Brand", bundle: .module)`, `UIColor(named: "Brand")`.
struct AssetNameRecognizer: ColorCallRecognizer {
    func recognize(_ c: ColorInitCall) -> ColorCallRecognition {
        guard let first = c.rest.first, first.label == nil || first.label == "named", let name = SyntaxHelpers.stringLiteral(first.expr),
            !SyntaxHelpers.hasInterpolation(first.expr)
        else { return .notMine }
        return .color(.asset(name))
    }
}

/// Another color wrapped: `Color(uiColor: .label)`, `Color(UIColor.systemBlue)`, `Color(.systemGreen)`, `Color(.brand)`.
struct WrappedColorRecognizer: ColorCallRecognizer {
    func recognize(_ c: ColorInitCall) -> ColorCallRecognition {
        guard let first = c.rest.first, c.rest.count == 1 || first.label == "uiColor" || first.label == "nsColor" || first.label == "cgColor"
        else { return .notMine }
        let label = first.label ?? "_"
        guard ["_", "uiColor", "nsColor", "cgColor", "color"].contains(label) else { return .notAColor }
        let innerFlavor: ColorFlavor = label == "_" && c.type != "Color" ? c.flavor : .uiKit
        if let m = first.expr.as(MemberAccessExprSyntax.self), m.base == nil {
            let name = m.declName.baseName.text
            if let sys = SystemColorTable.byUIKitName[name] { return .color(.system(sys)) }
            if innerFlavor == .uiKit || label != "_", let fixed = SystemColorTable.uiKitFixedByName[name] { return .color(.system(fixed)) }
            if c.type == "Color" && label == "_" { return .color(.assetSymbol(name)) }
            return .color(.reference([name]))
        }
        return .decided(ColorExpressionReader.read(first.expr, flavor: innerFlavor))
    }
}
