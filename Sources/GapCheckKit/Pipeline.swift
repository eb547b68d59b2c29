import CodeReader
import GapCheckAnalysis
import GapCheckModel
import GapCheckReport
import MockupReader

/// Runs the whole analysis: read both sides, match, run every enabled check, score.
public enum Pipeline {
    /// Reads `design` and `implementation` roots and returns the analysis (findings sorted, summary filled),
    /// showing each stage on `progress`. Throws only for unusable input roots; bad files become diagnostics.
    public static func run(
        design: [String], implementation: [String], configuration: Configuration,
        date: String, toolVersion: String, progress: (any StageProgress)? = nil
    ) throws(InputError) -> Analysis {
        let (spec, inventory) = try read(design: design, implementation: implementation, configuration: configuration, progress: progress)
        // The readers' garbage goes back to the kernel before the analysis builds its own (bench/RESULTS.md, "Memory").
        FreedMemory.release()
        try InputCoverage.requireReadable(design: design, spec: spec, implementation: implementation, inventory: inventory)
        progress?.stage("checking")
        // Handed over, not copied: the analysis drops the design's painted pairs after the checks, and a second
        // reference here would keep them alive through the merge of the findings (bench/RESULTS.md, p4mem).
        let analysis = analyze(
            design: consume spec, inventory: inventory, configuration: configuration, designRoots: design,
            implementationRoots: implementation, date: date, toolVersion: toolVersion)
        FreedMemory.release()
        return analysis
    }

    /// Reads the design, then the app; each reader spreads its files over the cores (`WorkerPool`). One
    /// after the other rather than at once: reading both together holds both readers' working memory at
    /// the same time, the first suspect for the peak RSS measured in bench/RESULTS.md (issue 14).
    public static func read(
        design: [String], implementation: [String], configuration: Configuration, progress: (any StageProgress)? = nil
    ) throws(InputError) -> (DesignSpec, Inventory) {
        let spec = try MockupReader.read(
            roots: design,
            options: MockupReaderOptions(rootFontSize: configuration.rootFontSize, include: configuration.include, exclude: configuration.exclude),
            progress: progress?.reading("reading design") ?? .none)
        // Each stage's garbage goes back to the kernel before the next builds its own (bench/RESULTS.md, "Memory").
        FreedMemory.release()
        var inventory = try CodeReader.read(
            roots: implementation,
            options: CodeReaderOptions(
                include: configuration.include, exclude: configuration.exclude, rootFontSize: configuration.rootFontSize),
            progress: progress?.reading("reading app") ?? .none)
        WebStylesheetColors.add(to: &inventory, rootFontSize: configuration.rootFontSize)
        return (spec, inventory)
    }

    /// Matches, checks and scores already-read inputs (what `run` does after reading; tests call it directly).
    /// The analysis's design no longer holds its painted color pairs: the checks read them, the summary counts them.
    public static func analyze(
        design: consuming DesignSpec, inventory: Inventory, configuration: Configuration, designRoots: [String] = [],
        implementationRoots: [String] = [], date: String = "", toolVersion: String = ""
    ) -> Analysis {
        // The app's localized texts in the language the design is written in.
        var inventory = inventory
        LocalizedDesignTexts.apply(design: design, to: &inventory)
        // What the design draws for a platform the app does not run on is another app's UI (`ForeignSurfaces`).
        ForeignSurfaces.leaveOut(&design, platforms: inventory.platforms)
        // Rem tokens written for another root size than the configured one, when the app's font tokens say which.
        RemRoot.apply(&design, inventory: inventory, configuration: configuration)
        // Of competing alternatives of one design, the app is compared with the one it follows best.
        // Alternatives drawn as panes of one page first, then alternative pages.
        let spec = DesignAlternatives.choose(
            DesignAlternatives.choosePanes(design, inventory: inventory, configuration: configuration), inventory: inventory,
            configuration: configuration)
        _ = consume design
        let matches = Matcher.match(design: spec, inventory: inventory, configuration: configuration)
        var context = CheckContext(design: consume spec, inventory: inventory, configuration: configuration, matches: matches)
        // Checks only read the context: they run concurrently, and their findings are taken in registry order.
        let enabled = RuleRegistry.checks.filter { configuration.isEnabled(type(of: $0).description.id) }
        var found = WorkerPool.map(enabled) { [context] check in check.run(context) }
        // The painted pairs are the checks' input only (the score counts them): dropped before the findings are
        // merged, the analysis's peak, where they were 45 MB of 330 at bench scale 4 (bench/RESULTS.md, p4mem).
        let colorPairs = context.design.colorPairs.count
        context.design.colorPairs = []
        // One buffer of the final size, and each check's findings dropped once taken: a finding is about 1 KB
        // inline, and at bench scale 4 the checks return 30,000 of them (bench/RESULTS.md, issue 14), so
        // growing the array by doubling while every check's array is still held was the analysis's peak.
        var findings: [Finding] = []
        findings.reserveCapacity(found.reduce(0) { $0 + $1.count })
        // A finding resting only on a design file the app has moved past is low, whichever check made it. So is one
        // resting only on values nothing shows the screens paint (a script-drawn design's unused theme).
        let lowering = SupersededDesign.Lowering(context)
        let unpainted = UnpaintedDesign.Lowering(context)
        // And one resting only on a primitive token no semantic token aliases, beside an app that publishes the semantic layer.
        let primitives = UnreferencedPrimitives.Lowering(context)
        // And a critical one resting only on a page the design's notes leave out while they judge its others is medium.
        let unjudged = UnjudgedDesign.Lowering(context)
        // And one comparing a screen with a view the app never shows: the screen's own finding says it is never shown.
        let unshownViews = UnshownViewFindings.Lowering(context)
        // The one critical about a token file the compiler rejects is that file; its tokens are still the app's.
        let broken = BrokenTokenEvidence.Lowering(context)
        // A color token the design gives many values page by page is reported once (`design.conflict`), never
        // compared as one value.
        let spread = context.matches.index.spread
        // A design drawn only for other platforms (phone frames for a watch app) is another app's: its tokens the app
        // lacks are its palette, not the app's gaps (`ForeignSurfaces`).
        let otherPlatformsOnly = context.design.otherPlatformsOnly != nil
        // One generator fault repeated over a token file is one finding (`token.systematic`), not one per token.
        var systematic = SystematicDifference.Folding(context)
        var unmetTokens = 0
        for (i, check) in enabled.enumerated() {
            let id = type(of: check).description.id
            let checkFindings = found[i]
            found[i] = []
            for var f in checkFindings {
                if spread.leavesOut(f) { continue }
                if otherPlatformsOnly && ForeignSurfaces.isUnmetToken(f) {
                    unmetTokens += 1
                    continue
                }
                if broken?.leavesOut(f) == true { continue }
                broken?.lower(&f)
                lowering?.lower(&f)
                unpainted?.lower(&f)
                let unlowered = f.severity
                primitives?.lower(&f)
                // A primitive's finding lowered here stays a member of its generator fault's group, as it was before.
                let primitiveOnly = unlowered != .low && f.severity == .low
                unjudged?.lower(&f)
                unshownViews?.lower(&f)
                // A configured severity replaces whatever the check chose (checks may lower or raise their default).
                f.severity = configuration.severity(for: id, default: f.severity)
                if systematic?.leavesOut(f, lowered: primitiveOnly) == true { continue }
                findings.append(f)
            }
        }
        if let note = ForeignSurfaces.unmetTokensNote(unmetTokens, design: context.design, platforms: inventory.platforms) {
            context.design.diagnostics.append(note)
        }
        if let note = DarkOnlyDesign.note(design: context.design, inventory: inventory) { context.design.diagnostics.append(note) }
        systematic?.settle(&findings)
        sortAndDedupe(&findings)
        let summary = Scoring.summary(
            design: context.design, inventory: inventory, matches: matches, findings: findings, colorPairs: colorPairs,
            folded: systematic?.leftOut ?? [])
        return Analysis(
            toolVersion: toolVersion, date: date, designRoots: designRoots, implementationRoots: implementationRoots,
            design: context.design, inventory: inventory, matches: matches, findings: findings, summary: summary)
    }

    /// Deterministic order (severity, category, rule, primary location, key); one finding per rule and key.
    public static func sortAndDedupe(_ findings: [Finding]) -> [Finding] {
        var out = findings
        sortAndDedupe(&out)
        return out
    }

    /// `sortAndDedupe` in place: no sorted copy and no second array of the findings.
    public static func sortAndDedupe(_ findings: inout [Finding]) {
        let order = sortedOrder(findings)
        findings.permute(to: order)
        // The first of each rule and key kept, in order: kept ones move to the front, the rest drop off the end.
        var seen: Set<String> = []
        var kept = 0
        for i in findings.indices where seen.insert(findings[i].rule + "\u{1F}" + findings[i].key).inserted {
            if i != kept { findings.swapAt(kept, i) }
            kept += 1
        }
        findings.removeSubrange(kept...)
    }

    /// What a finding is sorted by, read once per finding rather than at every comparison (its title only on a tie).
    private struct SortKey {
        let severity: Severity
        let category: Category
        let rule: String
        let location: SourceLocation
        let key: String
    }

    /// The positions of `findings` in the order of `sortAndDedupe` (severity, category, rule, primary location, key,
    /// title; equal findings in the order given). The positions are sorted, not the findings: a finding is about 1 KB
    /// inline, and a merge sort moves each element at every level (bench scale 4: 40,000 findings).
    static func sortedOrder(_ findings: [Finding]) -> [Int] {
        let keys = findings.map {
            SortKey(severity: $0.severity, category: $0.category, rule: $0.rule, location: $0.primaryLocation ?? SourceLocation(file: ""), key: $0.key)
        }
        var order = Array(findings.indices)
        order.sort { i, j in
            let (a, b) = (keys[i], keys[j])
            if a.severity != b.severity { return a.severity < b.severity }
            if a.category != b.category { return a.category < b.category }
            if a.rule != b.rule { return a.rule < b.rule }
            if a.location != b.location { return a.location < b.location }
            if a.key != b.key { return a.key < b.key }
            let (ta, tb) = (findings[i].title, findings[j].title)
            if ta != tb { return ta < tb }
            return i < j
        }
        return order
    }
}

extension Array {
    /// Rearranges the elements so that position `p` holds the element that was at `order[p]`, by swaps along the
    /// permutation's cycles: each element moves once, and no second array is made. `order` must be a permutation
    /// of the indices.
    mutating func permute(to order: [Int]) {
        precondition(order.count == count)
        var placed = [Bool](repeating: false, count: count)
        for start in indices where !placed[start] {
            var p = start
            // Position `p` takes the element at `order[p]`; the element first at `start` travels along the cycle.
            while order[p] != start {
                swapAt(p, order[p])
                placed[p] = true
                p = order[p]
            }
            placed[p] = true
        }
    }
}
