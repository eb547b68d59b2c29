import Foundation
import GapCheckModel

/// Color custom properties a page declares in its own `<style>` whose every use is in rules that match no element of
/// any page and are variants of the page chrome: a redline annotation's `--bluedot` that only `.pin.blue` uses, while
/// no element carries `class="pin blue"` and `.pin` marks only annotations beside the app's frames. Such a property
/// paints nothing, so it is no color the design asks the app for.
///
/// A rule matching nothing whose classes the app's own elements carry (`.go.paused`, a state of the app's button the
/// mockup does not draw) or that no element carries at all (`.badge` on a page without one) still says how the app
/// looks, and keeps its properties.
///
/// Only a page's own `<style>` counts: a stylesheet file (`tokens.css`, a component sheet) is the design's token sheet,
/// whose rules may style pages not drawn here, and keeps its tokens. A page that runs a script is left alone (a script
/// may add the classes its rules name, `.tab.active`), and so are rules for an interaction state or generated content
/// (`:hover`, `::before`), which no static element matches. A property another custom property refers to is used.
enum UnmatchedRuleProperties {
    /// By property name, the selectors of the rules that use it, none of which matches an element.
    /// `chromeOnlyClasses`: the classes only elements of the page chrome carry, on every page.
    static func find(
        rules: [StyleRule], sources: [StyleSource], matchedRules: Set<Int>, scriptedPages: Set<Int>, chromeOnlyClasses: Set<String>
    ) -> [String: [String]] {
        guard !chromeOnlyClasses.isEmpty else { return [:] }
        var declaredOnPage: Set<String> = []
        var declaredElsewhere: Set<String> = []
        var live: Set<String> = []
        var deadUses: [String: [String]] = [:]
        // A page none of whose own rules matches an element was not rendered as written (drawn by a script, unread).
        var styledPages: Set<Int> = []
        for ri in matchedRules where ri < rules.count && rules[ri].source < sources.count {
            if case .styleElement(let page) = sources[rules[ri].source].kind { styledPages.insert(page) }
        }
        for (ri, r) in rules.enumerated() {
            let kind = r.source < sources.count ? sources[r.source].kind : .file
            let onQuietPage: Bool
            switch kind {
            case .styleElement(let page): onQuietPage = styledPages.contains(page) && !scriptedPages.contains(page)
            case .inline, .file: onQuietPage = false
            }
            let dead =
                !matchedRules.contains(ri) && !r.selectors.isEmpty && !r.selectors.contains(where: \.isStateOrPseudoElement)
                && r.selectors.allSatisfy { $0.subject?.classes.contains(where: chromeOnlyClasses.contains) == true }
            for d in r.declarations {
                if d.name.hasPrefix("--") {
                    if onQuietPage { declaredOnPage.insert(d.name) } else { declaredElsewhere.insert(d.name) }
                }
                for ref in Set(CSSBridge.references(d.value)) {
                    if dead && !d.name.hasPrefix("--") {
                        if deadUses[ref]?.contains(r.selectorText) != true { deadUses[ref, default: []].append(r.selectorText) }
                    } else {
                        live.insert(ref)
                    }
                }
            }
        }
        return deadUses.filter { name, _ in declaredOnPage.contains(name) && !declaredElsewhere.contains(name) && !live.contains(name) }
    }

    /// `expectations` with each color custom property `find` names used nowhere: no use, no screen, and the selectors
    /// of the rules that use it (`Expectation.unmatchedRules`).
    static func mark(_ expectations: inout [Expectation], unmatched: [String: [String]]) {
        guard !unmatched.isEmpty else { return }
        for i in expectations.indices where expectations[i].kind == .color && expectations[i].source == .customProperty {
            guard let selectors = unmatched[expectations[i].name] else { continue }
            expectations[i].usageCount = 0
            expectations[i].screens = []
            expectations[i].unmatchedRules = selectors
        }
    }
}
