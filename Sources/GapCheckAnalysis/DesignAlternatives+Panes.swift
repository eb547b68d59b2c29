import Foundation
import GapCheckModel

/// Alternatives drawn as sibling panes of one page (`DesignSpec.alternativePanes`): the same choice as between
/// alternative pages, made pane by pane.
extension DesignAlternatives {
    /// `spec` without what the panes the app does not follow draw and declare, with one diagnostic per group of panes.
    ///
    /// Of each group the app is compared with the pane it follows best (`score`: the share of the pane's texts the app
    /// shows and of the colors its class declares the app has, then their count; ties to the first pane, the one a
    /// page shows before a tab is chosen). The others' custom properties (declared under their class), elements,
    /// painted pairs, tap targets, screens and screen labels are left out and the panes named in one diagnostic.
    public static func choosePanes(_ spec: DesignSpec, inventory: Inventory, configuration: Configuration) -> DesignSpec {
        guard let groups = spec.alternativePanes, !groups.isEmpty else { return spec }
        let shown = appTexts(inventory)
        let codeColors =
            inventory.colors.compactMap(\.light) + inventory.assets.compactMap(\.light)
            + inventory.literals.compactMap { $0.value?.color }
        var rejected: [(pane: AlternativePane, file: String)] = []
        var out = spec
        for group in groups {
            let scored = group.panes.map { pane in
                (pane: pane, score: score(pane, file: group.file, spec: spec, shown: shown, codeColors: codeColors, tolerance: configuration.driftDeltaE))
            }
            guard
                let best = scored.enumerated().max(by: { a, b in
                    let (x, y) = (a.element.score, b.element.score)
                    if x.share != y.share { return x.share < y.share }
                    if x.matched != y.matched { return x.matched < y.matched }
                    return a.offset > b.offset
                })?.element
            else { continue }
            let others = group.panes.filter { $0 != best.pane }
            rejected += others.map { ($0, group.file) }
            out.diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(group.panes.count) panes of \((group.file as NSString).lastPathComponent) are alternatives of one design (each redefines the same custom properties and repeats the others' frames); the app was compared with \"\(best.pane.label)\" (it shows or has \(best.score.matched) of its \(best.score.total) texts and colors); also designed: \(others.map { "\"\($0.label)\"" }.joined(separator: ", ")) — not compared",
                    at: SourceLocation(file: group.file, line: best.pane.firstLine, column: 1)))
        }
        guard !rejected.isEmpty else { return out }
        let inRejected = { (l: SourceLocation) in rejected.contains { $0.pane.contains(l, file: $0.file) } }
        out.expectations = spec.expectations.filter { e in
            !inRejected(e.location) && !rejected.contains { $0.file == e.location.file && $0.pane.scopes(e.context) }
        }
        out.elements = spec.elements.filter { !inRejected($0.location) }
        out.colorPairs = spec.colorPairs.filter { !inRejected($0.location) }
        out.tapTargets = spec.tapTargets.filter { !inRejected($0.location) }
        out.screens = spec.screens.filter { !inRejected($0.location) }.map { s in
            var s = s
            s.labels = s.labels.filter { !inRejected($0.location) }
            s.sections = s.sections.filter { !inRejected($0.location) }
            return s
        }
        return out
    }

    /// How well the app follows `pane` of `file`: the texts drawn in it the app shows, and the colors declared under
    /// its class the app has.
    static func score(
        _ pane: AlternativePane, file: String, spec: DesignSpec, shown: Set<String>, codeColors: [Color], tolerance: Double
    ) -> (share: Double, matched: Int, total: Int) {
        var texts: Set<String> = []
        for s in spec.screens { for l in s.labels where pane.contains(l.location, file: file) { texts.insert(TextNormalizer.normalize(l.text)) } }
        for e in spec.elements where pane.contains(e.location, file: file) { texts.insert(TextNormalizer.normalize(e.text)) }
        texts.remove("")
        let colors = spec.expectations.filter { $0.kind == .color && $0.location.file == file && pane.scopes($0.context) }
            .compactMap { $0.light.color }
        let textHits = texts.filter(shown.contains).count
        let colorHits = colors.filter { c in codeColors.contains { abs($0.alpha - c.alpha) < 0.02 && $0.deltaE2000(to: c) <= tolerance } }.count
        let total = texts.count + colors.count
        return (total == 0 ? 0 : Double(textHits + colorHits) / Double(total), textHits + colorHits, total)
    }
}
