import Foundation

/// A Tokens Studio `$themes.json`: which token sets each theme turns on.
///
/// Tokens Studio keeps one set per platform (`platform-ios`, `platform-android`, `platform-web`) and per
/// appearance, and says in `$themes.json` which sets a theme combines. Sets only another platform's themes
/// enable hold that platform's values (Android's 11pt caption beside iOS's 12pt): compared with an iOS app
/// they are noise. Sets only high-contrast themes enable are an appearance of their own.
struct TokenThemes: Sendable {
    /// Names of token sets (file paths relative to the themes file, without `.json`) to leave out.
    let excludedSets: Set<String>
    /// The folder the themes file is in: set names are relative to it.
    let folder: String

    /// Words of theme names that name a platform other than Apple's.
    static let foreignPlatformWords: Set<String> = ["android", "web", "windows", "desktop", "material", "compose", "flutter", "linux", "wear"]
    /// Words of theme names that name an Apple platform.
    static let applePlatformWords: Set<String> = ["ios", "ipados", "macos", "watchos", "visionos", "tvos", "apple", "swift", "swiftui", "uikit"]

    /// Reads `path`; nil when it is not a themes list (a JSON array of objects with `selectedTokenSets`).
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return nil }
        var themes: [(words: Set<String>, sets: [String])] = []
        for theme in list {
            guard let sets = theme["selectedTokenSets"] as? [String: Any] else { continue }
            let name = [theme["name"] as? String, theme["group"] as? String].compactMap { $0 }.joined(separator: " ")
            let on = sets.compactMap { key, value in (value as? String) == "enabled" ? key : nil }.sorted()
            // Split on punctuation and spaces only: camel-case splitting would cut "iOS" into "i", "os".
            let words = name.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
            themes.append((Set(words), on))
        }
        guard !themes.isEmpty else { return nil }
        excludedSets = Self.excluded(themes)
        folder = (path as NSString).deletingLastPathComponent
    }

    /// Sets every theme enabling them names another platform (when some theme names an Apple one) or high contrast.
    static func excluded(_ themes: [(words: Set<String>, sets: [String])]) -> Set<String> {
        let hasApple = themes.contains { !$0.words.isDisjoint(with: applePlatformWords) }
        func foreign(_ w: Set<String>) -> Bool { hasApple && !w.isDisjoint(with: foreignPlatformWords) && w.isDisjoint(with: applePlatformWords) }
        func highContrast(_ w: Set<String>) -> Bool { w.contains("hc") || (w.contains("high") && w.contains("contrast")) }
        var enabledBy: [String: [Set<String>]] = [:]
        for t in themes { for s in t.sets { enabledBy[s, default: []].append(t.words) } }
        var out: Set<String> = []
        for (set, owners) in enabledBy where owners.allSatisfy({ foreign($0) || highContrast($0) }) { out.insert(set) }
        return out
    }

    /// True when the token file at `real` is one of the excluded sets.
    func excludes(_ real: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard real.hasPrefix(prefix) else { return false }
        let relative = (String(real.dropFirst(prefix.count)) as NSString).deletingPathExtension
        return excludedSets.contains(relative)
    }

    /// The themes file governing a token file: `$themes.json` in its folder or one of the two above it.
    static func governing(_ real: String, cache: inout [String: TokenThemes?]) -> TokenThemes? {
        var dir = (real as NSString).deletingLastPathComponent
        for _ in 0..<3 {
            if let cached = cache[dir] {
                if let t = cached { return t }
            } else {
                let t = TokenThemes(path: (dir as NSString).appendingPathComponent("$themes.json"))
                cache[dir] = t
                if let t { return t }
            }
            let up = (dir as NSString).deletingLastPathComponent
            if up == dir || up.isEmpty { break }
            dir = up
        }
        return nil
    }
}
