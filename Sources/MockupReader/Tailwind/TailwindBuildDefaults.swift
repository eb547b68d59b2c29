import CSSEngine
import GapCheckModel

/// What a compiled Tailwind stylesheet declares that is the framework's, not the design's.
///
/// A prototype built with Tailwind (a Figma export's Vite app, a web app's committed `index.css`) ships the build's
/// output: Tailwind's own state variables (`--tw-ring-color`, `--tw-space-y-reverse`) and, in v4, every step of the
/// default theme a utility uses (`--color-red-100`, `--text-sm`, `--radius-lg`, `--font-weight-medium` in
/// `@layer theme`). The designers named none of them: a `bg-red-100` badge is a shade of Tailwind's palette, as a
/// literal is, and the app is not asked for a `red100` token. What the design customised keeps its value in the
/// build under the same name, and stays a token: only values equal to Tailwind's defaults are left out.
enum TailwindBuildDefaults {
    /// True for a name of Tailwind's internal state variables (`--tw-ring-color`).
    static func isInternal(_ name: String) -> Bool { name.hasPrefix("--tw-") }

    /// Fewest distinct internal variables a stylesheet declares to be a Tailwind build (a build declares dozens; a
    /// hand-written theme may pass a slot on as `--tw-color-card`).
    static let buildQuorum = 5

    /// Theme namespaces Tailwind fills with its scales (easing, animation, breakpoints): framework settings by name.
    static let scaleNamespaces = [
        "--leading-", "--tracking-", "--default-", "--ease-", "--animate-", "--blur-", "--container-", "--breakpoint-",
        "--perspective-", "--aspect-", "--inset-shadow-", "--drop-shadow-", "--text-shadow-"
    ]

    /// The names of `definitions` that are Tailwind's and not the design's: in a stylesheet that is a Tailwind build
    /// (it declares `buildQuorum` of Tailwind's internals or more), the internals and the default theme's steps at their
    /// default values.
    static func leftOut(_ definitions: [VariableTable.Definition]) -> Set<String> {
        var internals: [String: Set<String>] = [:]
        for d in definitions where isInternal(d.name) { internals[d.location.file, default: []].insert(d.name) }
        let builds = Set(internals.filter { $0.value.count >= buildQuorum }.keys)
        guard !builds.isEmpty else { return [] }
        var out: Set<String> = []
        for d in definitions where builds.contains(d.location.file) && (isInternal(d.name) || isDefault(d.name, d.value)) {
            out.insert(d.name)
        }
        return out
    }

    /// The one warning that says what was left out, at the first of them; nil when nothing was.
    static func diagnostic(_ names: Set<String>, _ definitions: [VariableTable.Definition]) -> Diagnostic? {
        var seen: Set<String> = []
        let defs = definitions.filter { names.contains($0.name) && seen.insert($0.name).inserted }
        guard let first = defs.first else { return nil }
        let internals = defs.filter { isInternal($0.name) }.count
        let theme = defs.filter { !isInternal($0.name) }.map(\.name)
        var parts: [String] = []
        if internals > 0 { parts.append("\(internals) of Tailwind's internal variables (--tw-*)") }
        if !theme.isEmpty {
            parts.append(
                "\(theme.count) step\(theme.count == 1 ? "" : "s") of Tailwind's default theme at their default values (\(theme.prefix(4).joined(separator: ", "))\(theme.count > 4 ? ", …" : ""))"
            )
        }
        return Diagnostic(
            .warning, "\(parts.joined(separator: " and ")) are the framework's, not the design's tokens, and were not compared with the app",
            at: first.location)
    }

    /// True when `name` is a step of Tailwind's default theme and `value` its default (v3 or v4).
    static func isDefault(_ name: String, _ value: [CSSComponentValue]) -> Bool {
        if scaleNamespaces.contains(where: name.hasPrefix) { return true }
        let text = CSSSerializer.serialize(value).trimmingCharacters(in: .whitespaces)
        func key(_ prefix: String) -> String? { name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil }
        if let k = key("--color-") {
            guard let want = CSSColorParser.parse(value)?.color else { return false }
            return [TailwindPalette.v4[k], TailwindPalette.v3[k]].contains { d in
                guard let d, let c = CSSColorParser.parse(d)?.color else { return false }
                return zip([c.red, c.green, c.blue, c.alpha], [want.red, want.green, want.blue, want.alpha]).allSatisfy { abs($0 - $1) < 0.004 }
            }
        }
        if let k = key("--text-") {
            if let base = k.components(separatedBy: "--").first, k.hasSuffix("--line-height") {
                return TailwindTheme.defaultFontSizes[base] != nil
            }
            return sameLength(text, TailwindTheme.defaultFontSizes[k]?.size)
        }
        if let k = key("--radius-") { return sameLength(text, TailwindTheme.v4Radii[k]) || sameLength(text, TailwindTheme.v3Radii[k]) }
        if let k = key("--font-weight-") { return TailwindTheme.defaultFontWeights[k] == text }
        if name == "--spacing" { return sameLength(text, "0.25rem") }
        if ["--font-sans", "--font-serif", "--font-mono"].contains(name) { return true }
        return false
    }

    /// `.875rem` and `0.875rem` are one length.
    private static func sameLength(_ a: String, _ b: String?) -> Bool {
        guard let b else { return false }
        func normal(_ s: String) -> String { s.hasPrefix(".") ? "0" + s : s.replacingOccurrences(of: " ", with: "") }
        return normal(a) == normal(b)
    }
}
