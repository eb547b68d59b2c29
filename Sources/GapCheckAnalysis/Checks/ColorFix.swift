import GapCheckModel

/// The declaration that fixes a color gap, written in the app's own idiom.
enum ColorFix {
    /// The fix for making `name` equal the design's value: a colorset when the design has a distinct dark
    /// value or the app keeps its colors in asset catalogs, else a literal in the app's call form (the
    /// form of `expression`, the line being fixed, when the reader read it as a literal).
    static func line(
        name: String, e: Expectation, idiom base: SwiftIdiom, configuration: Configuration, like expression: String? = nil,
        at location: SourceLocation? = nil
    ) -> Fix? {
        guard let light = e.light.color else { return nil }
        let dark = e.dark?.color
        let distinctDark =
            dark.map { d in
                d.deltaE2000(to: light) > configuration.sameColorDeltaE || abs(d.alpha - light.alpha) > configuration.alphaTolerance
            } ?? false
        if distinctDark || base.code.prefersAssets {
            // A token that already reads a colorset the catalogs hold (`Color("alphaGray1200", bundle: .module)`)
            // keeps its name: the change is in that colorset. One that names a missing colorset still adds it.
            if let existing = base.asset(readAt: location) {
                var fix = ColorAssetFix(name: existing, light: light, dark: distinctDark ? dark : nil)
                fix.existing = true
                return .addAsset(fix)
            }
            // An app that writes its adaptive colors as light/dark literals gets the fix in that form.
            if distinctDark, !base.code.prefersAssets, let adaptive = base.code.adaptiveCall, let dark {
                return .declaration(SwiftCode("static let \(name) = \(adaptive.expression(light: light, dark: dark))", name: name))
            }
            let asset = name.prefix(1).uppercased() + name.dropFirst()
            return .addAsset(
                ColorAssetFix(
                    name: asset, light: light, dark: distinctDark ? dark : nil,
                    declaration: "static let \(name) = \(base.code.assetExpression(asset))"))
        }
        // A switch's case (`case "vestiaire": Color(hex: "D4A843")`) keeps its patterns; only its color changes.
        if let expression, let label = caseLabel(expression) {
            return .declaration(SwiftCode(label + " " + base.styled(like: expression).expression(light), name: name))
        }
        return .declaration(SwiftCode(base.styled(like: expression).declaration(name: name, color: light), name: name))
    }

    /// `case "a", "b":` of a switch case as written (`case "a", "b": return Color.red`), up to its colon outside
    /// quotes; nil for anything else.
    static func caseLabel(_ expression: String) -> String? {
        guard expression.hasPrefix("case ") else { return nil }
        var quoted = false
        for i in expression.indices {
            let ch = expression[i]
            if ch == "\"" { quoted.toggle() }
            if ch == ":", !quoted { return String(expression[...i]) }
        }
        return nil
    }

    /// The token name to use in a fix: the existing code name, else one derived from the design name.
    static func tokenName(_ row: MatchRow) -> String {
        if let n = row.codeName, let last = n.split(separator: ".").last, !n.contains("(") { return String(last) }
        return CheckSupport.swiftName(row.expectation.name)
    }

    /// True for design values the checks treat as named tokens (custom properties, token files).
    static func isNamed(_ e: Expectation) -> Bool { e.source != .cssRule }
}
