import GapCheckModel

/// Puts every inventory list in a stable order so output is byte-for-byte reproducible.
enum InventorySorter {
    static func sorted(_ inv: Inventory) -> Inventory {
        var i = inv
        i.colors.sort { ($0.location, $0.qualifiedName) < ($1.location, $1.qualifiedName) }
        i.fonts.sort { ($0.location, $0.qualifiedName) < ($1.location, $1.qualifiedName) }
        i.lengths.sort { ($0.location, $0.qualifiedName) < ($1.location, $1.qualifiedName) }
        i.assets.sort { ($0.name, $0.location) < ($1.name, $1.location) }
        i.assetReferences.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        i.models.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        i.views.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        i.literals.sort { ($0.location, $0.modifier, $0.expression) < ($1.location, $1.modifier, $1.expression) }
        i.colorSchemeOverrides.sort { ($0.location, $0.scheme) < ($1.location, $1.scheme) }
        i.diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        return i
    }
}
