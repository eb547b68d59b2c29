import GapCheckModel

/// Ways an app shows a design's label in other words, so that the label is there and only its wording differs.
///
/// - Extended: every word of the design's label, in order, with a qualifier or two more ("Avg Price" → "Avg Sale
///   Price").
/// - Qualifier dropped: the label without its parenthetical qualifier ("City (manual)" → "City").
/// - Split over a section: the words of one design row said by a control and the title of the `Section` it sits in
///   ("Detection sensitivity" → `Section("Detection") { Picker("Sensitivity") }`): a flat settings list in the design
///   becomes grouped settings in the app.
struct LabelRewording: Sendable {
    /// The text of the app that shows the label.
    let text: ViewText
    /// Why it is the same label, for the message.
    let explanation: String

    /// Most words a code text may add to the design's label and still be read as the same label reworded.
    static let maxAddedWords = 2

    /// The first rewording of `label` that `views` show, nil when none does.
    static func find(_ label: String, in views: [ViewType]) -> LabelRewording? {
        if let t = extended(label, in: views) {
            return LabelRewording(text: t, explanation: "which has every word of the design's label")
        }
        if let t = qualifierDropped(label, in: views) {
            return LabelRewording(text: t, explanation: "the design's label without its qualifier in parentheses")
        }
        if let (t, section) = splitOverSection(label, in: views) {
            return LabelRewording(text: t, explanation: "in its section \"\(section.text)\", which together say every word of the design's label")
        }
        return nil
    }

    private static func words(_ s: String) -> [String] { TextNormalizer.normalize(s).split(separator: " ").map(String.init) }

    /// A text of `views` that contains every word of the design's `label`, in order, with at most `maxAddedWords` words
    /// more (`Avg Price` ↔ `Avg Sale Price`, `Revenue` ↔ `Total Revenue`). A code text with fewer words than the
    /// design's (`Revenue` for `Today's Revenue`) drops a qualifier the design states, so it does not count.
    static func extended(_ label: String, in views: [ViewType]) -> ViewText? {
        let want = words(label)
        guard !want.isEmpty, want.contains(where: { $0.count >= 3 && $0.contains(where: \.isLetter) }) else { return nil }
        for v in views {
            for t in v.texts.sorted(by: { $0.location < $1.location }) {
                let have = words(t.text)
                guard have.count > want.count, have.count - want.count <= maxAddedWords else { continue }
                // `want` is a subsequence of `have`.
                var i = 0
                for w in have where i < want.count && w == want[i] { i += 1 }
                if i == want.count { return t }
            }
        }
        return nil
    }

    /// A text of `views` that is the label without a qualifier in parentheses (`Kota (manual)` → `Kota`).
    static func qualifierDropped(_ label: String, in views: [ViewType]) -> ViewText? {
        guard let open = label.firstIndex(of: "("), let close = label[open...].firstIndex(of: ")") else { return nil }
        let bare = words(String(label[..<open]) + " " + String(label[label.index(after: close)...]))
        guard !bare.isEmpty, bare.contains(where: { $0.count >= 3 }) else { return nil }
        for v in views {
            if let t = v.texts.sorted(by: { $0.location < $1.location }).first(where: { words($0.text) == bare }) { return t }
        }
        return nil
    }

    /// A control text of `views` and the `Section` header it follows in its file (the nearest one before it, in source
    /// order) that together hold every word of the label, each holding one of them at least, the control adding at
    /// most `maxAddedWords` words of its own.
    static func splitOverSection(_ label: String, in views: [ViewType]) -> (ViewText, ViewText)? {
        let want = Set(words(label))
        guard want.count >= 2 else { return nil }
        for v in views {
            var section: ViewText?
            for t in v.texts.sorted(by: { $0.location < $1.location }) {
                if t.element == "Section" {
                    section = t
                    continue
                }
                guard let s = section, s.location.file == t.location.file else { continue }
                let own = Set(words(t.text))
                let header = Set(words(s.text))
                guard !own.isDisjoint(with: want), !header.isDisjoint(with: want), want.isSubset(of: own.union(header)),
                    own.subtracting(want).count <= maxAddedWords
                else { continue }
                return (t, s)
            }
        }
        return nil
    }
}
