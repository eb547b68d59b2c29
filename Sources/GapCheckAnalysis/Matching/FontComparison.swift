import Foundation
import GapCheckModel

/// Compares two fonts field by field, only on fields both sides state; system family aliases are one family.
public enum FontComparison {
    /// Apple text styles at the default (Large) Dynamic Type size: name, size, weight.
    public static let textStyles: [(name: String, size: Double, weight: Int)] = [
        ("largeTitle", 34, 400), ("title", 28, 400), ("title2", 22, 400), ("title3", 20, 400),
        ("headline", 17, 600), ("body", 17, 400), ("callout", 16, 400), ("subheadline", 15, 400),
        ("footnote", 13, 400), ("caption", 12, 400), ("caption2", 11, 400)
    ]

    /// The default size and weight of a text style (`title1` and `caption1` are UIKit's names).
    public static func textStyle(_ name: String) -> (size: Double, weight: Int)? {
        let n = name == "title1" ? "title" : name == "caption1" ? "caption" : name
        return textStyles.first { $0.name == n }.map { ($0.size, $0.weight) }
    }

    /// Family names that mean "the system font" on iOS. With the Latin faces, the faces the system font draws other
    /// scripts in (PingFang for Chinese, Hiragino Sans for Japanese, Apple SD Gothic Neo for Korean) and their
    /// counterparts in other platforms' stacks (Microsoft YaHei, Yu Gothic, Meiryo, Malgun Gothic): a design set in
    /// `PingFang TC` shows in `Font.system` exactly, since iOS draws Traditional Chinese in it.
    static let systemFamilies: [String] = [
        "-apple-system", "applesystem", "system-ui", "systemui", "blinkmacsystemfont", "sf pro", "sfpro", "sf-pro",
        "sf ui", "sfui", "san francisco", "sanfrancisco", ".sfui", "helvetica neue", "helveticaneue", "helvetica",
        "arial", "sans-serif", "ui-sans-serif", "system", "segoe ui", "roboto", "inherit", "initial",
        "pingfang", "hiragino sans", "hiraginosans", "hiragino kaku gothic", "hiraginokakugothic", "apple sd gothic neo",
        "applesdgothicneo", "microsoft yahei", "microsoftyahei", "microsoft jhenghei", "microsoftjhenghei", "yu gothic",
        "yugothic", "meiryo", "malgun gothic", "malgungothic"
    ]

    /// The family a font resolves to: `system`, `system-rounded`, `system-monospaced`, `system-serif`
    /// or a custom family in lower case without spaces; nil when unstated.
    public static func family(of spec: FontSpec) -> String? {
        if let d = spec.design, d != "default" { return "system-" + d }
        guard let raw = spec.family, !raw.isEmpty else { return nil }
        let list = raw.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).lowercased()
        }
        for f in list where !f.isEmpty {
            if f.contains("rounded") { return "system-rounded" }
            if f.contains("mono") || f == "menlo" || f == "courier" || f == "sf mono" { return "system-monospaced" }
            if f == "ui-serif" || f == "new york" || f == "newyork" || f == "serif" { return "system-serif" }
            if systemFamilies.contains(where: { f == $0 || f.hasPrefix($0) }) { return "system" }
            // `Inter-SemiBold` → `inter`: PostScript names carry the weight after a dash.
            let base = f.split(separator: "-").first.map(String.init) ?? f
            return base.replacingOccurrences(of: " ", with: "")
        }
        return nil
    }

    /// Size in points, resolving a text style to its default size.
    public static func size(of spec: FontSpec) -> Double? {
        spec.size ?? spec.textStyle.flatMap { textStyle($0)?.size }
    }

    /// Weight, resolving a text style to its default weight; `defaultRegular` fills in 400.
    public static func weight(of spec: FontSpec, defaultRegular: Bool) -> Int? {
        if let w = spec.weight { return min(max(((w + 50) / 100) * 100, 100), 900) }
        if let ts = spec.textStyle, let s = textStyle(ts) { return s.weight }
        if let f = spec.family, f.contains("-"), let w = FontWeightName.weight(named: String(f.split(separator: "-").last ?? "")) {
            return w
        }
        return defaultRegular ? 400 : nil
    }

    /// The differences between the design font and the code font, as short clauses; empty when equal.
    public static func differences(design: FontSpec, code: FontSpec) -> [String] {
        var out: [String] = []
        if let ds = size(of: design), let cs = size(of: code), abs(ds - cs) > 0.5 {
            out.append("size \(Length.format(cs))pt vs \(Length.format(ds))pt")
        }
        if let dw = weight(of: design, defaultRegular: false), let cw = weight(of: code, defaultRegular: true), dw != cw {
            out.append("weight \(FontWeightName.name(for: cw)) vs \(FontWeightName.name(for: dw))")
        }
        if let df = family(of: design) {
            let cf = family(of: code) ?? "system"
            if df != cf { out.append("family \(familyText(cf)) vs \(familyText(df))") }
        }
        return out
    }

    /// `40pt Bold SF Pro Rounded`: size and weight resolved (text styles, PostScript suffixes), family named plainly.
    public static func describe(_ spec: FontSpec) -> String {
        var parts: [String] = []
        if let s = size(of: spec) { parts.append(Length.format(s) + "pt") }
        parts.append(FontWeightName.name(for: weight(of: spec, defaultRegular: true) ?? 400))
        if let f = familyName(of: spec) { parts.append(f) }
        if spec.italic { parts.append("italic") }
        var out = parts.joined(separator: " ")
        if let ts = spec.textStyle { out += " (.\(ts))" }
        return out
    }

    /// The family as a reader names it, nil for the system font: a face named by the app or the design keeps
    /// its own name (`IBMPlexMono-SemiBold` → `IBMPlexMono`) even where it is compared as a monospaced, rounded or
    /// serif face; SF Mono, SF Pro Rounded and New York name the system's designs and their stand-ins.
    static func familyName(of spec: FontSpec) -> String? {
        guard let f = family(of: spec), f != "system" else { return nil }
        guard f.hasPrefix("system-"), spec.design == nil || spec.design == "default",
            let first = spec.family?.split(separator: ",").first.map({
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }), !first.isEmpty
        else { return familyText(f) }
        let l = first.lowercased()
        let systemName =
            l.hasPrefix("sf") || l.hasPrefix(".sf") || l.hasPrefix("ui-") || l.hasPrefix("-apple")
            || ["monospace", "menlo", "courier", "serif", "new york", "newyork", "system-ui"].contains(l)
        return systemName ? familyText(f) : (first.split(separator: "-").first.map(String.init) ?? first)
    }

    static func familyText(_ f: String) -> String {
        switch f {
        case "system": return "system (SF Pro)"
        case "system-rounded": return "SF Pro Rounded"
        case "system-monospaced": return "SF Mono"
        case "system-serif": return "New York"
        default: return f
        }
    }
}
