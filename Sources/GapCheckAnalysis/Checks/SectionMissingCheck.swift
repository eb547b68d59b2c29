import GapCheckModel

/// `section.missing`: a section of a design screen is not in its view (or the views it uses).
public struct SectionMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "section.missing", severity: .critical, category: .screens,
        summary: "A titled section of a design screen (heading, `<section>`, `aria-label`) appears nowhere in the matched view or the views it uses.",
        rationale: """
            Sections are the units of a screen users navigate by ("Tailscale Devices", "App Settings"); a \
            missing one is a missing feature. Titles are compared ignoring case, punctuation, `&`/`and` and \
            trailing colons, in the view and every view it instantiates, transitively. Labels inside a missing \
            section are listed here rather than reported one by one. A heading that titles one record of the page's \
            sample data (one of several cards drawn alike whose headings differ or repeat one sample, or a heading beside its own \
            monogram: "RA" on the cover of "Roger Ackroyd") is low: the view draws it from its data. A heading over lettered \
            choices (a quiz's sample question and its options A, B, C), or naming the person beside an avatar, is low \
            too. A heading over three rows or more drawn alike whose figures differ (counts, dates: sample records) is \
            low when the view builds rows from data (`ForEach`) and shows two of the rows' names or more: the list is there, \
            its heading a question of copy. A \
            section titled only by its accessibility name (`<section aria-label="Settings list">` painting no title) is low: nobody \
            sees that title; a labelled section that paints a title (`.summary-title`) is titled by what it paints. A section whose heading is reworded (its texts \
            shown, or a component named after it, `CreditPreviewCard` for "Credits Preview") is low. So is a section the view \
            groups under its own heading: a `Section` whose title shares a content word with the design's heading ("Photo \
            library" for "Photo access") and offers every action of the section (a shorter wording counts: "Change in \
            Settings" for "Change in iOS Settings"), or, once another section of the page is there, any section whose heading \
            such a group echoes; and a designed dialog (a heading that asks, over nothing but two or three actions: "Cancel", "Delete") when the view \
            asks with a `.confirmationDialog` or `.alert` offering those actions (all but one may be the system's: a dialog adds its own Cancel). In that group heading a word of Hangul, kana or \
            Han characters counts as a content word from two characters. A section that             only one of the view's designs draws (another file's design of the same view has no such section: a             welcome card at the end of onboarding) is medium: the designs disagree on whether the view has it.
            """,
        examples: [
            RuleExample(
                design:
                    "<!DOCTYPE html><html><body data-screen=\"settings\"><h1>Settings</h1><section><h2>Account</h2><div class=\"row\"><span class=\"label\">Email</span><span class=\"value\">a@b.c</span></div></section><section><h2>App Settings</h2></section></body></html>",
                swift:
                    "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View {\n        List { Section(\"Account\") { Text(\"Email\") } }.navigationTitle(\"Settings\")\n    }\n}\n",
                triggers: true, expectTitleContains: "App Settings"),
            RuleExample(
                design: "<!DOCTYPE html><html><body data-screen=\"settings\"><h1>Settings</h1><section><h2>App &amp; Settings:</h2></section></body></html>",
                swift:
                    "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View {\n        List { AppSection() }.navigationTitle(\"Settings\")\n    }\n}\n\nstruct AppSection: View {\n    var body: some View { Section(\"App and settings\") { Text(\"x\") } }\n}\n",
                triggers: false)
        ])

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    /// The normalized words of every text `view` and the views it uses (two levels) show.
    static func shownWords(_ view: String, in inventory: Inventory) -> [Set<Substring>] {
        var byName: [String: ViewType] = [:]
        for v in inventory.views where byName[v.name] == nil { byName[v.name] = v }
        let names = [view] + usedViews(view, in: inventory)
        return names.flatMap { byName[$0]?.texts ?? [] }.map { Set(TextNormalizer.normalize($0.text).split(separator: " ")) }
    }

    /// True when a text of the view is the title with words left out ("Completed" for "Completed Today"):
    /// all its words are the title's, and at least half of the title's.
    static func headingReworded(_ title: String, shown: [Set<Substring>]) -> Bool {
        let words = Set(TextNormalizer.normalize(title).split(separator: " "))
        return !words.isEmpty && shown.contains { w in !w.isEmpty && w.isSubset(of: words) && w.count * 2 >= words.count }
    }

    /// Content words of a text with their endings cut (`Earned` → `earn`, `Credits` → `cred`): two wordings of
    /// one sentence share them. Short words and numbers say nothing.
    /// With `dense`, a word of Hangul, kana or Han characters counts from two characters: it carries a content word's
    /// meaning in two (사진 "photo", 設定 "settings"). Only the group-heading echo (`groupEcho`), which also asks for the
    /// section's actions or a sibling section, reads them so: a lone shared word of two characters says too little.
    static func roots(_ words: Set<Substring>, dense: Bool = false) -> Set<Substring> {
        Set(words.filter { ($0.count >= 4 || (dense && $0.count >= 2 && isDenseScript($0))) && !$0.allSatisfy(\.isNumber) }.map { $0.prefix(4) })
    }

    /// True when every character of the word is Hangul, kana or a Han ideograph: scripts whose words are short.
    static func isDenseScript(_ word: Substring) -> Bool {
        word.unicodeScalars.allSatisfy { u in
            (0xAC00...0xD7A3).contains(u.value) || (0x3040...0x30FF).contains(u.value) || (0x4E00...0x9FFF).contains(u.value)
                || (0x1100...0x11FF).contains(u.value) || (0x3130...0x318F).contains(u.value)
        }
    }

    /// True when a text of the view shows the label, or a shorter form of it: a text of two words or more whose words are
    /// all the label's and half of them at least ("Clear cache" for "Clear cache 234 MB", "설정에서 변경" for "iOS 설정에서
    /// 변경").
    static func labelShown(_ label: String, shown: [Set<Substring>]) -> Bool {
        let words = Set(TextNormalizer.normalize(label).split(separator: " "))
        guard !words.isEmpty else { return false }
        return shown.contains { w in
            words.isSubset(of: w) || (w.count >= 2 && w.isSubset(of: words) && w.count * 2 >= words.count)
        }
    }

    /// The texts the view and the views it uses (two levels) show with the given elements (`Section` titles and headers,
    /// `confirmationDialog` and `alert` titles), by name.
    static func texts(of view: String, elements: Set<String>, in inventory: Inventory) -> [ViewText] {
        let scope = Set([view] + usedViews(view, in: inventory))
        return inventory.views.filter { scope.contains($0.name) }.flatMap(\.texts).filter { elements.contains($0.element) }
    }

    /// The group heading of the view (a `Section` title or header) that shares a content word with the design's heading
    /// ("사진 라이브러리" for "사진 접근", "Photo library" for "Photo access"), when one does: the app groups the same
    /// thing under its own heading.
    static func groupEcho(_ title: String, groups: [ViewText]) -> ViewText? {
        let head = roots(Set(TextNormalizer.normalize(title).split(separator: " ")), dense: true)
        guard !head.isEmpty else { return nil }
        return groups.first { !roots(Set(TextNormalizer.normalize($0.text).split(separator: " ")), dense: true).isDisjoint(with: head) }
    }

    /// True when the section is there in other words: the heading shares a content word with a text of the view, and
    /// at least two of the section's texts (two thirds of those with two content words or more) have a text of the view
    /// sharing two of their content words and half of them ("Credits Earned" ↔ "Credits You'll Earn").
    static func sectionParaphrased(title: String, contents: [String], shown: [Set<Substring>]) -> Bool {
        let shownRoots = shown.map { roots($0) }
        let head = roots(Set(TextNormalizer.normalize(title).split(separator: " ")))
        guard !head.isEmpty, shownRoots.contains(where: { !$0.isDisjoint(with: head) }) else { return false }
        let wordy = contents.map { roots(Set(TextNormalizer.normalize($0).split(separator: " "))) }.filter { $0.count >= 2 }
        let found = wordy.filter { want in
            shownRoots.contains { have in
                let common = want.intersection(have).count
                return common >= 2 && common * 2 >= want.count
            }
        }.count
        return found >= 2 && found * 3 >= wordy.count * 2
    }

    /// The missing sections of the match that the view shows regrouped under its own group heading (by title, with
    /// that heading), and the designed dialogs it asks with a dialog of its own (by title, with the dialog's title).
    static func regrouped(_ m: ScreenMatch, view: String, shown: [Set<Substring>], in inventory: Inventory) -> (
        [String: ViewText], [String: ViewText]
    ) {
        let groups = texts(of: view, elements: ["Section"], in: inventory)
        let dialogs = texts(of: view, elements: ["confirmationDialog", "alert"], in: inventory)
        var byActions: [String: ViewText] = [:]
        var dialogOf: [String: ViewText] = [:]
        var bare: [String: ViewText] = [:]
        for title in m.sectionsMissing {
            let norm = TextNormalizer.normalize(title)
            let inSection = m.screen.labels.filter { $0.section.map(TextNormalizer.normalize) == norm }
            let actions = inSection.filter { $0.kind == .action }.map(\.text)
            let allShown = !actions.isEmpty && actions.allSatisfy { labelShown($0, shown: shown) }
            if let echo = groupEcho(title, groups: groups) {
                if allShown { byActions[title] = echo } else { bare[title] = echo }
            }
            // A dialog: nothing but two or three actions, offered by the view, which asks with a dialog. One of them may
            // be missing from the view's texts: a dialog's cancel button is the system's (`confirmationDialog` adds it).
            let offered = actions.filter { labelShown($0, shown: shown) }.count
            // Its heading asks ("Delete everything?"): a confirmation, not a notice whose buttons a dialog happens to share.
            let asks = title.last(where: { !$0.isWhitespace }).map { $0 == "?" || $0 == "？" } ?? false
            if asks, actions.count == inSection.count, (2...3).contains(actions.count), offered >= 1, offered >= actions.count - 1,
                let d = dialogs.first
            {
                dialogOf[title] = d
            }
        }
        // A section with an echoed heading whose actions are not the view's counts when another section of the page is
        // there (found, or regrouped by its actions): the page's groups are the view's under other headings.
        var result = byActions
        if !m.sectionsFound.isEmpty || !byActions.isEmpty {
            for (title, echo) in bare where result[title] == nil { result[title] = echo }
        }
        return (result, dialogOf)
    }

    /// The views `view` uses (two levels), by name, the view itself left out.
    static func usedViews(_ view: String, in inventory: Inventory) -> [String] {
        var byName: [String: ViewType] = [:]
        for v in inventory.views where byName[v.name] == nil { byName[v.name] = v }
        var names: [String] = [view]
        var frontier = [view]
        for _ in 0..<2 {
            frontier = frontier.flatMap { byName[$0]?.usedViews ?? [] }.filter { !names.contains($0) }
            names += frontier
        }
        return Array(names.dropFirst())
    }

    /// A view the screen's view uses whose type is named after the section (`EnhancedCreditPreviewCard` for
    /// "Credits Preview"): every content word of the heading (by its first four letters) is a word of the type's
    /// name. Components are named after what they show, so the section is there under another heading.
    static func componentNamed(after title: String, among views: [String]) -> String? {
        let head = roots(Set(TextNormalizer.normalize(title).split(separator: " ")))
        guard !head.isEmpty else { return nil }
        return views.sorted().first { v in
            let simple = v.split(separator: ".").last.map(String.init) ?? v
            return head.isSubset(of: roots(Set(NameWords.split(simple).map { Substring($0) })))
        }
    }

    /// True when a text of the view shares a content word of the heading (by its first four letters).
    static func headingEchoed(_ title: String, shown: [Set<Substring>]) -> Bool {
        let head = roots(Set(TextNormalizer.normalize(title).split(separator: " ")))
        return !head.isEmpty && shown.contains { !roots($0).isDisjoint(with: head) }
    }

    /// The other design screens of the same view (another file, with sections or three texts), without this title: the
    /// section is then drawn by one design of the view only (a state of it shown in another flow, such as a
    /// welcome card at the end of onboarding), not by the view's design everywhere.
    static func otherDesignWithout(_ title: String, of m: ScreenMatch, among byView: [String: [ScreenMatch]]) -> ScreenSpec? {
        guard let view = m.viewName else { return nil }
        let norm = TextNormalizer.normalize(title)
        return byView[view, default: []].lazy.map(\.screen).first { other in
            // A design of the screen, not a stub: sections, or three labels and texts.
            other.location.file != m.screen.location.file && (!other.sections.isEmpty || other.labels.count + other.texts.count >= 3)
                && !other.sections.contains { TextNormalizer.normalize($0.title) == norm }
        }
    }

    /// The view, or a view it uses (two levels), that builds rows from data (`ForEach`), by name.
    static func rowBuilder(_ view: String, in inventory: Inventory) -> String? {
        let names = [view] + usedViews(view, in: inventory)
        return names.first { n in inventory.views.contains { $0.name == n && $0.buildsRows } }
    }

    /// How many of `names` the view, the views it uses (two levels) or the app's computed texts show, ignoring case and
    /// punctuation.
    static func namesShown(_ names: [String], by view: String, in inventory: Inventory) -> Int {
        let scope = Set([view] + usedViews(view, in: inventory))
        var shown = Set(inventory.computedTexts.map { TextNormalizer.normalize($0.text) })
        for v in inventory.views where scope.contains(v.name) { shown.formUnion(v.texts.map { TextNormalizer.normalize($0.text) }) }
        return Set(names.map(TextNormalizer.normalize)).filter { !$0.isEmpty && shown.contains($0) }.count
    }

    /// The text a member of a type that is no view returns (`HistoryViewModel.formatDateGroup` → "TODAY") that is the
    /// heading, ignoring case and punctuation: a heading the app computes from its data.
    static func computedHeading(_ title: String, in inventory: Inventory) -> ViewText? {
        let norm = TextNormalizer.normalize(title)
        guard !norm.isEmpty else { return nil }
        return inventory.computedTexts.first { TextNormalizer.normalize($0.text) == norm }
    }

    public func run(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        var byView: [String: [ScreenMatch]] = [:]
        for m in context.matches.screens where !m.isWeak { if let v = m.viewName { byView[v, default: []].append(m) } }
        for m in context.matches.screens {
            guard let view = m.viewName, m.viewShowsText else { continue }
            let s = m.screen
            let shown = m.sectionsMissing.isEmpty ? [] : Self.shownWords(view, in: context.inventory)
            let (regroupings, dialogOf) =
                m.sectionsMissing.isEmpty ? ([:], [:]) : Self.regrouped(m, view: view, shown: shown, in: context.inventory)
            for title in m.sectionsMissing {
                guard let sec = s.sections.first(where: { $0.title == title }) else { continue }
                let norm = TextNormalizer.normalize(title)
                let elsewhere = m.sectionsElsewhere[title]
                let labels = s.labels.filter { $0.section.map(TextNormalizer.normalize) == norm && $0.kind != .text }.map(\.text)
                // The section's content (three texts or more, two thirds of them shown) is there under another heading, or
                // the heading is shortened: its wording is a question, not a gap.
                // A label counts as shown when a text of the view has all its words ("Type" in "Workout Type").
                let contents = s.labels.filter { $0.section.map(TextNormalizer.normalize) == norm }.map(\.text)
                let contentShown = contents.filter { Self.labelShown($0, shown: shown) }.count
                let component = Self.componentNamed(after: title, among: Self.usedViews(view, in: context.inventory))
                let reworded =
                    Self.headingReworded(title, shown: shown) || (contents.count >= 3 && contentShown * 3 >= contents.count * 2)
                    || Self.sectionParaphrased(title: title, contents: contents, shown: shown) || component != nil
                    || regroupings[title] != nil || dialogOf[title] != nil
                // Regrouped: the view has a group (a `Section`) whose heading shares a content word with this one and
                // shows every action of the section ("Change in Settings" under "Photo library" for "Photo access"), or
                // shows none the section has but another section of the page is there: the app groups the same things
                // under its own headings. A designed dialog (nothing but its actions: "Cancel", "Delete") is there when
                // the view asks with a dialog (`.confirmationDialog`, `.alert`) offering those actions.
                let regrouping = regroupings[title]
                let dialog = regrouping == nil ? dialogOf[title] : nil
                // A section with nothing to check but its heading, whose heading's words the view shows ("Credits You'll
                // Earn" for "Credits Preview"), may be there in other words: no evidence of absence, so not critical.
                let echoed = !reworded && contents.count < 2 && Self.headingEchoed(title, shown: shown)
                // A view found by its texts alone that shows none of the page's three or more sections: the page shares
                // the view's texts but not its structure (a presentation or direction page whose sections are its
                // chapters, a kit page); each heading's absence says little, so it is a question.
                let structureUnshared = m.isWeak && m.sectionsFound.isEmpty && m.sectionsMissing.count >= 3
                // Another design of the same view, in another file, has sections but not this one: the designs disagree
                // on whether the view has it (one flow's state of the view), so it is a question for the designer first.
                let oneDesignOnly = Self.otherDesignWithout(title, of: m, among: byView)
                // A heading the app computes (a view model's member returns it: a day group's "TODAY") is data the view
                // shows from a value, not a title it writes: its absence from the view's own texts says nothing.
                let computed = elsewhere == nil ? Self.computedHeading(title, in: context.inventory) : nil
                // A heading that titles one record of the page's sample data (a book among books drawn alike, a profile
                // beside its monogram) is a value the view draws from its data, not a title it writes.
                // So is a question over lettered choices (a quiz's sample question and its options A, B, C).
                let record = sec.recordEvidence ?? ChoiceQuestion.evidence(contents: contents)
                // A heading over rows of sample records (counts, dates) where the view builds its rows from data
                // (`ForEach`) and shows two of the rows' names or more (the same categories, from its model): the list is
                // there, its heading worded otherwise, so a question of copy. Rows the app names nowhere (a month list
                // where the app picks a period) may be another list: the section stays missing.
                let dataRows = sec.listedRecords.flatMap { listed in
                    Self.rowBuilder(view, in: context.inventory).flatMap { builder in
                        Self.namesShown(sec.listedNames, by: view, in: context.inventory) >= 2 ? (listed, builder) : nil
                    }
                }
                // A title that is only the section's accessibility name (`aria-label`), painted nowhere, is no text
                // anybody reads on the screen: the app may show the section without it.
                let unpainted = sec.unpaintedTitle
                let severity: Severity =
                    elsewhere != nil || reworded || structureUnshared || computed != nil || record != nil || unpainted || dataRows != nil
                    ? .low : m.isWeak || echoed || oneDesignOnly != nil ? .medium : Self.description.severity
                let regroupedNote: String? = regrouping.map { (g: ViewText) -> String in
                    let file = g.location.file.split(separator: "/").last.map(String.init) ?? g.location.file
                    return
                        " The view groups the same under \"\(g.text)\" (\(file):\(g.location.line)): the section is likely there under another heading, so check the wording with the design."
                }
                let dialogNote: String? = dialog.map { (d: ViewText) -> String in
                    " The view asks with a dialog, \"\(d.text)\" (`\(d.element)`), offering the section's actions: the designed dialog is there in other words, so check the wording with the design."
                }
                let rewordedNote =
                    regroupedNote ?? dialogNote
                    ?? component.map {
                        " `\($0)`, which the view uses, is named after it: the section is likely there under another heading, so check the wording with the design."
                    }
                    ?? (reworded
                        ? " The view shows \(contentShown) of its \(contents.count) texts or a shorter form of the title: the heading is worded differently or left out, so check the wording with the design."
                        : "")
                let recordNote = record.map {
                    " The heading looks like sample data, not a section title: \($0); the app draws such a card from its data, so check that the card is there in the running app."
                }
                let rowsNote = dataRows.map { (listed: String, builder: String) in
                    " The section lists sample data (\(listed)) and `\(builder)` builds rows from data (`ForEach`): the list is likely there under another heading, so check the heading's wording with the design."
                }
                let sampleNote = (recordNote ?? "") + (rowsNote ?? "")
                out.append(
                    Finding(
                        // A view found by its texts may not be the screen's: a missing section there is likelier a wrong
                        // match. A title another view shows is likely presented in a way the view scope does not follow.
                        rule: Self.description.id, severity: severity,
                        category: .screens,
                        title: "\(view) has no \"\(title)\" section (design \(s.name))",
                        message: "The design's \(s.name) screen has a \"\(title)\" section; neither `\(view)` nor the views it uses show that title."
                            + (elsewhere.map { " `\($0)` shows it: if \(view) presents it (a sheet, a pushed view, a coordinator), nothing is missing." } ?? "")
                            + (labels.isEmpty ? "" : " It contains: \(labels.map { "\"\($0)\"" }.joined(separator: ", ")).") + rewordedNote
                            + (computed.map {
                                " `\($0.element)` returns \"\($0.text)\": the app computes this heading from its data (a day group, a date), so the view may show it from a value; check it in the running app."
                            } ?? "")
                            + sampleNote
                            + (unpainted
                                ? " The title is only the section's accessibility name (`aria-label`), which the page does not paint: check that the view shows the section's content, and give it that accessibility label if one is wanted."
                                : "")
                            + (echoed ? " A text of the view shares a word with the heading: check whether the section is there under other words." : "")
                            + (oneDesignOnly.map {
                                " The design's \($0.name) screen (\($0.location.file.split(separator: "/").last.map(String.init) ?? $0.location.file)), also this view's, has no such section: only one design of the view draws it (a state of the view in one flow), so confirm with the designer which is meant."
                            } ?? "")
                            + (structureUnshared && !reworded && elsewhere == nil
                                ? " The view was matched to this page by its texts only and shows none of its \(m.sectionsMissing.count) sections: the page may not be this view's design."
                                : ""),
                        expected: FindingSide(name: title, value: labels.isEmpty ? nil : labels.joined(separator: ", "), location: sec.location),
                        actual: FindingSide(name: view, location: m.viewLocation),
                        fix: context.matches.index.idiom.code.framework(ofView: view) == .uiKit
                            ? .instruction("Add a \"\(title)\" section to \(view) (a table section header, or a titled group of its views)")
                            : .modifier(SwiftCode("Section(\"\(title)\") { ... }", comment: "in \(view)")),
                        fixLocation: m.viewLocation, count: max(1, labels.count), key: CheckSupport.key(s.name, norm)))
            }
        }
        return out
    }
}
