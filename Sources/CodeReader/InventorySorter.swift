import GapCheckModel

/// Puts every inventory list in a stable order so output is byte-for-byte reproducible.
enum InventorySorter {
    /// Sorts each list of `i`. The inline literals, the largest list (an array of exactly their number, from
    /// `map`), are sorted in place; the other lists are replaced by sorted copies of their exact size, which
    /// drops the readers' growth slack (sorting those in place kept it: bench/RESULTS.md, `0ac7b6b`).
    static func sort(_ i: inout Inventory) {
        i.literals.sort { ($0.location, $0.modifier, $0.expression) < ($1.location, $1.modifier, $1.expression) }
        i.colors = i.colors.sorted { ($0.location, $0.qualifiedName) < ($1.location, $1.qualifiedName) }
        i.fonts = i.fonts.sorted { ($0.location, $0.qualifiedName) < ($1.location, $1.qualifiedName) }
        i.lengths = i.lengths.sorted { ($0.location, $0.qualifiedName) < ($1.location, $1.qualifiedName) }
        i.assets = i.assets.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
        i.assetReferences = i.assetReferences.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        i.models = i.models.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        i.views = i.views.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        i.colorSchemeOverrides = i.colorSchemeOverrides.sorted { ($0.location, $0.scheme) < ($1.location, $1.scheme) }
        i.adaptiveLiterals = i.adaptiveLiterals.sorted { ($0.location, $0.expression) < ($1.location, $1.expression) }
        i.diagnostics = i.diagnostics.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}
