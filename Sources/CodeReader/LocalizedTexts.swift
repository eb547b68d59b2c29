import GapCheckModel

/// The texts users see where views write localization keys: `Text("settings.title")`, `NSLocalizedString("welcome",
/// comment: "")`, `String(localized: "\(count) items")` show their string table's value in the development language,
/// not the key.
///
/// A written text is looked up as a key of the app's tables (`StringTable`); a text with interpolations as the key
/// with format specifiers in their places (`"\(n) items"` ↔ `%lld items`). A key several tables hold is read from
/// the table nearest the code (the app's own beside a package's), then from `Localizable`. A text no table holds is
/// shown as written: it is a literal, or a key that is its own English text.
struct LocalizedTexts: Sendable {
    private let tables: [StringTable]
    private let folders: [[Substring]]
    /// The keys with format specifiers, by their fixed pieces' signature: table index and key.
    private let formatKeys: [String: [(table: Int, key: String)]]
    /// The keys by their development-language value, for texts written as that value (`String(localized: "goal",
    /// defaultValue: "Your goal")` shows its default): table index and key, the first by sorted key.
    private let keysByValue: [String: (table: Int, key: String)]

    init(_ tables: [StringTable]) {
        self.tables = tables
        folders = tables.map { $0.folder.split(separator: "/") }
        var formatKeys: [String: [(table: Int, key: String)]] = [:]
        for (t, table) in tables.enumerated() {
            // Sorted, so of two keys alike but for their specifiers (`%@ items`, `%lld items`) one is always chosen.
            for key in table.texts.keys.sorted() where key.contains("%") {
                let pieces = FormatPieces(format: key)
                if !pieces.positions.isEmpty { formatKeys[pieces.signature, default: []].append((t, key)) }
            }
        }
        self.formatKeys = formatKeys
        var keysByValue: [String: (table: Int, key: String)] = [:]
        for (t, table) in tables.enumerated() {
            for key in table.texts.keys.sorted() where !table.translations[key, default: []].isEmpty {
                if let value = table.texts[key], !value.isEmpty, !value.contains("%"), keysByValue[value] == nil { keysByValue[value] = (t, key) }
            }
        }
        self.keysByValue = keysByValue
    }

    /// The text the app shows for `written` (a literal as the code reader keeps it: `"\(n) min"`) in the code of
    /// `file`, specifiers written back as interpolations; nil when no table holds it.
    func shown(_ written: String, in file: String) -> String? {
        let source = FormatPieces(written: written)
        if source.expressions.isEmpty {
            let key = source.fixed[0]
            guard let t = nearest(tables.indices.filter { tables[$0].texts[key]?.isEmpty == false }, to: file), let value = tables[t].texts[key]
            else { return nil }
            let shown = FormatPieces(format: value)
            return shown.positions.isEmpty ? value : shown.written(with: [])
        }
        guard let candidates = formatKeys[source.signature],
            let t = nearest(candidates.map(\.table), to: file),
            let key = candidates.first(where: { $0.table == t })?.key, let value = tables[t].texts[key], !value.isEmpty
        else { return nil }
        return FormatPieces(format: value).written(with: source.expressions)
    }

    /// The texts the app's other languages show for `written` where `shown(_:in:)` finds one, interpolations written
    /// back in the same places; empty when no other language translates it.
    func translated(_ written: String, in file: String) -> [String] {
        let source = FormatPieces(written: written)
        if source.expressions.isEmpty {
            var key = source.fixed[0]
            var table = nearest(tables.indices.filter { tables[$0].texts[key]?.isEmpty == false }, to: file)
            if table == nil, let byValue = keysByValue[key] { (table, key) = (byValue.table, byValue.key) }
            guard let t = table else { return [] }
            return (tables[t].translations[key] ?? []).map { value in
                let shown = FormatPieces(format: value)
                return shown.positions.isEmpty ? value : shown.written(with: [])
            }
        }
        guard let candidates = formatKeys[source.signature],
            let t = nearest(candidates.map(\.table), to: file),
            let key = candidates.first(where: { $0.table == t })?.key
        else { return [] }
        return (tables[t].translations[key] ?? []).map { FormatPieces(format: $0).written(with: source.expressions) }
    }

    /// `written` itself when it is a value the tables translate under another key (a default value written in code).
    func keyedValue(_ written: String) -> String? { keysByValue[written] == nil ? nil : written }

    /// Of the tables `candidates` names, the one whose folder shares the most of `file`'s path, then `Localizable`,
    /// then the first by path.
    private func nearest(_ candidates: [Int], to file: String) -> Int? {
        guard candidates.count > 1 else { return candidates.first }
        let parts = file.split(separator: "/")
        func shared(_ t: Int) -> Int { zip(folders[t], parts).prefix { $0 == $1 }.count }
        return candidates.min { a, b in
            (-shared(a), tables[a].name == "Localizable" ? 0 : 1, tables[a].path) < (-shared(b), tables[b].name == "Localizable" ? 0 : 1, tables[b].path)
        }
    }

    /// Every text of the inventory's code that a table holds, replaced by what the app shows for it: the views'
    /// texts and tab titles, the tab bars, the elements' texts and accessibility labels, the texts models return.
    /// Storyboards and xibs write their texts, not keys.
    static func apply(_ tables: [StringTable], to inventory: inout Inventory) {
        guard !tables.isEmpty else { return }
        let texts = LocalizedTexts(tables)
        let translating = tables.contains { !$0.translations.isEmpty }
        var translations: [String: [String]] = [:]
        defer { inventory.translations = translations }
        func resolved(_ text: String, _ file: String) -> String {
            guard !file.hasSuffix(".storyboard"), !file.hasSuffix(".xib"), let shown = texts.shown(text, in: file) ?? texts.keyedValue(text) else {
                return text
            }
            // The other languages' texts, indexed by the shown one: one entry per text, however many views show it.
            if translating, translations[shown] == nil {
                let others = texts.translated(text, in: file).filter { $0 != shown }
                if !others.isEmpty { translations[shown] = others }
            }
            return shown
        }
        for v in inventory.views.indices where inventory.views[v].kind != .storyboard {
            let file = inventory.views[v].location.file
            for t in inventory.views[v].texts.indices {
                inventory.views[v].texts[t].text = resolved(inventory.views[v].texts[t].text, inventory.views[v].texts[t].location.file)
            }
            for t in inventory.views[v].chromeTexts.indices {
                inventory.views[v].chromeTexts[t].text = resolved(
                    inventory.views[v].chromeTexts[t].text, inventory.views[v].chromeTexts[t].location.file)
            }
            inventory.views[v].tabTitles = inventory.views[v].tabTitles.map { resolved($0, file) }
        }
        for b in inventory.tabBars.indices {
            for t in inventory.tabBars[b].tabs.indices {
                inventory.tabBars[b].tabs[t].title = resolved(inventory.tabBars[b].tabs[t].title, inventory.tabBars[b].tabs[t].location.file)
            }
        }
        for e in inventory.elements.indices {
            let file = inventory.elements[e].location.file
            if let text = inventory.elements[e].text { inventory.elements[e].text = resolved(text, file) }
            if let label = inventory.elements[e].accessibilityLabel { inventory.elements[e].accessibilityLabel = resolved(label, file) }
        }
        for t in inventory.computedTexts.indices {
            inventory.computedTexts[t].text = resolved(inventory.computedTexts[t].text, inventory.computedTexts[t].location.file)
        }
    }
}
