import Foundation
import GapCheckModel

/// Reads `UIUserInterfaceStyle` from Info.plist files (XML or binary).
enum InfoPlistReader {
    /// The property list in `bytes` (XML or binary), parsed once; nil with a warning naming the file when
    /// it cannot be read, so a broken Info.plist does not silently lose its `UIUserInterfaceStyle` and
    /// app name. XML that declares entities is refused before parsing (no Apple tool writes them, and
    /// expanding them is how entity bombs work).
    static func parse(_ bytes: [UInt8], file: InputFile, diagnostics: inout [Diagnostic]) -> Any? {
        let loc = SourceLocation(file: file.displayPath)
        if let line = entityDeclarationLine(bytes) {
            diagnostics.append(
                Diagnostic(.warning, "property list declares XML entities (<!ENTITY); not read", at: SourceLocation(file: file.displayPath, line: line)))
            return nil
        }
        do {
            return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            diagnostics.append(Diagnostic(.warning, "not a readable property list; its UIUserInterfaceStyle and app name are not read", at: loc))
            return nil
        }
    }

    /// The 1-based line of the first `<!ENTITY` in `bytes`, or nil.
    static func entityDeclarationLine(_ bytes: [UInt8]) -> Int? {
        let needle = Array("<!ENTITY".utf8)
        guard bytes.count >= needle.count else { return nil }
        var line = 1
        for i in 0...bytes.count - needle.count {
            if bytes[i] == 0x0A { line += 1 }
            if bytes[i] == 0x3C, bytes[i..<i + needle.count].elementsEqual(needle) { return line }
        }
        return nil
    }

    static func overrides(_ plist: Any, bytes: [UInt8], file: InputFile) -> [ColorSchemeOverride] {
        guard let plist = plist as? [String: Any], let style = plist["UIUserInterfaceStyle"] as? String else { return [] }
        let scheme = style.lowercased()
        guard scheme == "light" || scheme == "dark" else { return [] }
        var line = 0
        if let text = String(bytes: bytes, encoding: .utf8) {
            for (i, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where l.contains("UIUserInterfaceStyle") {
                line = i + 1
                break
            }
        }
        return [
            ColorSchemeOverride(scheme: scheme, expression: "UIUserInterfaceStyle = \(style)", location: SourceLocation(file: file.displayPath, line: line))
        ]
    }

    /// Keys only an application's own Info.plist carries (launch screen, scenes, orientations): a plist with one
    /// of them is the app target's, preferred over any other for the app's name.
    static let applicationKeys: Set<String> = [
        "UILaunchScreen", "UILaunchStoryboardName", "UIApplicationSceneManifest", "LSRequiresIPhoneOS", "UISupportedInterfaceOrientations",
        "UIApplicationSupportsMultipleScenes", "UIRequiredDeviceCapabilities"
    ]

    /// Keys only a watchOS app's Info.plist carries.
    static let watchApplicationKeys: Set<String> = ["WKApplication", "WKWatchKitApp", "WKWatchOnly", "WKCompanionAppBundleIdentifier"]

    /// True when the plist is a watchOS app's (it has one of `watchApplicationKeys`).
    static func isWatchApplication(_ plist: Any) -> Bool {
        guard let plist = plist as? [String: Any] else { return false }
        return plist.keys.contains(where: watchApplicationKeys.contains)
    }

    /// The appearance watchOS pins, when the app read is a watch app and nothing else: watchOS has no light
    /// appearance, so every color shows its one value on a dark screen. `watchPlists` are the watch apps' Info.plist
    /// files (with the line of their watch key), `otherApplication` true when another app's Info.plist was read too
    /// (an iPhone app beside its watch app is not dark-only).
    static func platformOverride(watchPlists: [SourceLocation], otherApplication: Bool) -> ColorSchemeOverride? {
        guard !otherApplication, let first = watchPlists.min() else { return nil }
        return ColorSchemeOverride(scheme: "dark", expression: "watchOS app (always dark)", location: first, platform: "watchOS")
    }

    /// The 1-based line of the first of `keys` in a plist's text, 0 when not found.
    static func line(ofFirst keys: Set<String>, in bytes: [UInt8]) -> Int {
        guard let text = String(bytes: bytes, encoding: .utf8) else { return 0 }
        for (i, l) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where keys.contains(where: { l.contains("<key>\($0)</key>") })
        {
            return i + 1
        }
        return 0
    }

    /// True when the plist is an application's (it has one of `applicationKeys`).
    static func isApplication(_ plist: Any) -> Bool {
        guard let plist = plist as? [String: Any] else { return false }
        return plist.keys.contains(where: applicationKeys.contains)
    }

    /// The app's display name from an Info.plist, unless it is a build-setting reference like `$(PRODUCT_NAME)`.
    /// An app extension's plist (widget, share, intents: it has an `NSExtension` key) names the extension, not the app.
    static func appName(_ plist: Any) -> String? {
        guard let plist = plist as? [String: Any], plist["NSExtension"] == nil else { return nil }
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
