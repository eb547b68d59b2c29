import GapCheckModel

/// Says when the design draws only a dark appearance and the app follows the system's.
///
/// A dark-only design (dark page backgrounds, no light variant) compared with an app that pins nothing (no
/// `.preferredColorScheme(.dark)`, no `UIUserInterfaceStyle`, no watch) is compared in dark mode only: in the
/// system's default light appearance the app shows colors the design never drew, and nothing in the design says
/// whether that is meant. No finding (a designer may draw dark boards for an app that follows the system), but said
/// once, so the report does not read as covering the light appearance. Not said of token files alone whose colors
/// have one value each: they show the same colors in either appearance.
public enum DarkOnlyDesign {
    /// The warning, or nil when the design has a light appearance or the app shows one appearance only.
    public static func note(design: DesignSpec, inventory: Inventory) -> Diagnostic? {
        guard design.appearance == .dark, design.darkByDefault != true, let first = design.files.first else { return nil }
        // A watch shows only its dark appearance; an app pinned whole (dark or light) chose its one appearance.
        guard inventory.platforms != [.watch],
            !inventory.colorSchemeOverrides.contains(where: { DarkModeDisabledCheck.presentedView($0, in: inventory) == nil })
        else { return nil }
        // Token files alone (no view) whose colors have one value each (`errorLight`, `errorDark` are steps of a
        // scale, not appearances): nothing of the app changes with the system's appearance.
        guard !inventory.views.isEmpty || ColorCandidate.all(in: inventory).contains(where: { $0.isSystem || ($0.dark != nil && $0.dark != $0.light) })
        else { return nil }
        return Diagnostic(
            .warning,
            "The design draws only a dark appearance, and the app follows the system's (nothing pins it dark): only its dark values were compared; in light mode it shows colors the design never drew",
            at: SourceLocation(file: first))
    }
}
