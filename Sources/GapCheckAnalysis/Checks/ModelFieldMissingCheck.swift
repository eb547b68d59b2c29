import Foundation
import GapCheckModel

/// `model.field-missing`: a data label the design shows has no model property behind it.
public struct ModelFieldMissingCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "model.field-missing", severity: .medium, category: .models,
        summary: "A data-carrying label of the design (label/value row, stat, table column, form field) matches no model property by its words.",
        rationale: """
            A value the design shows ("Testing: 18") needs data; when no model has a property whose name \
            contains the label's words (`testingCapsulesCount`), the view cannot show it until the model and \
            its decoding are extended. Plurals, `count`/`total` and `formatted` suffixes are ignored. Labels of a \
            missing screen or section are reported with that screen or section. A stat tile the view shows, word \
            for word or reworded with a qualifier ("Avg Price" as "Avg Sale Price"), is computed from the data \
            and needs no property of its own; a label the view shows word for word as a `Text` of its own over a value is bound there (low). \
            A row the view shows as a control of its own (a toggle, picker or field whose label shares a word with it) is a \
            setting the view stores (`@AppStorage`), and a label naming a collection the app shows as a screen of its own \
            ("Library: 2.3 GB") is a summary computed from it: both low. So is a label carrying a reading (a clock time, a \
            number of three digits or more: "● REC 0:07"), which is sample data, not a field's name.
            """,
        examples: [
            RuleExample(
                design:
                    "<!DOCTYPE html><html><body data-screen=\"dashboard\"><h1>Dashboard</h1><div class=\"stat\"><span class=\"stat-value\">18</span><span class=\"stat-label\">Testing</span></div></body></html>",
                swift:
                    "import SwiftUI\n\nstruct SystemStatus {\n    var activeCapsulesCount: Int\n}\n\nstruct DashboardView: View {\n    var body: some View { Text(\"Dashboard\") }\n}\n",
                triggers: true, expectTitleContains: "Testing"),
            RuleExample(
                design:
                    "<!DOCTYPE html><html><body data-screen=\"dashboard\"><h1>Dashboard</h1><div class=\"stat\"><span class=\"stat-value\">24</span><span class=\"stat-label\">Total Capsules</span></div></body></html>",
                swift:
                    "import SwiftUI\n\nstruct SystemStatus {\n    var capsulesCount: Int\n}\n\nstruct DashboardView: View {\n    var body: some View { Text(\"Dashboard\") }\n}\n",
                triggers: false)
        ])

    /// Words of a credential field (`Password`, `Confirm Passcode`): secrets are never model properties.
    static let credentialWords: Set<String> = ["password", "passcode", "passphrase", "pin"]

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        var found: [String: Set<String>] = [:]
        var missingSections: [String: Set<String>] = [:]
        var hasView: Set<String> = []
        var viewOf: [String: String] = [:]
        // Built only for a stat tile the view does not show word for word: the views its view uses.
        var matcher: ScreenMatcher?
        var titled: [String: [(view: String, text: String)]]?
        // The views each screen's view reaches, by view: asked again for every field of the screen.
        var scopes: [String: [ViewType]] = [:]
        // The same views' texts as `LabelRewording` reads them, for the stats a view shows reworded.
        var rewordScopes: [String: LabelRewording.Scope] = [:]
        // Two design files may both have a screen of one name (two versions): what either's view shows counts.
        for m in context.matches.screens {
            // A component page's sample texts ("Option A", "Draft") are parameters, not data a model keeps.
            if m.isComponent { continue }
            found[m.screen.name, default: []].formUnion(m.labelsFound.map(TextNormalizer.normalize))
            missingSections[m.screen.name, default: []].formUnion(m.sectionsMissing.map(TextNormalizer.normalize))
            if let v = m.viewName {
                hasView.insert(m.screen.name)
                if viewOf[m.screen.name] == nil { viewOf[m.screen.name] = v }
            }
        }
        // No model types at all: the data layer is elsewhere (another module, generated code), so a
        // property-level finding would be a guess.
        guard !context.inventory.models.isEmpty else { return [] }
        var out: [Finding] = []
        var seen: Set<String> = []
        // Property names are compared by their words: a label in a script no property name is written in ("今日能量"
        // beside `dailyEnergy`, `shishen`) can never match, so its absence says nothing.
        let nonLatinNames = context.inventory.models.contains { m in
            m.properties.contains { p in p.name.unicodeScalars.contains { $0.value > 0x7F && $0.properties.isAlphabetic } }
        }
        for f in context.matches.fields where f.property == nil {
            let norm = TextNormalizer.normalize(f.label.text)
            if !nonLatinNames, !f.label.text.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic }) { continue }
            // A password typed into a sign-in form goes to the auth service; no data model keeps it.
            if !Set(FieldMatcher.words(f.label.text)).isDisjoint(with: Self.credentialWords) { continue }
            // A navigation row ("‹ Back" beside "Save") and a caption over a quotation ("You said" over the words said)
            // show no field of their own.
            if Self.isNavigation(f.label.text) || Self.isQuotation(f.label.sampleValue) { continue }
            // A missing screen or section is reported once, with its labels; a label the view shows without a
            // sample value in the design (a link row) needs no data.
            guard hasView.contains(f.screen), !FieldMatcher.words(f.label.text).isEmpty,
                !(f.label.section.map { missingSections[f.screen]?.contains(TextNormalizer.normalize($0)) ?? false } ?? false),
                !(found[f.screen]?.contains(norm) ?? false) || f.label.sampleValue != nil,
                seen.insert(f.screen + "|" + norm).inserted
            else { continue }
            // A stat tile the view shows ("Net Profit", "Items Sold") is computed from the data, rarely stored: the
            // shown label is the evidence that something backs it. A shown label-value row may show a placeholder.
            if f.label.kind == .stat, found[f.screen]?.contains(norm) ?? false { continue }
            // The same holds for a stat the view shows reworded ("Avg Price" as "Avg Sale Price").
            if f.label.kind == .stat, let view = viewOf[f.screen] {
                if rewordScopes[view] == nil {
                    if matcher == nil { matcher = ScreenMatcher(inventory: context.inventory, configuration: context.configuration) }
                    let scope = scopes[view] ?? matcher.flatMap { sm in context.inventory.views.first { $0.name == view }.map(sm.closure) } ?? []
                    scopes[view] = scope
                    rewordScopes[view] = LabelRewording.Scope(scope)
                }
                if LabelRewording.extended(f.label.text, in: rewordScopes[view]!) != nil { continue }
            }
            let type = f.label.sampleValue.map(Self.swiftType) ?? "String"
            let model = f.suggestedModel
            // The view shows the label, and the model behind the screen has a property named with all its words but one
            // (`calories` for "Calories Burned"): the field is there, named shorter.
            let shorter =
                (found[f.screen]?.contains(norm) ?? false)
                ? model.flatMap { name in context.inventory.models.first { $0.name == name } }.flatMap { Self.shorterName(for: f.label.text, in: $0) } : nil
            // The view shows the label word for word as a caption of its own (`Text("Wake at")` over the routine's time):
            // the value beside it is bound in the view, to a property of another name or a computed value, so a missing
            // property is a naming question. A row that carries its value (`LabeledContent("Cadence", value: "—")`) may
            // show a placeholder, so it stays a gap.
            var shown = false
            var scope: [ViewType] = []
            if let view = viewOf[f.screen] {
                if let known = scopes[view] {
                    scope = known
                } else {
                    if matcher == nil { matcher = ScreenMatcher(inventory: context.inventory, configuration: context.configuration) }
                    scope = matcher.flatMap { sm in context.inventory.views.first { $0.name == view }.map(sm.closure) } ?? []
                    scopes[view] = scope
                }
            }
            if found[f.screen]?.contains(norm) ?? false {
                shown = scope.contains { v in v.texts.contains { $0.element == "Text" && TextNormalizer.normalize($0.text) == norm } }
            }
            // Values the app keeps outside its model types: a setting the view binds to a control of its own, or a
            // summary of a collection the app shows as a screen of its own.
            let setting = shorter == nil && !shown ? Self.control(naming: f.label.text, in: scope) : nil
            var collection: (view: String, text: String)?
            if shorter == nil, !shown, setting == nil {
                if titled == nil { titled = Self.titledViews(context.inventory) }
                collection = Self.screenTitled(f.label.text, titled: titled ?? [:], besides: scope)
            }
            let kept =
                setting.map {
                    " The view shows a control for it (`\($0.element)(\"\($0.text)\")`): a setting the view binds and stores itself (`@AppStorage`, `@State`, a settings object), not a model property."
                }
                ?? collection.map {
                    " The app shows \"\($0.text)\" as a screen of its own (`\($0.view)`): the value is a summary of that collection (a count, a size), computed where it is shown rather than stored."
                } ?? ""
            // A label carrying a timer or a record number ("● REC 0:07") is itself a reading of data, not a field's name.
            let figure = SampleReadout.figure(in: f.label.text)
            out.append(
                Finding(
                    rule: Self.description.id, severity: shorter != nil || shown || !kept.isEmpty || figure != nil ? .low : Self.description.severity,
                    category: .models,
                    title: "No model property for \"\(f.label.text)\" (design \(f.screen)\(f.label.sampleValue.map { ": \($0)" } ?? ""))",
                    message:
                        "No property of any model type has the words of \"\(f.label.text)\"\(model.map { "; `\($0)` backs the other values of this screen" } ?? "")."
                        + (shorter.map {
                            " The view shows the label, and `\(model ?? "").\($0.name)` has all its words but one: likely the same field, named shorter."
                        }
                            ?? (shown
                                ? " The view shows the label word for word as a caption of its own, so the value beside it is bound there, to a property of another name or a computed value."
                                : kept))
                        + (figure.map {
                            " The label holds the reading \"\($0)\" (a time, a count or a record number): it is sample data the app builds from its state, not the name of a stored field."
                        } ?? ""),
                    expected: FindingSide(name: f.label.text, value: f.label.sampleValue, location: f.label.location),
                    actual: model.map { FindingSide(name: $0, location: f.suggestedModelLocation) },
                    fix: .declaration(SwiftCode("var \(f.suggestedProperty): \(type)", name: f.suggestedProperty, comment: model.map { "in \($0)" })),
                    fixLocation: f.suggestedModelLocation, key: CheckSupport.key(f.screen, norm)))
        }
        return out
    }

    /// Glyphs that point back or forward: a label beginning or ending with one is a link or a navigation control
    /// ("‹ Back", "← Workouts", "See all ›"), in any language.
    static let navigationGlyphs: Set<Character> = ["‹", "›", "«", "»", "←", "→", "<", ">", "❮", "❯", "〈", "〉", "⟨", "⟩", "⟵", "⟶", "＜", "＞"]

    /// True when `label` begins or ends with a navigation glyph (`navigationGlyphs`).
    static func isNavigation(_ label: String) -> Bool {
        let t = label.trimmingCharacters(in: .whitespacesAndNewlines)
        guard t.count > 1, let first = t.first, let last = t.last else { return false }
        return navigationGlyphs.contains(first) || navigationGlyphs.contains(last)
    }

    /// Quotation marks that open a quotation, each with the marks that may close it.
    static let quotationMarks: [Character: Set<Character>] = [
        "\"": ["\""], "“": ["”", "“"], "„": ["“", "”"], "«": ["»"], "»": ["«"], "「": ["」"], "『": ["』"], "‘": ["’"], "'": ["'"]
    ]

    /// True when a sample value is a quotation of several words (`"Bench press 225 for 5"`): its label is a caption
    /// over words someone said or wrote, kept whole in a text property named after what it is (content, message), never
    /// after the caption.
    static func isQuotation(_ value: String?) -> Bool {
        guard let t = value?.trimmingCharacters(in: .whitespacesAndNewlines), t.count > 2, let open = t.first, let close = t.last,
            quotationMarks[open]?.contains(close) == true
        else { return false }
        return t.dropFirst().dropLast().split(whereSeparator: \.isWhitespace).count >= 2
    }

    /// Controls whose label names a value the user sets: what they bind is stored by the view (`@AppStorage`, `@State`).
    static let settingControls: Set<String> = ["Toggle", "Picker", "TextField", "SecureField", "Stepper", "Slider", "DatePicker"]

    /// A control of `scope` whose label shares a meaningful word with `label` ("Kota (manual)" and `Picker("Kota")`,
    /// "Lokasi waktu shalat" and `Toggle("Lokasi otomatis")`): the design row is that setting. Words of three letters
    /// or fewer are too common to tell. Nil when none.
    static func control(naming label: String, in scope: [ViewType]) -> ViewText? {
        let want = Set(FieldMatcher.words(label).filter { $0.count > 3 })
        guard !want.isEmpty else { return nil }
        for v in scope {
            for t in v.texts where settingControls.contains(t.element) && !want.isDisjoint(with: FieldMatcher.words(t.text)) { return t }
        }
        return nil
    }

    /// The views the app shows, by the normalized text of each of their literal navigation titles and tab labels, in
    /// view-name order, each with the title as written: built once per run (`screenTitled` asks for every field).
    static func titledViews(_ inventory: Inventory) -> [String: [(view: String, text: String)]] {
        var out: [String: [(view: String, text: String)]] = [:]
        for v in inventory.views.sorted(by: { $0.name < $1.name }) where !inventory.unshownViews.contains(v.name) {
            let titles = v.texts.filter(\.namesScreen).map(\.text) + v.tabTitles
            var seen = Set<String>()
            for t in titles {
                let norm = TextNormalizer.normalize(t)
                guard !norm.isEmpty, seen.insert(norm).inserted else { continue }
                out[norm, default: []].append((v.name, t))
            }
        }
        return out
    }

    /// A view outside `scope` whose literal navigation title or tab label is `label` ("Library: 2.3 GB" beside a
    /// `LibraryView` titled "Library"): the label names a collection the app shows as a screen. Nil when none.
    /// `titled` is `titledViews` of the inventory.
    static func screenTitled(_ label: String, titled: [String: [(view: String, text: String)]], besides scope: [ViewType]) -> (
        view: String, text: String
    )? {
        let norm = TextNormalizer.normalize(label)
        guard !norm.isEmpty, let views = titled[norm] else { return nil }
        let own = Set(scope.map(\.name))
        return views.first { !own.contains($0.view) }
    }

    /// The property of `model` whose meaningful words are the label's but one (`calories` for "Calories Burned",
    /// `distance` for "Distance Walked"), at least one word kept and none added; nil when none or several.
    static func shorterName(for label: String, in model: ModelType) -> ModelProperty? {
        let want = Set(FieldMatcher.words(label))
        guard want.count >= 2 else { return nil }
        let hits = model.properties.filter { p in
            let have = Set(FieldMatcher.words(p.name))
            return !have.isEmpty && have.isSubset(of: want) && have.count == want.count - 1
        }
        return hits.count == 1 ? hits.first : nil
    }

    /// `24` → Int, `3.5` → Double, `On`/`Off` → Bool, else String.
    static func swiftType(_ sample: String) -> String {
        let t = sample.trimmingCharacters(in: .whitespaces)
        if Int(t.replacingOccurrences(of: ",", with: "")) != nil { return "Int" }
        if Double(t) != nil { return "Double" }
        if ["on", "off", "yes", "no", "true", "false", "enabled", "disabled"].contains(t.lowercased()) { return "Bool" }
        return "String"
    }
}
