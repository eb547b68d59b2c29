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
}
