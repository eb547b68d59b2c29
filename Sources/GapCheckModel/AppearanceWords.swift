/// Words of a file or folder name that say which appearance it holds, for both sides: the app's colorsets written into
/// `Dark/` folders and token files written once per mode (`AppearanceFolders`, `AppearanceFiles`), and the design's
/// token files (`dark.json`, `colors.night.json`, `dark/colors.json`). Other languages' words (`oscuro`, `claro`) are
/// not among them: a file named so is as likely a palette (`claro` is also "clear", "light" as in weight) as a mode.
public enum AppearanceWords {
    public static let dark: Set<String> = ["dark", "night"]
    public static let light: Set<String> = ["light", "day"]
    /// Each appearance word with its counterpart of the other appearance (`light` ↔ `dark`, `day` ↔ `night`).
    public static let partner: [String: String] = ["light": "dark", "dark": "light", "day": "night", "night": "day"]

    /// The appearance `word` names, `light` or `dark`; nil for any other word.
    public static func appearance(of word: String) -> String? {
        dark.contains(word) ? "dark" : light.contains(word) ? "light" : nil
    }

    /// Fewest names two files written once per appearance share before they are read as twins: one shared name is a
    /// coincidence.
    public static let minimumShared = 2
    /// Share of a twin's names its sibling declares too: a twin built from the same source declares (nearly) all.
    public static let minimumShare = 0.8

    /// True when `sibling` declares most of `names` (at least `minimumShared` of them, and `minimumShare` of all): the
    /// file naming them is the sibling's values in another appearance, not a file of its own.
    public static func mostlyDeclared(_ names: Set<String>, by sibling: Set<String>) -> Bool {
        let shared = names.intersection(sibling).count
        return shared >= minimumShared && Double(shared) >= minimumShare * Double(names.count)
    }
}
