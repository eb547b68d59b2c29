import GapCheckModel

/// `content.label-missing`: a label, button, toggle or field caption of a design screen is not in its view.
public struct ContentLabelMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "content.label-missing", severity: .medium, category: .content,
        summary: "A label the design shows (label/value row, stat caption, table header, form field, toggle) is not in the matched view or the views it uses.",
        rationale: """
            Labels tell what a screen offers; "Tunnel IP" missing from the connection card means the user cannot \
            see the value. Buttons, links and free text (list items, sample content) are not checked, and labels \
            inside a missing section are reported with that section. This rule owns a design element with no \
            counterpart in the matched view: the element-by-element comparison lists such elements as unpaired \
            and reports no second finding for them (there is no `element.missing`). A label the app shows with \
            every word of the design's and a qualifier or two more ("Avg Price" as "Avg Sale Price"), without the \
            design's qualifier in parentheses ("City (manual)" as "City"), or split over a control and the title of \
            the section it sits in ("Detection sensitivity" as `Section("Detection") { Picker("Sensitivity") }`) is a \
            wording question and low. In a script written without spaces (Chinese, Japanese, Thai) a label is one run of \
            characters: an app text that is the design's label with a qualifier of up to four characters more or less, \
            its head kept ("开始日期" as "日期", "日期" as "开始日期"; the head ends a Chinese or Japanese label and \
            starts a Thai one), is the same wording question, for a design label of three characters or more and an app \
            text of two or more. So is a tab the design's drawn tab bar labels otherwise than the app's tab at \
            the same position, when the two bars otherwise agree ("Terminal" drawn selected where the app's second \
            tab is `Label("Chat", …)`): reported once per pair of labels. A row whose label carries a reading (a clock \
            time, a number of three digits or more: "● REC 0:07", "¶ 1188 · Chapter 3") is a status line the app builds \
            from its state, and low.
            """,
        examples: [
            RuleExample(
                design:
                    "<!DOCTYPE html><html><body data-screen=\"dashboard\"><h1>Dashboard</h1><section><h2>Connection</h2><dl><dt>Device</dt><dd>roth-mbp</dd><dt>Tunnel IP</dt><dd>100.66.202.6</dd></dl></section></body></html>",
                swift:
                    "import SwiftUI\n\nstruct DashboardView: View {\n    var body: some View {\n        VStack { Text(\"Connection\"); Text(\"Device\") }.navigationTitle(\"Dashboard\")\n    }\n}\n",
                triggers: true, expectTitleContains: "Tunnel IP"),
            RuleExample(
                design:
                    "<!DOCTYPE html><html><body data-screen=\"dashboard\"><h1>Dashboard</h1><section><h2>Connection</h2><dl><dt>Device</dt><dd>roth-mbp</dd><dt>Tunnel IP:</dt><dd>100.66.202.6</dd></dl></section></body></html>",
                swift:
                    "import SwiftUI\n\nstruct DashboardView: View {\n    let ip = \"\"\n    var body: some View {\n        VStack { Text(\"Connection\"); Text(\"Device\"); Text(\"Tunnel IP: \\(ip)\") }.navigationTitle(\"Dashboard\")\n    }\n}\n",
                triggers: false)
        ])

    static var checkedKinds: Set<LabelKind> { ScreenMatcher.checkedLabelKinds }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        // Built only when some label is missing: the views each screen's view uses, for reworded labels.
        var matcher: ScreenMatcher?
        var scopes: [String: LabelRewording.Scope] = [:]
        var renamedTabs: Set<String> = []
        for m in context.matches.screens {
            if let tab = m.tab, tab.renamed, renamedTabs.insert(CheckSupport.key(tab.drawnLabel, tab.appLabel)).inserted {
                out.append(renamedTab(tab, screen: m.screen, shownThere: m.viewName != nil && m.viewName == tab.appView))
            }
            guard let view = m.viewName, m.viewShowsText else { continue }
            let s = m.screen
            let missingSections = Set(m.sectionsMissing.map(TextNormalizer.normalize))
            var seen: Set<String> = []
            for text in m.labelsMissing {
                let norm = TextNormalizer.normalize(text)
                guard seen.insert(norm).inserted,
                    let label = s.labels.first(where: { $0.text == text && Self.checkedKinds.contains($0.kind) })
                else { continue }
                if let sec = label.section, missingSections.contains(TextNormalizer.normalize(sec)) { continue }
                let sample = label.sampleValue.map { " (sample value \"\($0)\")" } ?? ""
                if matcher == nil { matcher = ScreenMatcher(inventory: context.inventory, configuration: context.configuration) }
                // The views a view uses, read once per view rather than once per label it misses.
                if scopes[view] == nil {
                    scopes[view] = LabelRewording.Scope(matcher.flatMap { sm in context.inventory.views.first { $0.name == view }.map(sm.closure) } ?? [])
                }
                let scope = scopes[view]!
                // The app's text says the design's words and qualifies them ("Avg Price" → "Avg Sale Price"):
                // the label is there, worded differently, which is a copy question rather than a missing feature.
                let reworded = LabelRewording.find(text, in: scope)
                // A row whose label carries a timer or a record number ("● REC 0:07", "¶ 1188 · Chapter 3") is a status
                // line of two readings: the app builds it from its state, so its literal texts cannot show it.
                let figure = [.labelValue, .stat].contains(label.kind) ? SampleReadout.figure(in: text) : nil
                out.append(
                    Finding(
                        rule: Self.description.id, severity: reworded == nil && figure == nil ? Self.description.severity : .low,
                        category: .content,
                        title: "\(view) does not show \"\(text)\"\(label.section.map { " in \"\($0)\"" } ?? "") (design \(s.name))",
                        message:
                            "The design's \(s.name) screen shows the \(kindText(label.kind)) \"\(text)\"\(sample); no text in `\(view)` or the views it uses matches it."
                            + (reworded.map {
                                " The app shows \"\($0.text.text)\" (\($0.text.location.file.split(separator: "/").last ?? ""):\($0.text.location.line)), \($0.explanation): probably the same label, reworded. Align the copy if the design's wording is meant."
                            } ?? "")
                            + (figure.map {
                                " The label holds the reading \"\($0)\" (a time, a count or a record number): it is sample data of a status line the app builds from its state, so check it in the running app."
                            } ?? ""),
                        expected: FindingSide(name: text, value: label.sampleValue, location: label.location),
                        actual: FindingSide(name: view, location: m.viewLocation),
                        fix: fix(label, framework: context.matches.index.idiom.code.framework(ofView: view)), fixLocation: m.viewLocation,
                        key: CheckSupport.key(s.name, norm)))
            }
        }
        return out
    }

    /// A tab the design labels in other words than the app's tab at its position, in tab bars that otherwise agree: the
    /// tab is there under another name, a copy question, low like a label reworded.
    /// `shownThere`: the screen was matched to the view the app's tab shows (else the tab may be another feature).
    func renamedTab(_ tab: TabPairing, screen s: ScreenSpec, shownThere: Bool) -> Finding {
        let file = tab.appLocation.file.split(separator: "/").last ?? ""
        return Finding(
            rule: Self.description.id, severity: .low, category: .content,
            title: "Tab \(tab.position + 1) is \"\(tab.appLabel)\" in the app, \"\(tab.drawnLabel)\" in the design (design \(s.name))",
            message:
                "The design's \(s.name) screen draws a tab bar that agrees with the app's (\(tab.appLabels.map { "\"\($0)\"" }.joined(separator: ", "))) but labels tab \(tab.position + 1) \"\(tab.drawnLabel)\"; the app labels it \"\(tab.appLabel)\" (\(file):\(tab.appLocation.line))\(tab.appView.map { ", showing `\($0)`" } ?? "")."
                + (shownThere
                    ? " Align the label if the design's wording is meant."
                    : " That view does not show the screen's texts: the app may have given the tab to another feature."),
            expected: FindingSide(name: tab.drawnLabel, location: tab.drawnLocation),
            actual: FindingSide(name: tab.appLabel, location: tab.appLocation),
            fix: .instruction("Label the tab \"\(tab.drawnLabel)\" (or update the design)"), fixLocation: tab.appLocation,
            key: CheckSupport.key("tab", tab.drawnLabel, tab.appLabel))
    }

    /// A text of `views` with every word of `label` in order and a qualifier or two more (`LabelRewording.extended`).
    static func extendedWording(of label: String, in views: [ViewType]) -> ViewText? { LabelRewording.extended(label, in: views) }

    func kindText(_ k: LabelKind) -> String {
        switch k {
        case .labelValue: return "label/value row"
        case .stat: return "statistic"
        case .formField: return "form field"
        case .toggle: return "toggle"
        case .tableHeader: return "column"
        case .action: return "button"
        case .text: return "text"
        }
    }

    /// The view code that shows the label, in the view's framework.
    func fix(_ l: DataLabel, framework: CodeIdiom.Framework) -> Fix {
        framework == .uiKit ? .modifier(SwiftCode(uiKitCode(l))) : .modifier(SwiftCode(code(l)))
    }

    /// UIKit controls for the label, to add in the view controller's setup.
    func uiKitCode(_ l: DataLabel) -> [String] {
        let n = FieldMatcher.suggestedName(for: l)
        let text = "\"\(l.text)\""
        switch l.kind {
        case .toggle: return ["let \(n)Label = UILabel()", "\(n)Label.text = \(text)", "let \(n)Switch = UISwitch()"]
        case .action: return ["let \(n)Button = UIButton(type: .system)", "\(n)Button.setTitle(\(text), for: .normal)"]
        case .formField: return ["let \(n)Field = UITextField()", "\(n)Field.placeholder = \(text)"]
        default: return ["let \(n)Label = UILabel()", "\(n)Label.text = \(text)"]
        }
    }

    /// The view that shows the label, by kind.
    func code(_ l: DataLabel) -> String {
        switch l.kind {
        case .toggle: return "Toggle(\"\(l.text)\", isOn: $\(FieldMatcher.suggestedName(for: l)))"
        case .action: return "Button(\"\(l.text)\") { ... }"
        case .formField: return "TextField(\"\(l.text)\", text: $\(FieldMatcher.suggestedName(for: l)))"
        default: return "LabeledContent(\"\(l.text)\", value: \(FieldMatcher.suggestedName(for: l)))"
        }
    }
}
