/// An Apple system color with its published light and dark sRGB values.
public struct SystemColor: Sendable, Hashable {
    /// UIKit name (`systemGreen`, `label`, `black`).
    public var name: String
    /// SwiftUI `Color` member with the same value (`green`, `primary`), when there is one.
    public var swiftUIName: String?
    /// Value in the light appearance (sRGB).
    public var light: Color
    /// Value in the dark appearance (sRGB); equal to `light` for fixed colors.
    public var dark: Color
    /// True when light and dark differ, i.e. the color follows the appearance.
    public var isAdaptive: Bool { light != dark }
    /// A system color with both appearances.
    public init(name: String, swiftUIName: String?, light: Color, dark: Color) {
        self.name = name; self.swiftUIName = swiftUIName; self.light = light; self.dark = dark
    }
}

/// Apple's system colors, embedded from `apple_system_colors.csv` and `apple_ui_element_colors.csv`
/// (tests keep them equal to the CSVs), plus the fixed UIKit and SwiftUI named colors. In the model, so the
/// analysis knows the platform's own values too (a design color that is iOS's `separator`).
public enum SystemColorTable {
    /// The tint colors (`systemRed`...`systemGray6`), iOS 15–18 HIG values.
    public static let tintColors: [SystemColor] = [
        SystemColor(
            name: "systemRed", swiftUIName: "red", light: Color(red255: 255, green255: 59, blue255: 48), dark: Color(red255: 255, green255: 69, blue255: 58)),
        SystemColor(
            name: "systemOrange", swiftUIName: "orange", light: Color(red255: 255, green255: 149, blue255: 0),
            dark: Color(red255: 255, green255: 159, blue255: 10)),
        SystemColor(
            name: "systemYellow", swiftUIName: "yellow", light: Color(red255: 255, green255: 204, blue255: 0),
            dark: Color(red255: 255, green255: 214, blue255: 10)),
        SystemColor(
            name: "systemGreen", swiftUIName: "green", light: Color(red255: 52, green255: 199, blue255: 89), dark: Color(red255: 48, green255: 209, blue255: 88)
        ),
        SystemColor(
            name: "systemMint", swiftUIName: "mint", light: Color(red255: 0, green255: 199, blue255: 190), dark: Color(red255: 99, green255: 230, blue255: 226)),
        SystemColor(
            name: "systemTeal", swiftUIName: "teal", light: Color(red255: 48, green255: 176, blue255: 199), dark: Color(red255: 64, green255: 200, blue255: 224)
        ),
        SystemColor(
            name: "systemCyan", swiftUIName: "cyan", light: Color(red255: 50, green255: 173, blue255: 230),
            dark: Color(red255: 100, green255: 210, blue255: 255)),
        SystemColor(
            name: "systemBlue", swiftUIName: "blue", light: Color(red255: 0, green255: 122, blue255: 255), dark: Color(red255: 10, green255: 132, blue255: 255)),
        SystemColor(
            name: "systemIndigo", swiftUIName: "indigo", light: Color(red255: 88, green255: 86, blue255: 214),
            dark: Color(red255: 94, green255: 92, blue255: 230)),
        SystemColor(
            name: "systemPurple", swiftUIName: "purple", light: Color(red255: 175, green255: 82, blue255: 222),
            dark: Color(red255: 191, green255: 90, blue255: 242)),
        SystemColor(
            name: "systemPink", swiftUIName: "pink", light: Color(red255: 255, green255: 45, blue255: 85), dark: Color(red255: 255, green255: 55, blue255: 95)),
        SystemColor(
            name: "systemBrown", swiftUIName: "brown", light: Color(red255: 162, green255: 132, blue255: 94),
            dark: Color(red255: 172, green255: 142, blue255: 104)),
        SystemColor(
            name: "systemGray", swiftUIName: "gray", light: Color(red255: 142, green255: 142, blue255: 147),
            dark: Color(red255: 142, green255: 142, blue255: 147)),
        SystemColor(
            name: "systemGray2", swiftUIName: nil, light: Color(red255: 174, green255: 174, blue255: 178), dark: Color(red255: 99, green255: 99, blue255: 102)),
        SystemColor(
            name: "systemGray3", swiftUIName: nil, light: Color(red255: 199, green255: 199, blue255: 204), dark: Color(red255: 72, green255: 72, blue255: 74)),
        SystemColor(
            name: "systemGray4", swiftUIName: nil, light: Color(red255: 209, green255: 209, blue255: 214), dark: Color(red255: 58, green255: 58, blue255: 60)),
        SystemColor(
            name: "systemGray5", swiftUIName: nil, light: Color(red255: 229, green255: 229, blue255: 234), dark: Color(red255: 44, green255: 44, blue255: 46)),
        SystemColor(
            name: "systemGray6", swiftUIName: nil, light: Color(red255: 242, green255: 242, blue255: 247), dark: Color(red255: 28, green255: 28, blue255: 30))
    ]

    /// The semantic UI element colors (`label`, `systemBackground`...), iOS 13–18 values.
    public static let uiElementColors: [SystemColor] = [
        SystemColor(
            name: "label", swiftUIName: "primary", light: Color(red255: 0, green255: 0, blue255: 0, alpha: 1.0),
            dark: Color(red255: 255, green255: 255, blue255: 255, alpha: 1.0)),
        SystemColor(
            name: "secondaryLabel", swiftUIName: "secondary", light: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.6),
            dark: Color(red255: 235, green255: 235, blue255: 245, alpha: 0.6)),
        SystemColor(
            name: "tertiaryLabel", swiftUIName: nil, light: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.3),
            dark: Color(red255: 235, green255: 235, blue255: 245, alpha: 0.3)),
        SystemColor(
            name: "quaternaryLabel", swiftUIName: nil, light: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.18),
            dark: Color(red255: 235, green255: 235, blue255: 245, alpha: 0.16)),
        SystemColor(
            name: "systemFill", swiftUIName: nil, light: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.2),
            dark: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.36)),
        SystemColor(
            name: "secondarySystemFill", swiftUIName: nil, light: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.16),
            dark: Color(red255: 120, green255: 120, blue255: 128, alpha: 0.32)),
        SystemColor(
            name: "tertiarySystemFill", swiftUIName: nil, light: Color(red255: 118, green255: 118, blue255: 128, alpha: 0.12),
            dark: Color(red255: 118, green255: 118, blue255: 128, alpha: 0.24)),
        SystemColor(
            name: "quaternarySystemFill", swiftUIName: nil, light: Color(red255: 116, green255: 116, blue255: 128, alpha: 0.08),
            dark: Color(red255: 118, green255: 118, blue255: 128, alpha: 0.18)),
        SystemColor(
            name: "placeholderText", swiftUIName: nil, light: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.3),
            dark: Color(red255: 235, green255: 235, blue255: 245, alpha: 0.3)),
        SystemColor(
            name: "systemBackground", swiftUIName: nil, light: Color(red255: 255, green255: 255, blue255: 255, alpha: 1.0),
            dark: Color(red255: 0, green255: 0, blue255: 0, alpha: 1.0)),
        SystemColor(
            name: "secondarySystemBackground", swiftUIName: nil, light: Color(red255: 242, green255: 242, blue255: 247, alpha: 1.0),
            dark: Color(red255: 28, green255: 28, blue255: 30, alpha: 1.0)),
        SystemColor(
            name: "tertiarySystemBackground", swiftUIName: nil, light: Color(red255: 255, green255: 255, blue255: 255, alpha: 1.0),
            dark: Color(red255: 44, green255: 44, blue255: 46, alpha: 1.0)),
        SystemColor(
            name: "systemGroupedBackground", swiftUIName: nil, light: Color(red255: 242, green255: 242, blue255: 247, alpha: 1.0),
            dark: Color(red255: 0, green255: 0, blue255: 0, alpha: 1.0)),
        SystemColor(
            name: "secondarySystemGroupedBackground", swiftUIName: nil, light: Color(red255: 255, green255: 255, blue255: 255, alpha: 1.0),
            dark: Color(red255: 28, green255: 28, blue255: 30, alpha: 1.0)),
        SystemColor(
            name: "tertiarySystemGroupedBackground", swiftUIName: nil, light: Color(red255: 242, green255: 242, blue255: 247, alpha: 1.0),
            dark: Color(red255: 44, green255: 44, blue255: 46, alpha: 1.0)),
        SystemColor(
            name: "separator", swiftUIName: nil, light: Color(red255: 60, green255: 60, blue255: 67, alpha: 0.29),
            dark: Color(red255: 84, green255: 84, blue255: 88, alpha: 0.6)),
        SystemColor(
            name: "opaqueSeparator", swiftUIName: nil, light: Color(red255: 198, green255: 198, blue255: 200, alpha: 1.0),
            dark: Color(red255: 56, green255: 56, blue255: 58, alpha: 1.0)),
        SystemColor(
            name: "link", swiftUIName: nil, light: Color(red255: 0, green255: 122, blue255: 255, alpha: 1.0),
            dark: Color(red255: 9, green255: 132, blue255: 255, alpha: 1.0))
    ]

    /// UIKit's fixed named colors (`UIColor.red` is pure red, not `systemRed`); never adaptive.
    public static let uiKitFixedColors: [SystemColor] = [
        fixed("black", Color(red: 0, green: 0, blue: 0)),
        fixed("darkGray", Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
        fixed("lightGray", Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
        fixed("white", Color(red: 1, green: 1, blue: 1)),
        fixed("gray", Color(red: 0.5, green: 0.5, blue: 0.5)),
        fixed("red", Color(red: 1, green: 0, blue: 0)),
        fixed("green", Color(red: 0, green: 1, blue: 0)),
        fixed("blue", Color(red: 0, green: 0, blue: 1)),
        fixed("cyan", Color(red: 0, green: 1, blue: 1)),
        fixed("yellow", Color(red: 1, green: 1, blue: 0)),
        fixed("magenta", Color(red: 1, green: 0, blue: 1)),
        fixed("orange", Color(red: 1, green: 0.5, blue: 0)),
        fixed("purple", Color(red: 0.5, green: 0, blue: 0.5)),
        fixed("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
        fixed("clear", Color(red: 0, green: 0, blue: 0, alpha: 0)),
        fixed("darkText", Color(red: 0, green: 0, blue: 0)),
        fixed("lightText", Color(red: 1, green: 1, blue: 1, alpha: 0.6))
    ]

    /// SwiftUI's fixed colors (`Color.black`, `.white`, `.clear`); every other SwiftUI color is a system color.
    public static let swiftUIFixedColors: [SystemColor] = [
        fixed("black", Color(red: 0, green: 0, blue: 0)),
        fixed("white", Color(red: 1, green: 1, blue: 1)),
        fixed("clear", Color(red: 0, green: 0, blue: 0, alpha: 0))
    ]

    /// Deprecated UIKit names that are aliases of current system colors.
    public static let legacyAliases: [String: String] = [
        "groupTableViewBackground": "systemGroupedBackground"
    ]

    /// Adaptive system colors by UIKit name (tint and UI element colors).
    public static let byUIKitName: [String: SystemColor] = {
        var d: [String: SystemColor] = [:]
        for c in tintColors + uiElementColors { d[c.name] = c }
        for (old, new) in legacyAliases { if let c = d[new] { d[old] = c } }
        return d
    }()

    /// SwiftUI `Color.x` members (`green` → systemGreen, `primary` → label, `black` fixed).
    public static let bySwiftUIName: [String: SystemColor] = {
        var d: [String: SystemColor] = [:]
        for c in tintColors + uiElementColors { if let s = c.swiftUIName { d[s] = c } }
        for c in swiftUIFixedColors { d[c.name] = c }
        return d
    }()

    /// UIKit fixed colors by name.
    public static let uiKitFixedByName: [String: SystemColor] = {
        var d: [String: SystemColor] = [:]
        for c in uiKitFixedColors { d[c.name] = c }
        return d
    }()

    /// A system color named as in Interface Builder (`systemGreenColor`, `labelColor`, `groupTableViewBackgroundColor`).
    public static func interfaceBuilder(_ name: String) -> SystemColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return byUIKitName[base] ?? uiKitFixedByName[base]
    }

    private static func fixed(_ name: String, _ c: Color) -> SystemColor {
        SystemColor(name: name, swiftUIName: nil, light: c, dark: c)
    }
}
