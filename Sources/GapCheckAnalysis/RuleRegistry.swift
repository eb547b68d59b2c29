import GapCheckModel

/// Every check gapcheck knows, in report order.
public enum RuleRegistry {
    /// All registered checks.
    public static let checks: [any Check] = [
        ColorMismatchCheck(), DesignConflictCheck(), DesignUnreadableCheck(), ColorGenericCheck(), ColorAccentCheck(), ColorDriftCheck(), ColorMissingCheck(),
        ColorAssetMissingCheck(),
        ColorDarkVariantMissingCheck(), TypographyMissingCheck(), TypographyMismatchCheck(), SpacingOffScaleCheck(),
        RadiusMismatchCheck(), TokenDuplicateCheck(), TokenSystematicCheck(), TokenSyntaxErrorCheck(), ScreenMissingCheck(), SectionMissingCheck(),
        ContentLabelMissingCheck(), ModelFieldMissingCheck(), HardcodedColorCheck(), HardcodedFontCheck(),
        HardcodedSpacingCheck(), DarkModeDisabledCheck(), ContrastInsufficientCheck(), TouchTargetSmallCheck(),
        NamingLiteralCheck(), ElementColorCheck(), ElementBackgroundCheck(), ElementFontCheck(), ElementRadiusCheck(),
        ElementPaddingCheck(), ElementAccessibilityLabelCheck(), ElementDynamicTypeCheck(), ElementContrastCheck()
    ]

    /// All rule descriptions, sorted by id.
    public static var descriptions: [RuleDescription] {
        checks.map { type(of: $0).description }.sorted { $0.id < $1.id }
    }

    /// The description of `id`, if registered.
    public static func description(of id: String) -> RuleDescription? { descriptions.first { $0.id == id } }
}
