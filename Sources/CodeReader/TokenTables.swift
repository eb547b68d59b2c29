import GapCheckModel
import SwiftSyntax

/// Token sets written as a dictionary literal keyed by the tokens' names, as generators write a platform-neutral
/// table read at run time (`DesignTokens.color("brand.ocean.accent", theme: .dark)`):
/// `static let table: [String: [Theme: RGBA]] = ["brand.ocean.accent": [.light: RGBA(…), .dark: RGBA(…)], …]`, or
/// one color per name (`["primary": Color(red: …)]`).
///
/// The literal is a token set when every key is a string literal and every value a color, or a dictionary from the
/// appearances to colors: its keys are cases named for an appearance (`.light`, `.dark`, `ColorScheme.dark`, a high
/// contrast one, which is left out), the light one among them. Each key is a token name, compared like any other
/// (its dots, slashes and dashes are word breaks). A dictionary of strings to anything else (texts, an analytics
/// event's parameters, other dictionaries) is no token set, and neither is one keyed by cases that name no appearance
/// (`[.hell: …, .dunkel: …]`: which is light is not guessed).
enum TokenTables {
    /// One token of a table.
    struct Entry {
        /// The key as written (`brand.ocean.accent`).
        var name: String
        var color: ColorExpr
        /// The whole entry, for its text and place.
        var element: DictionaryElementSyntax
    }

    /// Fewest entries a table holds to be read as a token set.
    static let minimumEntries = 2

    /// The tokens of `value` when it is a token table (each color read by `read`); nil otherwise.
    static func entries(of value: ExprSyntax, read: (ExprSyntax) -> ColorExpr?) -> [Entry]? {
        guard let dict = SyntaxHelpers.unwrapped(value).as(DictionaryExprSyntax.self), case .elements(let elements) = dict.content,
            elements.count >= minimumEntries
        else { return nil }
        var out: [Entry] = []
        for element in elements {
            guard let name = SyntaxHelpers.stringLiteral(element.key), !SyntaxHelpers.hasInterpolation(element.key), !name.isEmpty,
                let color = appearanceColor(element.value, read: read) ?? read(element.value)
            else { return nil }
            out.append(Entry(name: name, color: color, element: element))
        }
        return out
    }

    /// The color of a dictionary from appearances to colors (`[.light: A, .dark: B]`): dynamic when it has both; nil
    /// when it is no such dictionary.
    static func appearanceColor(_ value: ExprSyntax, read: (ExprSyntax) -> ColorExpr?) -> ColorExpr? {
        guard let dict = SyntaxHelpers.unwrapped(value).as(DictionaryExprSyntax.self), case .elements(let elements) = dict.content,
            !elements.isEmpty
        else { return nil }
        var light: ColorExpr?, dark: ColorExpr?
        for element in elements {
            guard let mode = appearance(of: element.key), let color = read(element.value) else { return nil }
            switch mode {
            case .light: light = color
            case .unspecified: light = light ?? color
            case .dark: dark = color
            case .highContrast: continue
            }
        }
        guard let light else { return nil }
        return dark.map { .dynamic(light: light, dark: $0) } ?? light
    }

    /// An appearance a dictionary key names.
    enum Appearance { case light, unspecified, dark, highContrast }

    /// The appearance a case names (`.light`, `Theme.dark`, `ColorScheme.dark`, `.lightHighContrast`); nil for any
    /// other key.
    static func appearance(of key: ExprSyntax) -> Appearance? {
        guard let member = SyntaxHelpers.unwrapped(key).as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return nil }
        if let base = member.base, SyntaxHelpers.path(base) == nil { return nil }
        let name = member.declName.baseName.text
        let words = NameWords.split(name)
        if words.contains("contrast") || words.contains("hc") || words.contains("highcontrast") { return .highContrast }
        if LightDarkPairRecognizer.isDark(name) { return .dark }
        if LightDarkPairRecognizer.isLight(name) { return .light }
        if name == "unspecified" { return .unspecified }
        return nil
    }
}
