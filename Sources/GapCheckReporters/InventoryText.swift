import GapCheckModel

/// Renders what `gapcheck inventory` found in the app: tokens, assets, models, views, inline literals.
public enum InventoryText {
    /// Human-readable, sorted listing.
    public static func render(_ inv: Inventory) -> String {
        var out: [String] = ["Implementation: \(plural(inv.files.count, "file"))"]
        func section(_ title: String, _ count: Int, _ body: [String]) {
            guard count > 0 else { return }
            out.append("")
            out.append("\(title) (\(count))")
            out += body
        }
        var t = TextTable()
        for c in inv.colors.sorted(by: { ($0.qualifiedName, $0.location) < ($1.qualifiedName, $1.location) }) {
            var value = c.light?.description ?? (c.unresolved ? "unresolved" : "?")
            if let d = c.dark { value += " / dark " + d.description }
            let origin = c.origin.rawValue + (c.systemName.map { "(\($0))" } ?? "") + (c.reference.map { " → \($0)" } ?? "")
            t.add([c.qualifiedName, c.expression, value, origin, c.location.description])
        }
        section("Colors", inv.colors.count, t.lines())
        t = TextTable()
        for f in inv.fonts.sorted(by: { ($0.qualifiedName, $0.location) < ($1.qualifiedName, $1.location) }) {
            t.add([f.qualifiedName, f.expression, f.spec.summary, f.location.description])
        }
        section("Fonts", inv.fonts.count, t.lines())
        t = TextTable()
        for l in inv.lengths.sorted(by: { ($0.scale.rawValue, $0.value, $0.qualifiedName) < ($1.scale.rawValue, $1.value, $1.qualifiedName) }) {
            t.add([l.scale.rawValue, l.qualifiedName, Length.format(l.value) + "pt", l.expression, l.location.description])
        }
        section("Lengths", inv.lengths.count, t.lines())
        t = TextTable()
        for a in inv.assets.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) }) {
            var value = a.light?.description ?? "?"
            if let d = a.dark { value += " / dark " + d.description }
            t.add([a.name, value, a.location.description])
        }
        section("Asset colors", inv.assets.count, t.lines())
        t = TextTable()
        for r in inv.assetReferences.sorted(by: { ($0.location, $0.name) < ($1.location, $1.name) }) {
            t.add([r.expression, r.resolved ? "resolved" : "MISSING colorset", r.location.description])
        }
        section("Asset references", inv.assetReferences.count, t.lines())
        var models: [String] = []
        for m in inv.models.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) }) {
            models.append("  \(m.kind.rawValue) \(m.name)  \(m.location.description)")
            var p = TextTable()
            for prop in m.properties {
                p.add([
                    prop.name + ":", prop.type + (prop.isOptional && !prop.type.hasSuffix("?") ? "?" : ""), prop.isComputed ? "computed" : "",
                    prop.location.description
                ])
            }
            models += p.lines(indent: 4)
            if !m.cases.isEmpty { models.append("    cases: " + m.cases.joined(separator: ", ")) }
        }
        section("Models", inv.models.count, models)
        var views: [String] = []
        for v in inv.views.sorted(by: { ($0.name, $0.location) < ($1.name, $1.location) }) {
            views.append("  \(v.name) (\(v.kind.rawValue))  \(v.location.description)")
            var p = TextTable()
            for text in v.texts.sorted(by: { ($0.location, $0.text) < ($1.location, $1.text) }) {
                p.add([text.element, "\"" + text.text + "\"", text.location.description])
            }
            views += p.lines(indent: 4)
            if !v.usedViews.isEmpty { views.append("    uses: " + v.usedViews.sorted().joined(separator: ", ")) }
        }
        section("Views", inv.views.count, views)
        t = TextTable()
        for l in inv.literals.sorted(by: { ($0.location, $0.expression) < ($1.location, $1.expression) }) {
            t.add([
                l.kind.rawValue, "." + l.modifier, l.expression, l.value?.description ?? "", l.enclosingType.map { "in " + $0 } ?? "", l.location.description
            ])
        }
        section("Inline literals", inv.literals.count, t.lines())
        t = TextTable()
        for o in inv.colorSchemeOverrides.sorted(by: { $0.location < $1.location }) {
            t.add([o.scheme, o.expression, o.location.description])
        }
        section("Forced appearance", inv.colorSchemeOverrides.count, t.lines())
        out += DesignSpecText.diagnostics(inv.diagnostics)
        return out.map { TerminalText.sanitize($0) }.joined(separator: "\n") + "\n"
    }
}
