import GapCheckModel

/// The line of Swift that fixes a color gap, written in the app's own idiom.
enum ColorFix {
    /// The fix for making `name` equal the design's value; a colorset when the design has a distinct dark value.
    static func line(name: String, e: Expectation, idiom base: SwiftIdiom, configuration: Configuration, like expression: String? = nil) -> String {
        let idiom = base.styled(like: expression)
        guard let light = e.light.color else { return "" }
        if let dark = e.dark?.color, dark.deltaE2000(to: light) > configuration.sameColorDeltaE || abs(dark.alpha - light.alpha) > configuration.alphaTolerance
        {
            let asset = name.prefix(1).uppercased() + name.dropFirst()
            return "static let \(name) = \(idiom.typeName)(\"\(asset)\")  // add colorset \(asset): Any \(light), Dark \(dark)"
        }
        return idiom.declaration(name: name, color: light)
    }

    /// The token name to use in a fix: the existing code name, else one derived from the design name.
    static func tokenName(_ row: MatchRow) -> String {
        if let n = row.codeName, let last = n.split(separator: ".").last, !n.contains("(") { return String(last) }
        return CheckSupport.swiftName(row.expectation.name)
    }

    /// True for design values the checks treat as named tokens (custom properties, token files).
    static func isNamed(_ e: Expectation) -> Bool { e.source != .cssRule }
}
