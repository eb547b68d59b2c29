import GapCheckModel

/// Colorsets written once per appearance into folders of their own: `brandA.light/brandOn.colorset` beside
/// `brandA.dark/brandOn.colorset`, `Light/Background.colorset` beside `Dark/Background.colorset`. A token generator
/// that writes each mode to a folder gives one color's light and dark values that way, with no appearance inside
/// either colorset; read separately, the dark one passes for the light value of its name.
enum AppearanceFolders {
    /// Words of a folder or file name that say the appearance it holds (also `AppearanceFiles`' and the design's token files').
    static let darkWords = AppearanceWords.dark
    static let lightWords = AppearanceWords.light

    /// `assets` with each pair of same-named colorsets whose folders differ only by an appearance word merged into the
    /// light one, which gets the dark one's value as its dark appearance; the dark one is left out (its name is the
    /// same, so whatever names it still finds a colorset). Colorsets with an appearance of their own are kept as read.
    static func merge(_ assets: [AssetColor]) -> [AssetColor] {
        var byKey: [String: (light: [Int], dark: [Int])] = [:]
        for (i, a) in assets.enumerated() where a.dark == nil {
            guard let (key, isDark) = folderKey(a) else { continue }
            if isDark { byKey[key, default: ([], [])].dark.append(i) } else { byKey[key, default: ([], [])].light.append(i) }
        }
        var out = assets
        var dropped: Set<Int> = []
        for (_, pair) in byKey where pair.light.count == 1 && pair.dark.count == 1 {
            let (l, d) = (pair.light[0], pair.dark[0])
            out[l].dark = assets[d].light
            dropped.insert(d)
        }
        return out.indices.filter { !dropped.contains($0) }.map { out[$0] }
    }

    /// The colorset's name and its folders inside the catalog with the appearance word taken out, and whether that word
    /// says dark; nil when no folder of the colorset names an appearance.
    static func folderKey(_ asset: AssetColor) -> (key: String, dark: Bool)? {
        let parts = asset.location.file.split(separator: "/").map(String.init)
        guard let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) ?? parts.indices.first,
            parts.count >= catalog + 3
        else { return nil }
        var dark: Bool?
        var folders: [String] = []
        for folder in parts[(catalog + 1)..<(parts.count - 2)] {
            let words = NameWords.split(folder).map { $0.lowercased() }
            let says: Bool? = !darkWords.isDisjoint(with: words) ? true : !lightWords.isDisjoint(with: words) ? false : nil
            if let says {
                guard dark == nil else { return nil }
                dark = says
                folders.append(words.filter { !darkWords.contains($0) && !lightWords.contains($0) }.joined(separator: " "))
            } else {
                folders.append(folder)
            }
        }
        guard let dark else { return nil }
        return ((folders + [asset.name]).joined(separator: "/"), dark)
    }
}
