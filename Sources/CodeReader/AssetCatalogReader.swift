import Foundation
import GapCheckModel

/// Reads `*.xcassets/**/*.colorset/Contents.json` into asset colors (light, dark, high contrast).
enum AssetCatalogReader {
    /// The asset name of a colorset at `relativePath` (`Assets.xcassets/Brand/Primary.colorset/Contents.json`),
    /// with namespace folders (`"provides-namespace": true`) prefixed, as Xcode names them.
    ///
    /// Only folders between the colorset and its catalog (`*.xcassets`) and inside the input root are
    /// looked at, and a folder's `Contents.json` is read only when its real path stays inside the root:
    /// nothing above the root, and no link leaving it, is ever opened.
    static func assetName(file: InputFile) -> String? {
        let parts = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts[parts.count - 1] == "Contents.json", parts[parts.count - 2].hasSuffix(".colorset") else { return nil }
        let base = String(parts[parts.count - 2].dropLast(".colorset".count))
        var names = [base]
        // `file.path` is the root joined with `relativePath`; the folders of `relativePath` are the ones inside the root.
        let rel = file.relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard file.path.hasSuffix(file.relativePath), rel.count >= 3 else { return names.joined(separator: "/") }
        let rootPrefix = String(file.path.dropLast(file.relativePath.count))
        guard let rootReal = realPath(rootPrefix.isEmpty ? "." : rootPrefix) else { return names.joined(separator: "/") }
        var i = rel.count - 3
        while i >= 0, !rel[i].hasSuffix(".xcassets") {
            let folder = rootPrefix + rel[0...i].joined(separator: "/") + "/Contents.json"
            if let real = realPath(folder), real.hasPrefix(rootReal == "/" ? "/" : rootReal + "/"),
                let bytes = try? SourceTree.read(atPath: folder, limit: 1 << 20).get(),
                let obj = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
                let props = obj["properties"] as? [String: Any], (props["provides-namespace"] as? Bool) == true
            {
                names.insert(rel[i], at: 0)
            }
            i -= 1
        }
        return names.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// True when the file is a colorset's Contents.json.
    static func isColorset(_ file: InputFile) -> Bool {
        file.relativePath.hasSuffix(".colorset/Contents.json") || file.path.hasSuffix(".colorset/Contents.json")
    }

    /// Parses one colorset; malformed JSON becomes a diagnostic.
    static func read(_ bytes: [UInt8], file: InputFile, diagnostics: inout [Diagnostic]) -> AssetColor? {
        let loc = SourceLocation(file: file.displayPath, line: 1, column: 1)
        guard let name = assetName(file: file) else { return nil }
        guard let obj = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            diagnostics.append(Diagnostic(.warning, "colorset Contents.json is not valid JSON; asset \(name) has no value", at: loc))
            return AssetColor(name: name, light: nil, dark: nil, location: loc)
        }
        let entries = (obj["colors"] as? [[String: Any]]) ?? []
        // Universal idiom first, then the others in file order.
        let ordered =
            entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" }
            + entries.filter { ($0["idiom"] as? String ?? "universal") != "universal" }
        var light: Color? = nil, dark: Color? = nil, high: Color? = nil, explicitLight: Color? = nil
        for entry in ordered {
            guard let colorObj = entry["color"] as? [String: Any], let color = color(colorObj, diagnostics: &diagnostics, at: loc, asset: name) else {
                continue
            }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            var luminosity: String? = nil
            var contrast: String? = nil
            for a in appearances {
                if (a["appearance"] as? String) == "luminosity" { luminosity = a["value"] as? String }
                if (a["appearance"] as? String) == "contrast" { contrast = a["value"] as? String }
            }
            if contrast == "high" {
                if luminosity != "dark", high == nil { high = color }
                continue
            }
            switch luminosity {
            case nil: if light == nil { light = color }
            case "light": if explicitLight == nil { explicitLight = color }
            case "dark": if dark == nil { dark = color }
            default: break
            }
        }
        return AssetColor(name: name, light: light ?? explicitLight, dark: dark, highContrast: high, location: loc)
    }

    /// One `"color"` object: components in floats, 0–255 integers or hex bytes, in its color space; or a system reference.
    static func color(_ obj: [String: Any], diagnostics: inout [Diagnostic], at loc: SourceLocation, asset: String) -> Color? {
        if let ref = obj["reference"] as? String {
            return SystemColorTable.interfaceBuilder(ref)?.light
        }
        guard let comps = obj["components"] as? [String: Any] else { return nil }
        let space = (obj["color-space"] as? String) ?? "srgb"
        func raw(_ key: String) -> String? {
            if let s = comps[key] as? String { return s.trimmingCharacters(in: .whitespaces) }
            if let n = comps[key] as? NSNumber { return n.stringValue }
            return nil
        }
        let keys = ["red", "green", "blue", "white"].filter { raw($0) != nil }
        // Integer mode when some channel is written as an integer above 1 (Xcode's 0–255 format).
        let integerMode = keys.contains { k in
            guard let s = raw(k), !s.contains("."), !s.lowercased().hasPrefix("0x"), let v = Double(s) else { return false }
            return v > 1
        }
        func value(_ key: String) -> Double? {
            guard let s = raw(key) else { return nil }
            if s.lowercased().hasPrefix("0x") { return Int(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let v = Double(s) else { return nil }
            if s.contains(".") || (!integerMode && v <= 1) { return v }
            return v / 255
        }
        let alpha = raw("alpha").flatMap(Double.init) ?? 1
        if space.contains("gray") || keys == ["white"] {
            guard let w = value("white") else { return nil }
            if space == "gray-gamma-22" { return ColorSpaces.grayGamma22ToSRGB(white: w, alpha: alpha) }
            return Color(red: w, green: w, blue: w, alpha: alpha)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else {
            diagnostics.append(Diagnostic(.warning, "colorset \(asset): components not readable", at: loc))
            return nil
        }
        let c = Color(red: r, green: g, blue: b, alpha: alpha)
        switch space {
        case "display-p3", "extended-display-p3": return ColorSpaces.displayP3ToSRGB(c)
        case "extended-linear-srgb", "linear-srgb": return ColorSpaces.linearToSRGB(c)
        default: return c
        }
    }
}
