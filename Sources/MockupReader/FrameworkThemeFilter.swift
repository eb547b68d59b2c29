import CSSEngine
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
    /// The kit whose stock theme the slots carry, when they do (every slot is then left out, used or not).
    private(set) var stockKit: String?

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
        guard slotDefs.count >= DesignerTooling.frameworkSlotQuorum else { return }
        // The kit's stock theme, as `init` or an exporter writes it: its defaults, used or not, are nobody's design.
        let stock = StockKitTheme.recognised(in: definitions, variables: variables)
        guard stock != nil || productDefs.count >= 2 * slotDefs.count else { return }
        stockKit = stock?.name

        let unused = { (name: String) in stock != nil || (usedAs[name] ?? [:]).isEmpty }
        let kitNames = slotNames.union(stock?.extraSlots ?? [])
        let droppedSlots = Set(definitions.filter { kitNames.contains($0.name) && unused($0.name) }.map(\.name))
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
            stockKit.map {
                "\(slots.count) web-framework theme variables (shadcn/ui slots: \(list(slots)))\(forwarded) carry \($0)'s stock values, the component kit's defaults rather than the product's design, and were not compared with the app"
            }
                ?? "\(slots.count) web-framework theme variables (shadcn/ui slots: \(list(slots)))\(forwarded) that the design's own tokens and rules do not use were not compared with the app",
            at: first.location)
    }
}

/// The stock themes of component kits, which a design that never customised its kit still declares: shadcn/ui's
/// `init` themes (their colors are Tailwind's palette: slate, gray, zinc, neutral, stone; v3 as HSL channels, v4 as
/// oklch) and the theme Figma Make exports with every generated app. Recognised by the light values of three slots
/// that differ between the themes, each within ΔE2000 1.
enum StockKitTheme {
    struct Kit: Sendable {
        var name: String
        /// `--primary`, `--secondary`, and a third slot that tells the themes apart.
        var fingerprint: [(slot: String, css: String)]
        /// Slots the kit adds to shadcn/ui's.
        var extraSlots: Set<String> = []
    }

    static let kits: [Kit] = [
        Kit(
            name: "Figma Make", fingerprint: [("--primary", "#030213"), ("--secondary", "oklch(0.95 0.0058 264.53)"), ("--accent", "#e9ebef")],
            extraSlots: ["--input-background", "--switch-background"]),
        Kit(name: "shadcn/ui (slate)", fingerprint: [("--primary", "#0f172a"), ("--secondary", "#f1f5f9"), ("--border", "#e2e8f0")]),
        Kit(name: "shadcn/ui (gray)", fingerprint: [("--primary", "#111827"), ("--secondary", "#f3f4f6"), ("--border", "#e5e7eb")]),
        Kit(name: "shadcn/ui (zinc)", fingerprint: [("--primary", "#18181b"), ("--secondary", "#f4f4f5"), ("--border", "#e4e4e7")]),
        Kit(name: "shadcn/ui (neutral)", fingerprint: [("--primary", "#171717"), ("--secondary", "#f5f5f5"), ("--border", "#e5e5e5")]),
        Kit(name: "shadcn/ui (stone)", fingerprint: [("--primary", "#1c1917"), ("--secondary", "#f5f5f4"), ("--border", "#e7e5e4")]),
        Kit(
            name: "shadcn/ui (neutral)",
            fingerprint: [("--primary", "oklch(0.205 0 0)"), ("--secondary", "oklch(0.97 0 0)"), ("--border", "oklch(0.922 0 0)")])
    ]

    /// The kit whose stock light theme the global slots of `definitions` carry; nil for a customised theme.
    static func recognised(in definitions: [VariableTable.Definition], variables: VariableTable) -> Kit? {
        func color(_ slot: String) -> Color? {
            guard let d = variables.light[slot] else { return nil }
            let resolved = CSSBridge.substitute(d.value) { variables.lookup($0, dark: false) } ?? d.value
            if let c = CSSBridge.color(resolved)?.color { return c }
            // shadcn/ui v3 writes bare HSL channels (`222.2 47.4% 11.2%`) for `hsl(var(--primary))`.
            return CSSColorParser.parse("hsl(" + CSSSerializer.serialize(resolved) + ")")?.color
        }
        return kits.first { kit in
            kit.fingerprint.allSatisfy { slot, css in
                guard let have = color(slot), let want = CSSColorParser.parse(css)?.color else { return false }
                return have.deltaE2000(to: want) <= 1 && abs(have.alpha - want.alpha) < 0.02
            }
        }
    }
}
