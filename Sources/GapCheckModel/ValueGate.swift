/// The last check on numbers read from input, where each reader hands over what it read: a value that is
/// not finite or not plausible (see `Plausible`) is left out of matching with a warning naming its
/// file:line and the number. Readers keep their own checks where they parse; this gate makes the rule
/// hold for every value of every reader, including ones computed from several inputs (`calc()`,
/// `rem` × root size, alias chains, color-space conversions).
public enum ValueGate {
    /// What is wrong with a design value (`font size 1e+300`), or nil when every number in it is plausible.
    public static func problem(_ value: DesignValue) -> String? {
        switch value {
        case .color(let c): return problem(color: c)
        case .font(let f): return problem(font: f)
        case .length(let l): return Plausible.length(l) ? nil : "length \(Plausible.describe(l))"
        case .shadow(let s):
            for (name, v) in [("shadow x", s.x), ("shadow y", s.y), ("shadow blur", s.blur), ("shadow spread", s.spread)] where !Plausible.length(v) {
                return "\(name) \(Plausible.describe(v))"
            }
            return s.color.flatMap { problem(color: $0) }
        }
    }

    /// What is wrong with a color's channels, or nil.
    public static func problem(color c: Color) -> String? {
        for (name, v) in [("red", c.red), ("green", c.green), ("blue", c.blue), ("alpha", c.alpha)] where !Plausible.channel(v) {
            return "color \(name) component \(Plausible.describe(v))"
        }
        return nil
    }

    /// What is wrong with a font's numbers, or nil.
    public static func problem(font f: FontSpec) -> String? {
        if let s = f.size, !Plausible.fontSize(s) { return "font size \(Plausible.describe(s))" }
        if let w = f.weight, !Plausible.weights.contains(w) { return "font weight \(w)" }
        if let l = f.lineHeight, !Plausible.length(l) { return "line height \(Plausible.describe(l))" }
        if let l = f.letterSpacing, !Plausible.length(l) { return "letter spacing \(Plausible.describe(l))" }
        return nil
    }

    /// The warning for a value left out.
    static func warning(_ problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, "\(problem) is not finite or out of range; left out of matching", at: location)
    }

    /// Removes implausible values from what the mockup reader read, warning about each.
    public static func check(_ spec: inout DesignSpec) {
        var warnings: [Diagnostic] = []
        spec.expectations = spec.expectations.compactMap { e in
            if let p = problem(e.light) { warnings.append(warning(p, at: e.location)); return nil }
            var e = e
            if let dark = e.dark, let p = problem(dark) {
                warnings.append(warning(p, at: e.darkLocation ?? e.location))
                e.dark = nil
                e.darkLocation = nil
            }
            return e
        }
        // In place: the pairs are the design's largest array, and a `filter` result, grown by doubling, kept up
        // to twice their size for the rest of the run (55 MB at bench scale 4 at the analysis's peak, issue 14).
        retain(&spec.colorPairs) { pair in
            var p = problem(color: pair.foreground) ?? problem(color: pair.background)
            if p == nil, let s = pair.fontSize, !Plausible.fontSize(s) { p = "font size \(Plausible.describe(s))" }
            if p == nil, let w = pair.fontWeight, !Plausible.weights.contains(w) { p = "font weight \(w)" }
            if let p { warnings.append(warning(p, at: pair.location)) }
            return p == nil
        }
        spec.tapTargets = spec.tapTargets.filter { t in
            let bad = [t.width, t.height].compactMap { $0 }.first { !Plausible.length($0) }
            if let bad { warnings.append(warning("size \(Plausible.describe(bad))", at: t.location)) }
            return bad == nil
        }
        spec.diagnostics = merged(spec.diagnostics, warnings)
    }

    /// Removes implausible values from what the code reader read, warning about each.
    public static func check(_ inventory: inout Inventory) {
        var warnings: [Diagnostic] = []
        inventory.colors = inventory.colors.filter { t in
            let p = t.light.flatMap { problem(color: $0) } ?? t.dark.flatMap { problem(color: $0) }
            if let p { warnings.append(warning(p, at: t.location)) }
            return p == nil
        }
        inventory.fonts = inventory.fonts.filter { t in
            let p = problem(font: t.spec)
            if let p { warnings.append(warning(p, at: t.location)) }
            return p == nil
        }
        inventory.lengths = inventory.lengths.filter { t in
            if Plausible.length(t.value) { return true }
            warnings.append(warning("length \(Plausible.describe(t.value))", at: t.location))
            return false
        }
        inventory.assets = inventory.assets.map { a in
            var a = a
            if let c = a.light, let p = problem(color: c) { warnings.append(warning(p, at: a.location)); a.light = nil }
            if let c = a.dark, let p = problem(color: c) { warnings.append(warning(p, at: a.location)); a.dark = nil }
            if let c = a.highContrast, let p = problem(color: c) { warnings.append(warning(p, at: a.location)); a.highContrast = nil }
            return a
        }
        // In place: the reader's literals come in an array of exactly their number, which the code reader sorts
        // in place and keeps; `filter` grew a new one by doubling, and its slack stayed (bench/RESULTS.md, issue 14).
        retain(&inventory.literals) { l in
            guard let v = l.value, let p = problem(v) else { return true }
            warnings.append(warning(p, at: l.location))
            return false
        }
        inventory.diagnostics = merged(inventory.diagnostics, warnings)
    }

    /// `existing` followed by the new warnings not already in it, in file:line order.
    /// Keeps the items `keep` accepts, in order, in the array's own storage; `keep` sees every item once, in order.
    private static func retain<T>(_ items: inout [T], where keep: (T) -> Bool) {
        var kept = 0
        for i in items.indices where keep(items[i]) {
            if i != kept { items.swapAt(kept, i) }
            kept += 1
        }
        items.removeSubrange(kept...)
    }

    private static func merged(_ existing: [Diagnostic], _ new: [Diagnostic]) -> [Diagnostic] {
        guard !new.isEmpty else { return existing }
        var seen = Set(existing)
        var out = existing
        for d in new.sorted(by: { ($0.location, $0.message) < ($1.location, $1.message) }) where seen.insert(d).inserted { out.append(d) }
        return out
    }
}
