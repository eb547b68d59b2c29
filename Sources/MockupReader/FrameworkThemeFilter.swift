import GapCheckModel

/// A web framework's theme layer beside the product's own tokens: the framework's slots (shadcn/ui's
/// `--primary`, `--chart-3`) and every custom property that only passes them on under another name.
/// Such a pass-through layer is how CSS frameworks expose slots to their utility classes (Tailwind v4's
/// `@theme inline { --color-primary: var(--primary); --radius-3xl: calc(var(--radius) + 12px) }`, a v3
/// theme's `--tw-ring: hsl(var(--ring) / 0.5)`); it carries no value of its own. Slots nothing in the
/// design uses are the component library's settings, not the product's design, and so are their
/// pass-throughs: both are left out of the comparison and said once. When the slots are all a design
/// declares, they stay: then they are the design.
struct FrameworkThemeFilter {
    /// Unused slots left out, in definition order.
    private(set) var slots: [VariableTable.Definition] = []
    /// Properties left out because their every value only forwards left-out slots, in definition order.
    private(set) var passThroughs: [VariableTable.Definition] = []
    /// Names of everything left out.
    private(set) var names: Set<String> = []

    /// Decides what to leave out. `definitions` are the custom properties the builder compares (one per
    /// name), `usedAs` the properties that use each one (through any chain of `var()`).
    init(definitions: [VariableTable.Definition], variables: VariableTable, usedAs: [String: [String: Int]]) {
        let slotNames = DesignerTooling.frameworkSlots
        // Every value a name has (light, dark, scoped): a pass-through must forward in all of them, so a
        // `.dark { --color-primary: #0F172A }` of the product's own keeps the property.
        var references: [String: [Set<String>]] = [:]
        for d in definitions where references[d.name] == nil {
            var values = [d.value]
            for other in [variables.light[d.name], variables.dark[d.name]].compactMap({ $0 }) + (variables.scoped[d.name] ?? []) {
                values.append(other.value)
            }
            references[d.name] = values.map { Set(CSSBridge.references($0)) }
        }
        /// True when every value of `name` refers to something and only to names in `sources`.
        func forwardsOnly(_ name: String, from sources: Set<String>) -> Bool {
            guard let refs = references[name], !refs.isEmpty else { return false }
            return refs.allSatisfy { !$0.isEmpty && $0.isSubset(of: sources) }
        }
        /// The names that forward only `roots` or one another, to any depth (`--ring-soft: var(--color-ring)`).
        func passThroughNames(of roots: Set<String>, using: (String) -> Bool) -> Set<String> {
            var found: Set<String> = []
            var changed = true
            while changed {
                changed = false
                for d in definitions where !roots.contains(d.name) && !found.contains(d.name) && using(d.name) {
                    if forwardsOnly(d.name, from: roots.union(found)) {
                        found.insert(d.name)
                        changed = true
                    }
                }
            }
            return found
        }

        // A framework theme: enough of the slots, beside a product layer at least twice their number
        // (pass-throughs are part of the framework's layer, not of the product's).
        let slotDefs = Set(definitions.filter { $0.global && slotNames.contains($0.name) }.map(\.name))
        let forwarding = passThroughNames(of: slotDefs) { _ in true }
        let productDefs = Set(definitions.filter { $0.global && !slotNames.contains($0.name) && !forwarding.contains($0.name) }.map(\.name))
        guard slotDefs.count >= DesignerTooling.frameworkSlotQuorum, productDefs.count >= 2 * slotDefs.count else { return }

        let unused = { (name: String) in (usedAs[name] ?? [:]).isEmpty }
        let droppedSlots = Set(definitions.filter { slotNames.contains($0.name) && unused($0.name) }.map(\.name))
        let droppedPassThroughs = passThroughNames(of: droppedSlots, using: unused)
        names = droppedSlots.union(droppedPassThroughs)
        for d in definitions {
            if droppedSlots.contains(d.name), !slots.contains(where: { $0.name == d.name }) { slots.append(d) }
            if droppedPassThroughs.contains(d.name), !passThroughs.contains(where: { $0.name == d.name }) { passThroughs.append(d) }
        }
    }

    /// The one warning that says what was left out; nil when nothing was.
    var diagnostic: Diagnostic? {
        guard let first = slots.first else { return nil }
        func list(_ defs: [VariableTable.Definition]) -> String {
            let names = defs.map(\.name)
            return names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "")
        }
        let forwarded =
            passThroughs.isEmpty
            ? ""
            : " and \(passThroughs.count) variable\(passThroughs.count == 1 ? "" : "s") that only pass\(passThroughs.count == 1 ? "es" : "") them on (\(list(passThroughs)))"
        return Diagnostic(
            .warning,
            "\(slots.count) web-framework theme variables (shadcn/ui slots: \(list(slots)))\(forwarded) that the design's own tokens and rules do not use were not compared with the app",
            at: first.location)
    }
}
