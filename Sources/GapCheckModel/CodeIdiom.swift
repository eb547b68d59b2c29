/// How the app writes colors and fonts, as the code reader saw it: fixes are written in this idiom so
/// they compile in the app and read like the lines around them.
public struct CodeIdiom: Sendable, Hashable {
    /// The UI framework a value type belongs to.
    public enum Framework: String, Sendable, Hashable {
        /// `Color`, `Font`.
        case swiftUI
        /// `UIColor`, `UIFont`.
        case uiKit
    }

    /// The app's colors and fonts are SwiftUI or UIKit values (the majority of what the reader read).
    public var colorFramework: Framework
    public var fontFramework: Framework
    /// The framework most views are written in, and each view's own (storyboards count as UIKit).
    public var viewFramework: Framework = .swiftUI
    public var viewFrameworks: [String: Framework] = [:]
    /// The literal color call the app writes most (`Color(hexString: "#34C759")`); nil when it writes none.
    public var colorCall: ColorCall?
    /// The call form of each literal color expression the reader read, keyed by the expression as written,
    /// so a fix to one line keeps that line's own form.
    public var colorCalls: [String: ColorCall]
    /// The app's two-value light/dark literal call (`Color(light: "#FFFFFF", dark: "#0F172A")`), when it
    /// writes one: an app that declares adaptive colors this way gets its dark fixes in it, not a colorset.
    public var adaptiveCall: AdaptiveColorCall?
    /// How the app reads a colorset, with `%@` for the name (`Color("%@")`, `UIColor(named: "%@")!`).
    public var assetCall: String
    /// Colorsets the app's code reads (tokens and calls), and literal color calls it writes (tokens and inline).
    public var assetColorCount: Int
    public var literalColorCount: Int

    public init(
        colorFramework: Framework = .swiftUI, fontFramework: Framework = .swiftUI, colorCall: ColorCall? = nil,
        colorCalls: [String: ColorCall] = [:], assetCall: String? = nil, assetColorCount: Int = 0, literalColorCount: Int = 0
    ) {
        self.colorFramework = colorFramework; self.fontFramework = fontFramework; self.colorCall = colorCall
        self.colorCalls = colorCalls; self.assetCall = assetCall ?? (colorFramework == .uiKit ? "UIColor(named: \"%@\")" : "Color(\"%@\")")
        self.assetColorCount = assetColorCount; self.literalColorCount = literalColorCount
    }

    /// True when the app reads its colors from asset catalogs and writes no literal color anywhere: a
    /// new color is a colorset, not a literal.
    public var prefersAssets: Bool { assetColorCount > 0 && literalColorCount == 0 }

    /// The framework of view `name` (a screen's matched view), else the app's.
    public func framework(ofView name: String?) -> Framework { name.flatMap { viewFrameworks[$0] } ?? viewFramework }

    /// The expression that reads colorset `name` in this app.
    public func assetExpression(_ name: String) -> String { assetCall.replacingOccurrences(of: "%@", with: name) }
}

/// One way of writing a literal color: the receiver, the argument label and what the argument looks like.
public struct ColorCall: Sendable, Hashable {
    /// What the color's value is written as.
    public enum Argument: String, Sendable, Hashable {
        /// `0x34C759`
        case hexInteger
        /// `"#34C759"`
        case hexStringWithHash
        /// `"34C759"`
        case hexString
        /// `red: 52 / 255, green: …` or `red: 52, …` passed to a 0–255 helper
        case components255
        /// `red: 0.204, green: 0.78, blue: 0.349`
        case componentsUnit
        /// `#colorLiteral(red:green:blue:alpha:)`
        case colorLiteral
    }

    /// `Color`, `UIColor`, `NSColor`: the type the call makes; empty for the app's own helper called bare.
    public var type: String
    /// The hex helper's argument label (`hex`, `hexString`, `rgb`), `_` when unlabeled; nil for components.
    public var label: String?
    /// A static factory's name when the call is one (`UIColor.hex("#…")` → `hex`); nil for an initializer.
    public var factory: String?
    public var argument: Argument

    public init(type: String, label: String?, factory: String? = nil, argument: Argument) {
        self.type = type; self.label = label; self.factory = factory; self.argument = argument
    }
}

/// A literal call that takes a light and a dark value (`Color(light: "#FFFFFF", dark: "#0F172A")`,
/// `UIColor(any: 0xFFFFFF, dark: 0x0F172A)`): an app's own adaptive color helper.
public struct AdaptiveColorCall: Sendable, Hashable {
    /// `Color`, `UIColor`, `NSColor`: the type the call makes; empty for the app's own helper called bare.
    public var type: String
    /// The labels of the light and the dark argument, as written (`light`/`dark`, `any`/`dark`).
    public var lightLabel: String
    public var darkLabel: String
    /// A static factory's name when the call is one; nil for an initializer.
    public var factory: String?
    /// What each value is written as: `.hexStringWithHash`, `.hexString` or `.hexInteger`.
    public var argument: ColorCall.Argument

    public init(type: String, lightLabel: String, darkLabel: String, factory: String? = nil, argument: ColorCall.Argument) {
        self.type = type; self.lightLabel = lightLabel; self.darkLabel = darkLabel; self.factory = factory; self.argument = argument
    }

    /// `light` and `dark` in this call's form.
    public func expression(light: Color, dark: Color) -> String {
        func value(_ c: Color) -> String {
            let hex = String(c.hex.dropFirst())
            switch argument {
            case .hexInteger: return "0x" + hex
            case .hexString: return "\"" + hex + "\""
            default: return "\"#" + hex + "\""
            }
        }
        // An empty type is the app's own helper, called bare (`adaptive(light:dark:)`).
        let callee = factory.map { type.isEmpty ? $0 : "\(type).\($0)" } ?? type
        return "\(callee)(\(lightLabel): \(value(light)), \(darkLabel): \(value(dark)))"
    }
}
