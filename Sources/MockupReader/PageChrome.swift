import CSSEngine

/// The rules and custom properties of a design that style only the page around the app, not the app:
/// a landing page's hero and its own palette beside one phone frame, a mockup page's heading and captions,
/// the showcase layout of a documentation page. Their values are no expectations.
///
/// A rule is page chrome when every element it styles is page chrome (`AppFrames.isPageChrome`: outside
/// the frames of a page that has frames), or when it is a documentation or gallery page's own style on a
/// page that takes the design from a linked stylesheet. A rule that styles nothing (a state, content a
/// script draws) is not, since nothing says where it is used, unless every custom property it uses is used
/// by page chrome and by no element of the app: the scenario buttons a page's script adds beside its phone,
/// drawn in the page's own palette.
///
/// A wrapper of the frames (`body`, a layout grid) is no chrome, but what it sets that never reaches the app
/// (`FrameWrappers`: a background the frame paints over, a text color the frame sets again) is used by the
/// page alone.
///
/// A custom property is page chrome when no element outside the chrome uses it, directly or through
/// another property, and either some element uses it (only chrome does) or it is declared only in the own
/// `<style>` of pages with frames, used nowhere, in blocks most of whose properties the app's part does not
/// use either: a page's palette its frames hardly use is the page's. A property declared in a stylesheet
/// file and used nowhere stays (a token file is the design system), as does one of a page's own block that
/// the frames mostly use (the page holds the design system).
struct PageChrome {
    /// Where a rule was written, for deciding what "used nowhere" means.
    enum Origin: Equatable {
        /// Generated from utility classes (Tailwind): filtered by its own rule, never declared by a designer.
        case generated
        /// A stylesheet file, linked, imported or standalone.
        case file
        /// A page's own `<style>` or `style=""`: `framed` when the page has frames, `showcase` when the page
        /// documents the app (a gallery or style guide) and links a stylesheet of the design.
        case page(framed: Bool, showcase: Bool)
    }

    /// Rules whose values are left out (indices into the rule list).
    let rules: Set<Int>
    /// Custom properties left out, unless a value the app's part of the design uses equals theirs.
    let variables: Set<String>

    /// - Parameters:
    ///   - designRules: rules that style at least one element that is not page chrome.
    ///   - matchedRules: rules that style at least one element.
    ///   - unreached: for rules that style only wrappers of the frames, the declarations that reach no app
    ///     element (`FrameWrappers`): their uses are the page's, like chrome's.
    ///   - tokenKeeping: rules styling the chrome of a page without frames, a specimen's title block
    ///     (`SpecimenTitle`): the page is the design system's own, so the properties they use are the system's and
    ///     stay, while the rules' own values are left out.
    init(
        rules: [StyleRule], origins: [Origin], designRules: Set<Int>, matchedRules: Set<Int>, unreached: [Int: Set<Int>] = [:],
        tokenKeeping: Set<Int> = []
    ) {
        var chromeRules: Set<Int> = []
        var designUse: Set<String> = []
        var anyUse: Set<String> = []
        var feeds: [(from: String, to: String)] = []
        var declaredOnlyOnFramedPages: [String: Bool] = [:]
        // The page-local blocks that declare each property, and the properties of each block.
        var blocksOf: [String: [Int]] = [:]
        var blockNames: [Int: Set<String>] = [:]
        // Properties the page's chrome uses, and the rules that style nothing with the properties they use.
        var chromeUse: Set<String> = []
        var unmatched: [(rule: Int, refs: Set<String>)] = []
        for (ri, r) in rules.enumerated() {
            let matched = matchedRules.contains(ri)
            let design = designRules.contains(ri)
            if origins[ri] != .generated, matched {
                if !design || origins[ri] == .page(framed: false, showcase: true) { chromeRules.insert(ri) }
            }
            let wrapperOnly = unreached[ri] ?? []
            for (di, d) in r.declarations.enumerated() {
                let refs = CSSBridge.references(d.value)
                if d.name.hasPrefix("--") {
                    let local: Bool
                    switch origins[ri] {
                    case .page(let framed, _): local = framed
                    case .generated, .file: local = false
                    }
                    declaredOnlyOnFramedPages[d.name] = (declaredOnlyOnFramedPages[d.name] ?? true) && local
                    if local {
                        blocksOf[d.name, default: []].append(ri)
                        blockNames[ri, default: []].insert(d.name)
                    }
                    for ref in refs { feeds.append((d.name, ref)) }
                    anyUse.formUnion(refs)
                    continue
                }
                anyUse.formUnion(refs)
                if (design && !wrapperOnly.contains(di)) || tokenKeeping.contains(ri) {
                    designUse.formUnion(refs)
                } else if matched {
                    chromeUse.formUnion(refs)
                } else if !refs.isEmpty {
                    unmatched.append((ri, Set(refs)))
                }
            }
        }
        // A rule that styles nothing may style what a script draws or a state: its uses count, unless all of
        // them are the chrome's palette (used by chrome, by no element of the app).
        var unmatchedRefs: [Int: Set<String>] = [:]
        for u in unmatched { unmatchedRefs[u.rule, default: []].formUnion(u.refs) }
        var chromeSide: [Int: Set<String>] = [:]
        for (ri, refs) in unmatchedRefs {
            if refs.isSubset(of: chromeUse) && refs.isDisjoint(with: designUse) { chromeSide[ri] = refs } else { designUse.formUnion(refs) }
        }
        // An unused property of a page's own block is the app's when most of its block is: a mockup page that
        // holds the design system (`:root` of 30 tokens, 28 used in the frames) keeps its unused `--radius-xl`;
        // a landing page's palette that its one frame hardly uses is the page's.
        func appBlocks() -> Set<Int> {
            Set(blockNames.filter { _, names in names.filter(designUse.contains).count * 2 >= names.count }.keys)
        }
        func localUnused(_ name: String, _ app: Set<Int>) -> Bool {
            !anyUse.contains(name) && declaredOnlyOnFramedPages[name] == true && (blocksOf[name] ?? []).allSatisfy { !app.contains($0) }
        }
        // A property used by a kept property is used: directly by the app's part, or kept because it is a
        // stylesheet's token nobody uses. A worklist along the references (a `var()` chain 10,000 long is one
        // pass); seeds are added again when more of a page's block turns out to be the app's. Uses only grow.
        var referenced: [String: [String]] = [:]
        for (from, to) in feeds { referenced[from, default: []].append(to) }
        var app = appBlocks()
        var queue = Array(designUse)
        var seeded: Set<String> = []
        while true {
            for from in referenced.keys where !anyUse.contains(from) && !seeded.contains(from) && !localUnused(from, app) {
                seeded.insert(from)
                queue.append(from)
            }
            // A chrome-side rule one of whose properties turned out to be the app's is the app's.
            for (ri, refs) in chromeSide where !refs.isDisjoint(with: designUse) {
                chromeSide[ri] = nil
                for name in refs where designUse.insert(name).inserted { queue.append(name) }
            }
            if queue.isEmpty { break }
            while let name = queue.popLast() {
                for to in referenced[name] ?? [] where designUse.insert(to).inserted { queue.append(to) }
            }
            app = appBlocks()
        }
        for ri in chromeSide.keys where origins[ri] != .generated { chromeRules.insert(ri) }
        var variables: Set<String> = []
        for name in declaredOnlyOnFramedPages.keys where !designUse.contains(name) && (anyUse.contains(name) || localUnused(name, app)) {
            variables.insert(name)
        }
        self.rules = chromeRules
        self.variables = variables
    }
}
