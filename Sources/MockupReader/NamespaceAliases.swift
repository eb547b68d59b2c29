import CSSEngine
import GapCheckModel

/// Custom properties that only repeat another under a theme namespace: Tailwind v4's
/// `@theme inline { --color-card: var(--card); --radius-card: var(--card-radius) }`, a framework's
/// `--colors-primary: var(--primary)`. Such a property is the same token under the name a utility class
/// reads, not a second token of the design: comparing both reports every gap twice.
///
/// Only a pure repeat counts: every value the property has (light, dark, scoped) is exactly `var(--target)`,
/// and its name is the target's with a namespace word before it. A semantic alias (`--text-primary:
/// var(--gray-900)`) names another token and stays.
enum NamespaceAliases {
    /// Words a theme puts before a token's name to say what kind of value it is.
    static let namespaceWords: Set<String> = ["color", "colors", "radius", "radii", "spacing", "space", "shadow", "shadows"]

    /// Alias name → the name of the property it repeats, for the properties of `definitions` that only repeat
    /// another one of them.
    static func targets(of definitions: [VariableTable.Definition], variables: VariableTable) -> [String: String] {
        let defined = Set(definitions.map(\.name))
        var out: [String: String] = [:]
        for d in definitions where out[d.name] == nil {
            var values = [d.value]
            for other in [variables.light[d.name], variables.dark[d.name]].compactMap({ $0 }) + (variables.scoped[d.name] ?? []) {
                values.append(other.value)
            }
            let targets = Set(values.map(onlyReference))
            guard targets.count == 1, let only = targets.first, let target = only, target != d.name, defined.contains(target),
                repeatsUnderNamespace(d.name, target)
            else { continue }
            out[d.name] = target
        }
        // A chain (`--color-x: var(--x)` where `--x` is itself an alias) ends at the property with a value.
        for (alias, target) in out {
            var end = target
            var seen: Set<String> = [alias]
            while let next = out[end], seen.insert(end).inserted { end = next }
            out[alias] = end
        }
        return out.filter { $0.key != $0.value }
    }

    /// The property `value` is exactly a reference to (`var(--x)`, no fallback, nothing else); nil otherwise.
    static func onlyReference(_ value: [CSSComponentValue]) -> String? {
        let parts = value.filter { !$0.isWhitespace }
        guard parts.count == 1, case .function(let name, let args) = parts[0].kind, name.lowercased() == "var" else { return nil }
        let inner = args.filter { !$0.isWhitespace }
        guard inner.count == 1, case .ident(let ref) = inner[0].kind, ref.hasPrefix("--") else { return nil }
        return ref
    }

    /// True when `alias` is `target` with namespace words before it (`--color-card-foreground` for `--card-foreground`).
    static func repeatsUnderNamespace(_ alias: String, _ target: String) -> Bool {
        let a = NameWords.split(alias).map { $0.lowercased() }
        let t = NameWords.split(target).map { $0.lowercased() }
        guard a.count > t.count, Array(a.suffix(t.count)) == t else { return false }
        return a.dropLast(t.count).allSatisfy(namespaceWords.contains)
    }
}
