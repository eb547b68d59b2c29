import GapCheckModel

/// `screen.missing`: a design screen with no view that implements it.
public struct ScreenMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "screen.missing", severity: .critical, category: .screens,
        summary:
            "A screen of the design (an HTML file, a `data-screen` element or a device frame) has no view named after it and the app shows almost none of its texts.",
        rationale: """
            A designed screen that the app lacks is a missing feature users will look for. What the design and the \
            code say about each other pairs a screen first (after the `screens:` map): a caption, `<title>`, comment \
            or `data-*` attribute beside the frame naming a view type the app declares (`Ships today \
            (ProductionsListView)`, `data-view="CartView"`; a type named in passing in a paragraph of prose only \
            breaks a tie), or a comment on a view or its members naming the mockup (`Implements checkout.html`, \
            `(mockup 06c)`, `// MARK: - p02 …` beside `p02-….html`); references that disagree count for nothing. A \
            flow step the design names (`.reviewSource`) that is an enum case of the app pairs the one view named \
            by its words (`SourceReviewView`) with a screen no name gives a view. A screen's names come \
            from `data-screen`, the file name without `-screen`/`-page`/`-mockup`, the `<title>` without the app's \
            name, the caption, comment or block heading next to its frame and its nav title; a view named after any \
            of them (`settings` ↔ `SettingsView`, `SettingsScreen`, `SettingsViewController`; the steps of one flow \
            ↔ one view) implements it; a designer's draft suffix is no part of a name (`静态对齐稿`, "Entwurf", \
            "borrador"), and a frame's drawn navigation bar (a back glyph, a title, a spacer) gives its title. A name in \
            another of the app's languages is its name in all of them: the app's own string tables translate it \
            (首页 is `Home`: `HomeView`) when that view shows another of its texts; one that shows none leaves the \
            screen at low severity, naming the view. A view also owns the names of its states: the cases and raw values of an enum \
            a property of it holds (`enum Stage { case cart, payment }`), the sub-views a `switch` over them selects \
            and its `@State`/`@AppStorage` properties. A screen with the name of a step, whose texts the view shows \
            (more than a fifth of them), is that step ("Payment" ↔ `Stage.payment`); one whose name has the view's \
            words and a word of a state ("Orders filtering" ↔ `OrdersView.isFiltering`, one text shown), every word \
            of a state of two words ("An order selected" ↔ `selectedOrderID`) or a state property's name (more than \
            a fifth of its texts shown), or that is drawn on a page named after the view (`orders-mockup.html`) and \
            named with a state's words or showing one of its texts, is taken as a state of it, said at low severity. \
            A difference found on a step or state is at most medium. Failing that, a view whose name has the screen's \
            words with a word more or fewer (`ClientsListView` for "Clients", `ClientDetailView` for "Coach Client \
            Detail") is taken, the one \
            showing most of the screen's texts first (said at low severity when another view ties or it shows fewer \
            than half of them). Failing that, a frame that draws a tab bar with a selected tab, where the drawn bar \
            agrees with the app's `TabView` (three tabs or more, counts equal or one apart, most labels the same in \
            the same order), is the view of the app's tab at that position, unless its texts point at a view that \
            tab's view uses; said at low severity ("matched by its tab"). Failing that, the view that shows most of \
            the screen's texts (with the views it uses) is taken and said at low severity ("matched by text only"): of \
            views not holding one another the one showing most, never a reusable part (a button, a cell two views \
            use) whose texts are on every screen using it. A screen the design numbers like \
            one whose view is known (4c beside 4 and 4b, from the comment or caption naming it) is a step or state of \
            that view when the view shows one of its texts, said at low severity; a screen made only of captioned \
            notices ("Failure states", "Edge cases") is a catalogue of states, low. Critical only when the app shows \
            almost none of the screen's texts, and medium then if the app shows a control or row with the words of \
            the screen's name ("Switch role" for a "Role switch" sheet: the feature may be there in another form); \
            medium when the evidence is thin, low when a view shares a word of its name but shows none of its texts \
            (`MessageThreadView` for "Coaching thread"), and low when the screen's names \
            are in a script no view type of the app is named in (a Korean caption) so only texts could tell, or name no \
            view at all ("default", an element id `s1`) and it has no text to tell its view by. A \
            screen whose view is built but that no code the app ships constructs (only a `#Preview`, or nothing: a \
            router's `default:` draws a placeholder) is medium, "built as `RadarView`, but the app never shows it", \
            whether the view has the screen's name or its words with one more or fewer. Map another view in `.gapcheck.yml` \
            (`screens: { settings: PreferencesView }`) so the sections and labels are checked against it. A screen \
            named like a page of web content the app ships (an HTML page in its web extension's folder, beside the \
            `manifest.json`, or one a manifest names) is drawn in HTML there: low, to compare in a browser. A page that \
            documents one component (under `components/` or `patterns/`, or titled with a component name like \
            "Toast") is compared by view type only, a prefix most views share allowed (`toast` ↔ `AppToast`, \
            `DSToast`): without one it is low, and its sample texts are never checked. When the app implements not one \
            of the design's screens (three or more, none paired with any view, each absent by its texts: the project \
            template, another design's prototype), the absences are one critical naming them all and the app's views.
            """,
        examples: [
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><title>Settings</title></head><body data-screen=\"settings\"><h1>Settings</h1><section><h2>Account</h2></section></body></html>",
                swift: "import SwiftUI\n\nstruct DashboardView: View {\n    var body: some View { Text(\"Dashboard\") }\n}\n",
                triggers: true, expectTitleContains: "settings"),
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><title>Settings</title></head><body data-screen=\"settings\"><h1>Settings</h1><section><h2>Account</h2></section></body></html>",
                swift:
                    "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View {\n        List { Section(\"Account\") { Text(\"Email\") } }.navigationTitle(\"Settings\")\n    }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        // New screens go where most views live.
        var dirs: [String: Int] = [:]
        for v in context.inventory.views where v.kind != .storyboard {
            let f = v.location.file
            dirs[f.split(separator: "/").dropLast().joined(separator: "/"), default: 0] += 1
        }
        let viewDir = dirs.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
        // The screens one view not shown would implement (the steps of a flow drawn as many frames) are one finding:
        // the first by position, naming the others.
        var findings: [Finding] = []
        var builtAt: [String: Int] = [:]
        var alsoBuilt: [Int: [String]] = [:]
        for m in context.matches.screens where m.reference?.isExplicit != true {
            if let built = Self.builtView(m, unshown: context.inventory.unshownViews) {
                if let i = builtAt[built] {
                    alsoBuilt[i, default: []].append(m.screen.name)
                } else {
                    builtAt[built] = findings.count
                    let at = built == m.viewName ? m.viewLocation : context.inventory.views.first { $0.name == built }?.location
                    findings.append(builtNotShown(m, view: built, at: at))
                }
            } else if let f = finding(for: m, viewDir: viewDir, context: context) {
                findings.append(f)
            }
        }
        for (i, names) in alsoBuilt {
            findings[i].message +=
                " It would also show \(CheckSupport.plural(names.count, "more screen")): \(names.prefix(8).joined(separator: ", "))\(names.count > 8 ? ", …" : "")."
        }
        return Self.noneImplemented(findings, context: context)
    }

    /// The critical absences as one finding when the app implements not one of the design's screens: three screens or
    /// more, none paired with any view (by name, text, tab or state), each one absent by its texts. The app is not
    /// built against this design yet (the project template, another design's prototype), and one critical per
    /// screen would say that once per screen. The other findings (built but never shown, weak pairings) stay.
    static func noneImplemented(_ findings: [Finding], context: CheckContext) -> [Finding] {
        let screens = context.matches.screens.filter { !$0.isComponent }
        guard screens.count >= 3, !screens.contains(where: { $0.viewName != nil }) else { return findings }
        let absent = findings.indices.filter { findings[$0].severity == .critical && findings[$0].actual == nil }
        guard absent.count >= 3, absent.count * 2 > screens.count else { return findings }
        let names = absent.compactMap { findings[$0].expected?.name }
        let views = context.inventory.views.filter { $0.kind != .storyboard }.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
        let shown = views.prefix(4).map { v in "`\(v.name)`" + (v.texts.first.map { " (\"\($0.text)\")" } ?? "") }
        let appSide =
            views.isEmpty
            ? " The app declares no view."
            : " The app declares \(CheckSupport.plural(views.count, "view")): \(shown.joined(separator: ", "))\(views.count > 4 ? ", …" : "")."
        var merged = findings[absent[0]]
        merged.title = "The app implements none of the design's \(absent.count) screens"
        merged.message =
            "No view of the app is named after any of the design's screens or shows more than a few of their texts: "
            + names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : "") + "." + appSide
            + " The app is not built against this design yet (the project template, or a prototype of another design): implement the screens, or map the views that show them in `.gapcheck.yml` `screens:` if they exist under other names."
        merged.fix = .instruction(
            "Implement the design's screens as views, or map existing views to them in .gapcheck.yml `screens:`.")
        merged.fixLocation = nil
        merged.count = absent.count
        merged.occurrences = absent.compactMap { findings[$0].expected?.location }
        merged.key = CheckSupport.key("none-implemented")
        let rolled = Set(absent)
        return [merged] + findings.indices.filter { !rolled.contains($0) }.map { findings[$0] }
    }

    /// The view a screen is built as that nothing the app ships constructs: the view named after it
    /// (`Inventory.unshownViews`), or, for a screen left without a view, the first of `ScreenMatch.unshownNamesakes`.
    static func builtView(_ m: ScreenMatch, unshown: Set<String>) -> String? {
        guard !m.isComponent else { return nil }
        if m.evidence == .name, let view = m.viewName, unshown.contains(view) { return view }
        guard m.viewName == nil, !m.screen.isStateCatalogue else { return nil }
        return m.unshownNamesakes.first
    }

    /// The finding for a screen that is not built-but-not-shown (`builtView`), if any.
    private func finding(for m: ScreenMatch, viewDir: String?, context: CheckContext) -> Finding? {
        if m.evidence == .nameWords, let view = m.viewName, let state = m.stateOf { return stateMatch(m, view: view, state: state) }
        if m.evidence == .text, let view = m.viewName, let family = m.stepOf { return stepMatch(m, view: view, family: family) }
        if m.evidence == .text, let view = m.viewName { return weakMatch(m, view: view) }
        if m.evidence == .nameWords, let view = m.viewName { return partialNameMatch(m, view: view) }
        if m.evidence == .tabPosition, let view = m.viewName, let tab = m.tab { return tabMatch(m, view: view, tab: tab) }
        guard m.viewName == nil else { return nil }
        if m.isComponent { return componentWithoutView(m) }
        if m.screen.isStateCatalogue { return stateCatalogue(m) }
        if let page = Self.webPage(for: m.screen, in: context.inventory.webPages) { return webContent(m, page: page) }
        let s = m.screen
        let name = NameWords.split(ScreenCode.withoutCode(s.name)).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "View"
        // The type to write, in the app's view framework: a SwiftUI view or a UIKit view controller.
        let uiKit = context.matches.index.idiom.code.viewFramework == .uiKit
        let type = uiKit ? name + "Controller" : name
        let declaration = uiKit ? "final class \(type): UIViewController { ... }" : "struct \(type): View { ... }"
        let sections = s.sections.map(\.title)
        // Critical only with evidence of absence: enough texts, and the app shows almost none of them.
        let absent = m.textsTotal >= 3 && m.appTextsShown * 5 <= m.textsTotal
        // Every text of the screen is on the app's screens, only not in one view: it is built inside other views
        // (a state or a step drawn inline), so its absence as a view of its own is a question.
        let allShown = m.textsTotal > 0 && m.appTextsShown >= m.textsTotal
        let shownClause =
            m.textsTotal == 0
            ? ""
            : " The app shows \(m.appTextsShown) of its \(CheckSupport.plural(m.textsTotal, "text"))"
                + (absent
                    ? "."
                    : allShown
                        ? ", in other views: it is likely drawn inside them (a state or a step)." : ", in no one view: it may exist under another name.")
        // Names written only in a script the app's type names never use ("화면 1 메인 카운터" against
        // `ContentView`) cannot name a view: the name test proves nothing, so only strong text evidence counts.
        let unnamable = !absent && !Self.namesComparable(s, views: context.inventory.views)
        // The app shows a control or row named with the screen's words ("Switch role" for a "Role switch" sheet):
        // the feature is reachable in another form, so the screen's absence is a design question, not critical.
        let namedControl = absent ? Self.controlNamed(like: s, in: context.inventory.views) : nil
        // Views sharing a word of its name (`MessageThreadView` for "Coaching thread") may be it under a name
        // the texts cannot confirm (sample messages): a question, not a gap.
        let nearNames = !absent && !m.nameCandidates.isEmpty
        // Names that could name no view ("default", an element id `s1`) and no text to go by: nothing can tell which
        // view draws it, or that none does.
        let untold = m.textsTotal == 0 && !context.inventory.views.isEmpty && !Self.namesAView(s)
        // A view named after it in another of the app's languages (首页 is `Home`: `HomeView`) that shows none of its
        // texts: it may be the screen under other texts (an exploration never adopted), so its absence is a question.
        let translated = m.translatedNamesake
        let aliases = s.aliases.isEmpty ? "" : " (also named \(s.aliases.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")))"
        return Finding(
            rule: Self.description.id,
            severity: translated != nil
                ? .low
                : absent
                    ? (namedControl == nil ? Self.description.severity : .medium) : unnamable || nearNames || allShown || untold ? .low : .medium,
            category: .screens,
            title: "Screen \(s.name)\(s.title.map { " (\"\($0)\")" } ?? "") has no view in code",
            message:
                "No view is named after the design's \(s.name) screen\(aliases) (tried \(name), \(name.dropLast(4))Screen, \(name)Controller and the `screens` map)."
                + shownClause + (sections.isEmpty ? "" : " Its sections: \(sections.joined(separator: ", ")).")
                + (s.labels.isEmpty ? "" : " It shows \(CheckSupport.plural(s.labels.count, "label")).")
                + (unnamable
                    ? " Its names are in a script none of the app's view types is named in, so no view could carry them, and the texts are too few to tell: map it in `screens:` to have it checked."
                    : "")
                + (namedControl.map {
                    " The app shows \"\($0.text)\" (\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line)), which has the words of the screen's name: the feature may be offered there in another form."
                } ?? "")
                + (untold
                    ? " Its names say how the app looks (\(([s.name] + s.aliases).prefix(3).map { "\"\($0)\"" }.joined(separator: ", "))), not which view shows it, and it has no text the app could show: gapcheck cannot tell whether a view draws it. Map it in `screens:` to have it checked."
                    : "")
                + (translated.map {
                    " `\($0.view)` is named after it in the app's own localizations (\"\($0.designName)\" is \"\($0.translation)\") but shows none of its other texts: if it implements the screen, map it in `screens:`."
                } ?? "")
                + (nearNames
                    ? " \(m.nameCandidates.map { "`\($0)`" }.joined(separator: ", ")) \(m.nameCandidates.count == 1 ? "shares" : "share") a word of its name but \(m.nameCandidates.count == 1 ? "shows" : "show") none of its texts: if one of them implements it, map it in `screens:`."
                    : ""),
            expected: FindingSide(name: s.name, value: s.title, location: s.location), actual: nil,
            fix: .declaration(
                SwiftCode(
                    declaration, name: type,
                    comment: "or map the screen to an existing view in .gapcheck.yml: screens: { \(s.name): YourView }")),
            fixLocation: viewDir.map { SourceLocation(file: ($0.isEmpty ? "" : $0 + "/") + type + ".swift") }, count: 1,
            key: CheckSupport.key(s.name))
    }

    /// A screen whose view is built but that nothing the app ships constructs (`ScreenMatch.unshownNamesakes`): medium,
    /// since users never see it, yet no view is missing; low when the app shows half its texts or more elsewhere.
    func builtNotShown(_ m: ScreenMatch, view: String, at location: SourceLocation?) -> Finding {
        let s = m.screen
        let others = m.unshownNamesakes.filter { $0 != view }.map { "`\($0)`" }
        // Most of its texts on the app's screens: the screen is likely drawn inside other views.
        let mostShown = m.textsTotal > 0 && m.appTextsShown * 2 >= m.textsTotal
        return Finding(
            rule: Self.description.id, severity: mostShown ? .low : .medium, category: .screens,
            title: "Screen \(s.name) is built as `\(view)`, but the app never shows it",
            message:
                "`\(view)`\(others.isEmpty ? "" : " (or \(others.joined(separator: ", ")))") \(m.unshownTitle.map { "is titled \"\($0)\" as" } ?? "is named after") the design's \(s.name) screen, but no code the app ships constructs it (only previews do, or nothing does), so users never see the screen."
                + (m.textsTotal == 0 ? "" : " The app shows \(m.appTextsShown) of its \(CheckSupport.plural(m.textsTotal, "text")) elsewhere."),
            expected: FindingSide(name: s.name, value: s.title, location: s.location),
            actual: FindingSide(name: view, value: nil, location: location),
            fix: .instruction(
                "Show `\(view)` where the app routes to its screens (a `switch` over its screens, a tab, a navigation link), or map the screen to the view that shows it in .gapcheck.yml `screens:`."
            ),
            count: 1, key: CheckSupport.key(s.name))
    }

    /// A short text the app shows (a button, a row: at most two words more) that has every word of one of the
    /// screen's names of two words or more, in any order and form ("Switch role" for "Role switch").
    static func controlNamed(like s: ScreenSpec, in views: [ViewType]) -> ViewText? {
        let names = ([s.name] + s.aliases).map { Set(ScreenMatcher.coreWords(ofScreen: $0)) }.filter { $0.count >= 2 }
        guard !names.isEmpty else { return nil }
        var best: ViewText?
        for v in views {
            for t in v.texts {
                let words = TextNormalizer.normalize(t.text).split(separator: " ").map { ScreenMatcher.stem(String($0)) }
                guard words.count <= 6 else { continue }
                let have = Set(words)
                guard names.contains(where: { $0.isSubset(of: have) && have.count <= $0.count + 2 }) else { continue }
                if best.map({ t.location < $0.location }) ?? true { best = t }
            }
        }
        return best
    }

    /// True when one of the screen's names has a word a view type could be named with: three letters or more, no digit,
    /// and no filler a view name does not repeat (`ScreenMatcher.nameFillerWords`: "default", "screen", "dark").
    static func namesAView(_ s: ScreenSpec) -> Bool {
        ([s.name] + s.aliases + [s.title].compactMap { $0 }).contains { name in
            NameWords.split(name).contains { w in
                w.count >= 3 && !w.contains(where: \.isNumber) && !ScreenMatcher.nameFillerWords.contains(NameKey.canonicalWord[w] ?? w)
            }
        }
    }

    /// True when a view type could be named after the screen: one of its names (name, other names, title)
    /// has a word in Latin letters, or some view type's name has letters outside ASCII.
    static func namesComparable(_ s: ScreenSpec, views: [ViewType]) -> Bool {
        let names = [s.name] + s.aliases + [s.title].compactMap { $0 }
        let latinWord = names.contains { n in
            NameWords.split(n).contains { w in w.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } }
        }
        return latinWord || views.contains { v in v.name.unicodeScalars.contains { $0.value > 0x7F && $0.properties.isAlphabetic } }
    }

    /// A component page (one component's variants and states) with no view type named after it: low, since
    /// the app may draw it with a system control (`Toggle`, `Divider`) or under another name, and its sample
    /// texts, parameters in code, say nothing about absence.
    func componentWithoutView(_ m: ScreenMatch) -> Finding {
        let s = m.screen
        let type = NameWords.split(ScreenCode.withoutCode(s.name)).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return Finding(
            rule: Self.description.id, severity: .low, category: .screens,
            title: "Component \(s.name)\(s.title.map { " (\"\($0)\")" } ?? "") has no view type named after it",
            message:
                "The design documents the \(s.name) component on its own page; no view type is named after it (tried \(type), \(type)View and the app's common view prefix). The app may use a system control or another name for it.",
            expected: FindingSide(name: s.name, value: s.title, location: s.location), actual: nil,
            fix: .instruction("If a view implements it under another name, map it in .gapcheck.yml: screens: { \(s.name): YourView }"),
            fixLocation: nil, count: 1, key: CheckSupport.key(s.name))
    }

    /// The web page the app ships (`Inventory.webPages`) named as the screen is (its name, file or an alias:
    /// `popup` ↔ `Resources/popup.html`), if any.
    static func webPage(for s: ScreenSpec, in pages: [WebPage]) -> WebPage? {
        guard !pages.isEmpty else { return nil }
        let file = s.location.file.split(separator: "/").last.map { $0.split(separator: ".").dropLast().joined(separator: ".") }
        let keys = Set(([s.name] + s.aliases + (file.map { [$0] } ?? [])).map { NameKey($0).words })
        return pages.first { keys.contains(NameKey($0.name).words) }
    }

    /// A screen the app draws as web content (`webPage(for:in:)`): low, since the page is the app's and gapcheck
    /// compares only Swift views with the design.
    func webContent(_ m: ScreenMatch, page: WebPage) -> Finding {
        let s = m.screen
        return Finding(
            rule: Self.description.id, severity: .low, category: .screens,
            title: "Screen \(s.name) is web content the app ships (`\(page.location.file.split(separator: "/").last ?? "")`), not a Swift view",
            message:
                "No Swift view is named after the design's \(s.name) screen, but the app ships `\(page.location.file)`, web content of the app (`\(page.namedBy)` makes it a page the app ships): the screen is drawn in HTML there, which gapcheck does not compare with the design. Compare the two pages in a browser.",
            expected: FindingSide(name: s.name, value: s.title, location: s.location),
            actual: FindingSide(name: page.name, value: nil, location: page.location),
            fix: .instruction("Compare \(page.location.file) with the design's \(s.name) page in a browser."),
            fixLocation: nil, count: 1, key: CheckSupport.key(s.name))
    }

    /// A screen matched to a view whose name has its words with a word more or fewer (`ClientsListView` for
    /// "Clients"): said, at low severity, only when it is uncertain: another view shares the name as closely, or
    /// the view shows fewer than half of the screen's texts (two or more).
    func partialNameMatch(_ m: ScreenMatch, view: String) -> Finding? {
        let s = m.screen
        if m.copyRewritten {
            return assigned(
                m, view: view,
                title: "Screen \(s.name) matched to \(view) by its name only (0 of \(m.textsTotal) texts)",
                message:
                    "`\(view)` is named after the design's \(s.name) screen but shows none of its \(CheckSupport.plural(m.textsTotal, "text"))\(m.appTextsShown > 0 ? " (the app shows \(m.appTextsShown) of them in other views, none of which draws it)" : ""): its copy was likely rewritten. It is taken as the screen, weakly, and its sections and labels are checked against `\(view)`."
            )
        }
        let unconfirmed = m.textsTotal >= 2 && m.textsShown * 2 < m.textsTotal
        guard unconfirmed || !m.alternatives.isEmpty else { return nil }
        let others = m.alternatives.map { "`\($0)`" }.joined(separator: ", ")
        return assigned(
            m, view: view,
            title: "Screen \(s.name) matched to \(view) by part of its name (\(m.textsShown) of \(m.textsTotal) texts)",
            message:
                "No view is named after the design's \(s.name) screen exactly; `\(view)` has its name with a word more or fewer"
                + (m.alternatives.isEmpty ? "" : " (as do \(others), which show as many of its texts)")
                + " and shows \(m.textsShown) of its \(CheckSupport.plural(m.textsTotal, "text")), so its sections and labels are checked against `\(view)`.")
    }

    /// A screen the design numbers like another screen whose view is known (4c beside 4), taken as a step or state of
    /// that view: said, at low severity, so the reader can confirm it or map another view.
    func stepMatch(_ m: ScreenMatch, view: String, family: String) -> Finding {
        let s = m.screen
        return assigned(
            m, view: view,
            title: "Screen \(s.name) taken as a step of \(view) (numbered like \(family))",
            message:
                "No view is named after the design's \(s.name) screen; the design numbers it \(s.sequence ?? "") like \(family), which `\(view)` implements"
                + (s.isStateCatalogue ? ", and it lists states (captioned notices)" : "")
                + ", and `\(view)` and the views it uses show \(m.textsShown) of its \(CheckSupport.plural(m.textsTotal, "text")): it is taken as a step or state of that view, and its sections and labels are checked against `\(view)`."
        )
    }

    /// A screen taken as a state of a view: its name has the words of one of the view's states and the view's own
    /// (`OrdersView`'s `isFiltering` for "Orders filtering") or every word of a state of two words (`selectedOrderID`
    /// for "An order selected"), or it is drawn on the design page named after the view. Said, at low severity, so the
    /// reader can confirm it or map another view.
    func stateMatch(_ m: ScreenMatch, view: String, state: String) -> Finding {
        let s = m.screen
        let why =
            m.stateByPage
            ? "the design draws it on \(state), the page named after `\(view)`"
            : "its name has the words of `\(state)`, a state `\(view)` switches on"
        return assigned(
            m, view: view,
            title: "Screen \(s.name) taken as a state of \(view) (\(m.stateByPage ? "drawn on its page" : state))",
            message:
                "No view is named after the design's \(s.name) screen; \(why), and `\(view)` and the views it uses show \(m.textsShown) of its \(CheckSupport.plural(m.textsTotal, "text")): it is taken as that state of the view, and its sections and labels are checked against `\(view)`."
        )
    }

    /// A screen that only lists states (captioned notices: "Failure states", "Edge cases") with no view: a catalogue
    /// of how other screens look when something happens, so its absence as a view is no gap. Said at low severity
    /// with how many of its texts the app shows.
    func stateCatalogue(_ m: ScreenMatch) -> Finding {
        let s = m.screen
        return Finding(
            rule: Self.description.id, severity: .low, category: .screens,
            title: "Screen \(s.name) lists states and has no view of its own",
            message:
                "The design's \(s.name) screen is a catalogue of states (captioned notices), which an app shows inside the screens they happen on rather than as a screen."
                + (m.textsTotal == 0 ? "" : " The app shows \(m.appTextsShown) of its \(CheckSupport.plural(m.textsTotal, "text")).")
                + " Check that each state's message is shown where it happens.",
            expected: FindingSide(name: s.name, value: s.title, location: s.location), actual: nil,
            fix: .instruction("If one view shows these states, map it in .gapcheck.yml: screens: { \(s.name): YourView }"),
            fixLocation: nil, count: 1, key: CheckSupport.key(s.name))
    }

    /// A screen no view is named after, matched to the view that shows most of its texts: said, at low
    /// severity, so the reader can confirm it or map another view.
    func weakMatch(_ m: ScreenMatch, view: String) -> Finding {
        let s = m.screen
        return assigned(
            m, view: view,
            title: "Screen \(s.name) matched to \(view) by text only (\(m.textsShown) of \(m.textsTotal) texts)",
            message:
                "No view is named after the design's \(s.name) screen; `\(view)` and the views it uses show \(m.textsShown) of its \(CheckSupport.plural(m.textsTotal, "text")), so its sections and labels are checked against `\(view)`."
        )
    }

    /// A screen taken for the view of the app's tab at the position of the tab the frame draws selected.
    func tabMatch(_ m: ScreenMatch, view: String, tab: TabPairing) -> Finding {
        let s = m.screen
        let bar = tab.appLabels.map { "\"\($0)\"" }.joined(separator: ", ")
        return assigned(
            m, view: view,
            title: "Screen \(s.name) matched to \(view) by its tab (tab \(tab.position + 1), \"\(tab.drawnLabel)\")",
            message:
                "No view is named after the design's \(s.name) screen and no view shows its texts; it draws a tab bar that agrees with the app's (\(bar)) with tab \(tab.position + 1), \"\(tab.drawnLabel)\", selected, and that tab of the app shows `\(view)`, so its sections and labels are checked against `\(view)`."
        )
    }

    /// A low finding for a screen assigned to a view without the view's name: the screen and the view it is checked
    /// against, with the way to map another view.
    private func assigned(_ m: ScreenMatch, view: String, title: String, message: String) -> Finding {
        let s = m.screen
        return Finding(
            rule: Self.description.id, severity: .low, category: .screens, title: title, message: message,
            expected: FindingSide(name: s.name, value: s.title, location: s.location),
            actual: FindingSide(name: view, location: m.viewLocation),
            fix: .instruction("If another view implements it, map it in .gapcheck.yml: screens: { \(s.name): YourView }"),
            fixLocation: m.viewLocation, count: 1, key: CheckSupport.key(s.name))
    }
}
