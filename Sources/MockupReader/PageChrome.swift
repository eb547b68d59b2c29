import CSSEngine

/// The rules and custom properties of a design that style only the page around the app, not the app:
/// a landing page's hero and its own palette beside one phone frame, a mockup page's heading and captions,
/// the showcase layout of a documentation page. Their values are no expectations.
///
/// A rule is page chrome when every element it styles is page chrome (`AppFrames.isPageChrome`: outside
/// the frames of a page that has frames), or when it is a documentation or gallery page's own style on a
/// page that takes the design from a linked stylesheet. A rule that styles nothing (a state, content a
/// script draws) is not: nothing says where it is used.
///
/// A custom property is page chrome when no element outside the chrome uses it, directly or through
/// another property, and either some element uses it (only chrome does) or it is declared only in the own
/// `<style>` of pages with frames and used nowhere: a page's palette its frames never use is the page's.
/// A property declared in a stylesheet file and used nowhere stays (a token file is the design system).
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
    init(rules: [StyleRule], origins: [Origin], designRules: Set<Int>, matchedRules: Set<Int>) {
        var chromeRules: Set<Int> = []
        var designUse: Set<String> = []
        var anyUse: Set<String> = []
        var feeds: [(from: String, to: String)] = []
        var declaredOnlyOnFramedPages: [String: Bool] = [:]
        for (ri, r) in rules.enumerated() {
            let matched = matchedRules.contains(ri)
            let design = designRules.contains(ri)
            if origins[ri] != .generated, matched {
                if !design || origins[ri] == .page(framed: false, showcase: true) { chromeRules.insert(ri) }
            }
            for d in r.declarations {
                let refs = CSSBridge.references(d.value)
                if d.name.hasPrefix("--") {
                    let local: Bool
                    switch origins[ri] {
                    case .page(let framed, _): local = framed
                    case .generated, .file: local = false
                    }
                    declaredOnlyOnFramedPages[d.name] = (declaredOnlyOnFramedPages[d.name] ?? true) && local
                    for ref in refs { feeds.append((d.name, ref)) }
                    anyUse.formUnion(refs)
                    continue
                }
                anyUse.formUnion(refs)
                // A rule that styles nothing may style what a script draws or a state: its uses count.
                if design || !matched { designUse.formUnion(refs) }
            }
        }
        func localUnused(_ name: String) -> Bool { !anyUse.contains(name) && declaredOnlyOnFramedPages[name] == true }
        // A property used by a kept property is used: directly by the app's part, or kept because it is a
        // stylesheet's token nobody uses.
        var changed = true
        while changed {
            changed = false
            for (from, to) in feeds where !designUse.contains(to) {
                if designUse.contains(from) || (!anyUse.contains(from) && !localUnused(from)) {
                    designUse.insert(to)
                    changed = true
                }
            }
        }
        var variables: Set<String> = []
        for name in declaredOnlyOnFramedPages.keys where !designUse.contains(name) && (anyUse.contains(name) || localUnused(name)) {
            variables.insert(name)
        }
        self.rules = chromeRules
        self.variables = variables
    }
}
