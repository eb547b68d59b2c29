import GapCheckModel

/// A color token no code reads: a palette entry of an extension of a color type (`extension Color { static let
/// surface = … }`) that no body names (`Color.surface`, `.surface`) and no other token is built from.
///
/// In an app with views, its value shows on no screen, so a difference from the design is a question for the next use of the token, not a
/// wrong color a user sees: no finding about it says views show it, and none is critical. Only the members of the
/// color types themselves are judged: they are read as `.name` or `Color.name`, which the reader counts
/// (`Inventory.tokenUses`); a member of an app's own namespace may be read by its bare name inside that namespace,
/// which is not counted.
struct UnusedColorToken {
    private static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "ShapeStyle", "CGColor"]

    private let inventory: Inventory
    /// The member names the code reads (`.surface`, `Color.surface` → `surface`), from `Inventory.tokenUses`, once.
    private let readMembers: Set<String>

    init(_ inventory: Inventory) {
        self.inventory = inventory
        readMembers = Set(
            inventory.tokenUses.filter { $0.value > 0 }.keys.compactMap { key in key.lastIndex(of: ".").map { String(key[key.index(after: $0)...]) } })
    }

    /// True when `qualifiedName` is such a token and nothing reads it, in an app with views: a token package alone (no
    /// view) is read by apps elsewhere.
    func isUnused(_ qualifiedName: String?) -> Bool {
        // No member use counted at all is no reading of the uses (an inventory built by hand), not their absence.
        guard let qualifiedName, !inventory.views.isEmpty, !inventory.tokenUses.isEmpty,
            let token = inventory.colors.first(where: { $0.qualifiedName == qualifiedName && $0.origin != .asset }),
            let owner = token.owner, Self.colorTypes.contains(owner)
        else { return false }
        let name = token.name
        if readMembers.contains(name) { return false }
        // Another token built from it (`static let card = surface.opacity(0.8)`) reads it.
        let word = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        return !inventory.colors.contains { other in
            guard other.qualifiedName != qualifiedName else { return false }
            if other.aliasOf == name || other.aliasOf == qualifiedName || other.reference == name || other.reference == qualifiedName { return true }
            var rest = Substring(other.expression)
            while let r = rest.range(of: name) {
                let before = rest[..<r.lowerBound].last, after = rest[r.upperBound...].first
                if !(before.map(word) ?? false), !(after.map(word) ?? false) { return true }
                rest = rest[r.upperBound...]
            }
            return false
        }
    }
}
