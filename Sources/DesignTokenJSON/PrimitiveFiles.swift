import GapCheckModel

/// A token set split over files by layer with no themes to say so: a file of literal values (`base.json`, `primitives.json`)
/// that the other files' tokens alias (`global.json`, `dark.json`: `{"value": "{blue.500}"}`). The literal file is the
/// set's primitive layer, as a Tokens Studio set the themes use only as a source is (`TokenSetResolver.primitiveUses`):
/// a step of it no semantic token aliases reaches no screen of an app that publishes the semantic tokens.
enum PrimitiveFiles {
    /// Fewest share of a semantic file's tokens that alias into the layer: a file with a few aliases among its own
    /// values is a token file of its own that borrows, not a semantic layer.
    static let minimumAliasShare = 0.5

    /// How each token of the layer files among `reads` is used, one map per file (empty for other files): a file is a
    /// layer when its tokens alias nothing, and other files, at least half of whose tokens are aliases, alias into it.
    /// A layer token is referenced when a token of another file aliases it (in its light or dark value); a layer aliases
    /// nothing, so no reference goes on from it.
    static func uses(_ reads: [[DesignTokenFile.RawToken]?]) -> [[String: PrimitiveUse]] {
        // The file each name is declared in: its own file first when an alias resolves, as `parseTogether` resolves.
        var owner: [String: Int] = [:]
        for (i, raws) in reads.enumerated() {
            for r in raws ?? [] where owner[r.path.joined(separator: ".")] == nil { owner[r.path.joined(separator: ".")] = i }
        }
        // The names a token aliases, as declared: Style Dictionary writes `{color.base.red.value}` for `color.base.red`.
        func refs(_ r: DesignTokenFile.RawToken) -> [String] {
            (TokenSetResolver.references(in: r.value) + (r.dark.map { TokenSetResolver.references(in: $0.0) } ?? [])).map { t in
                owner[t] == nil && t.hasSuffix(".value") ? String(t.dropLast(".value".count)) : t
            }
        }
        var aliasesOut: [Set<Int>] = Array(repeating: [], count: reads.count)
        var aliasing: [Int] = Array(repeating: 0, count: reads.count)
        for (i, raws) in reads.enumerated() {
            guard let raws else { continue }
            let own = Set(raws.map { $0.path.joined(separator: ".") })
            for r in raws {
                let targets = refs(r)
                if !targets.isEmpty { aliasing[i] += 1 }
                for t in targets where !own.contains(t) { if let j = owner[t] { aliasesOut[i].insert(j) } }
            }
        }
        let semantic = reads.indices.filter { i in
            guard let raws = reads[i], !raws.isEmpty, !aliasesOut[i].isEmpty else { return false }
            return Double(aliasing[i]) >= minimumAliasShare * Double(raws.count)
        }
        let layers = Set(semantic.flatMap { aliasesOut[$0] }).filter { aliasing[$0] == 0 && !semantic.contains($0) }
        guard !layers.isEmpty else { return Array(repeating: [:], count: reads.count) }
        let referenced = Set(semantic.flatMap { i in (reads[i] ?? []).flatMap(refs) })
        var out: [[String: PrimitiveUse]] = Array(repeating: [:], count: reads.count)
        for j in layers {
            for r in reads[j] ?? [] {
                let name = r.path.joined(separator: ".")
                out[j][name] = referenced.contains(name) ? .referenced : .unreferenced
            }
        }
        return out
    }

    /// The note said once for a design's unreferenced primitives (`names`), the layer's use told by `source`.
    static func note(_ names: [String], source: String) -> String {
        let listed = names.prefix(TokenDiagnostics.examples).joined(separator: ", ") + (names.count > TokenDiagnostics.examples ? ", …" : "")
        return
            "\(names.count) primitive token\(names.count == 1 ? "" : "s") no semantic token aliases (\(listed)): \(source), so an app that publishes the semantic tokens owes them nothing; a finding on one alone is low unless the app mirrors the primitives"
    }
}
