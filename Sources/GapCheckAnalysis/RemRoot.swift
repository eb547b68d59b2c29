import GapCheckModel

/// The root font size a design's `rem` tokens were written for, when the app's own tokens say it.
///
/// A token pipeline writes one set of sizes twice: points for the app, rems for the web, divided by the root size
/// the web build assumes. Most assume 16px; some assume another (a Style Dictionary `basePxFontSize: 14`, a web app
/// whose `html` is 10px), and nothing in the CSS says so. Read at 16px, every such size then differs from the app's
/// twin by the same factor. When the design's rem font sizes that pair by name with the app's font tokens agree at
/// one other whole root size, and hardly any agree at the configured one, the design's rems were written for that
/// size: every rem-written value is read at it, and a warning says so once. A root size the user states
/// (`root_font_size`) is never second-guessed; sizes that agree at no single root leave the design as it was read.
public enum RemRoot {
    /// Root sizes a web build plausibly assumes, in px.
    static let plausibleRoots: ClosedRange<Int> = 8...24
    /// Fewest name-paired sizes that must agree at the inferred root.
    static let minimumAgreeing = 4
    /// How far a rescaled size may be from the app's and still agree, in points (a build rounds rems to 2–3 places).
    static let tolerance = 0.26

    /// What the pairs say: the inferred root, how many pairs agree at it and at the configured root, of how many.
    struct Evidence: Equatable {
        var root: Double
        var agreeing: Int
        var agreeingAtConfigured: Int
        var pairs: Int
    }

    /// Rescales, in place, every rem-written value of `design` to the root size the app's font tokens say the design
    /// was written for, with one warning; leaves the design alone when the user stated the root size or the evidence
    /// is not clear.
    public static func apply(_ design: inout DesignSpec, inventory: Inventory, configuration: Configuration) {
        guard !configuration.rootFontSizeStated else { return }
        let written = design.expectations.filter { $0.remWritten == true && $0.kind == .typography }
        guard written.count >= minimumAgreeing, !inventory.fonts.isEmpty else { return }
        let rows = TypographyMatcher(inventory: inventory, configuration: configuration).match(written)
        let pairs: [(design: Double, code: Double)] = rows.compactMap { row in
            guard row.status == .matched || row.status == .mismatch, let code = row.codeFont.flatMap(FontComparison.size(of:)),
                let want = row.expectation.light.font.flatMap(FontComparison.size(of:)), want > 0, code > 0
            else { return nil }
            return (want, code)
        }
        guard let evidence = evidence(pairs, configuredRoot: configuration.rootFontSize) else { return }
        let factor = evidence.root / configuration.rootFontSize
        var first: SourceLocation?
        for i in design.expectations.indices where design.expectations[i].remWritten == true {
            design.expectations[i].light = scaled(design.expectations[i].light, by: factor)
            design.expectations[i].dark = design.expectations[i].dark.map { scaled($0, by: factor) }
            if design.expectations[i].kind == .typography, first.map({ design.expectations[i].location < $0 }) ?? true {
                first = design.expectations[i].location
            }
        }
        guard let first else { return }
        design.diagnostics.append(Diagnostic(.warning, message(evidence, configuredRoot: configuration.rootFontSize), at: first))
        design.diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// The one whole root size most pairs agree at, when at least `minimumAgreeing` and half of the pairs do and at
    /// most a quarter as many agree at the configured root; nil otherwise.
    static func evidence(_ pairs: [(design: Double, code: Double)], configuredRoot: Double) -> Evidence? {
        guard pairs.count >= minimumAgreeing else { return nil }
        func agreeing(at root: Double) -> Int {
            pairs.reduce(0) { n, p in abs(p.design / configuredRoot * root - p.code) <= tolerance ? n + 1 : n }
        }
        let atConfigured = agreeing(at: configuredRoot)
        var best: (root: Double, count: Int)?
        for r in plausibleRoots {
            let root = Double(r)
            guard root != configuredRoot else { continue }
            let n = agreeing(at: root)
            if n > (best?.count ?? 0) { best = (root, n) }
        }
        guard let best, best.count >= minimumAgreeing, best.count * 2 >= pairs.count, atConfigured * 4 <= best.count else { return nil }
        return Evidence(root: best.root, agreeing: best.count, agreeingAtConfigured: atConfigured, pairs: pairs.count)
    }

    /// `value` with its lengths multiplied by `factor`.
    static func scaled(_ value: DesignValue, by factor: Double) -> DesignValue {
        switch value {
        case .length(let l): return .length(l * factor)
        case .font(var f):
            f.size = f.size.map { $0 * factor }
            f.lineHeight = f.lineHeight.map { $0 * factor }
            f.letterSpacing = f.letterSpacing.map { $0 * factor }
            return .font(f)
        case .color, .shadow: return value
        }
    }

    static func message(_ e: Evidence, configuredRoot: Double) -> String {
        let root = Length.format(e.root), configured = Length.format(configuredRoot)
        let atConfigured = e.agreeingAtConfigured == 0 ? "none" : "\(e.agreeingAtConfigured)"
        return "the design's rem sizes are read at a \(root)px root, not \(configured)px: \(e.agreeing) of \(e.pairs) font sizes "
            + "named like the app's font tokens agree at \(root)px, \(atConfigured) at \(configured)px "
            + "(set root_font_size in .gapcheck.yml to say which)"
    }
}
