import Foundation
import GapCheckModel

/// Reads `UIUserInterfaceStyle` from Info.plist files (XML or binary).
enum InfoPlistReader {
    static func overrides(_ bytes: [UInt8], file: InputFile) -> [ColorSchemeOverride] {
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any],
            let style = plist["UIUserInterfaceStyle"] as? String
        else { return [] }
        let scheme = style.lowercased()
        guard scheme == "light" || scheme == "dark" else { return [] }
        var line = 0
        if let text = String(bytes: bytes, encoding: .utf8) {
            for (i, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where l.contains("UIUserInterfaceStyle") {
                line = i + 1
                break
            }
        }
        return [ColorSchemeOverride(scheme: scheme, expression: "UIUserInterfaceStyle = \(style)", location: SourceLocation(file: file.displayPath, line: line))]
    }

    /// The app's display name from an Info.plist, unless it is a build-setting reference like `$(PRODUCT_NAME)`.
    static func appName(_ bytes: [UInt8]) -> String? {
        guard let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any] else { return nil }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let name = (plist[key] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty, !name.contains("$(") {
                return name
            }
        }
        return nil
    }

    /// Xcode 13+ projects without an Info.plist set the key as a build setting in `project.pbxproj`:
    /// `INFOPLIST_KEY_UIUserInterfaceStyle = Light;` (one per configuration; the first is reported).
    static func buildSettingOverrides(_ bytes: [UInt8], file: InputFile) -> [ColorSchemeOverride] {
        let text = String(decoding: bytes, as: UTF8.self)
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("INFOPLIST_KEY_UIUserInterfaceStyle") else { continue }
            let value = line.split(separator: "=").last.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ;\"")) } ?? ""
            let scheme = value.lowercased()
            guard scheme == "light" || scheme == "dark" else { continue }
            return [ColorSchemeOverride(scheme: scheme, expression: line, location: SourceLocation(file: file.displayPath, line: i + 1))]
        }
        return []
    }
}
