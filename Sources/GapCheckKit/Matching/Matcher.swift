import GapCheckModel

/// Computes every design ↔ code match once, for all checks and reporters.
public enum Matcher {
    /// Matches colors, typography, spacing, radii, screens and data fields.
    public static func match(design: DesignSpec, inventory: Inventory, configuration: Configuration) -> MatchResult {
        let exps = design.expectations.sorted { ($0.kind, $0.location, $0.name) < ($1.kind, $1.location, $1.name) }
        return MatchResult(
            colors: ColorMatcher(inventory: inventory, configuration: configuration).match(exps),
            typography: TypographyMatcher(inventory: inventory, configuration: configuration).match(exps),
            spacing: LengthMatcher(kind: .spacing, inventory: inventory, configuration: configuration).match(exps),
            radii: LengthMatcher(kind: .radius, inventory: inventory, configuration: configuration).match(exps),
            screens: ScreenMatcher(inventory: inventory, configuration: configuration).match(design.screens),
            fields: FieldMatcher(inventory: inventory).match(design.screens))
    }
}
