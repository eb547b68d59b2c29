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

    /// The texts of some views as the rewordings read them: each view's texts in source order, with their words.
    /// Built once for a view's scope and asked for each of its labels, instead of sorting and splitting every text
    /// of the scope again for each label.
    struct Scope: Sendable {
        /// A text of a view and its normalized words.
        struct Text: Sendable {
            let text: ViewText
            let words: [String]
        }

        /// Per view, in the order of the views given, its texts sorted by location.
        let views: [[Text]]

        init(_ views: [ViewType]) {
            self.views = views.map { v in
                v.texts.sorted(by: { $0.location < $1.location }).map { Text(text: $0, words: LabelRewording.words($0.text)) }
            }
        }
    }

    /// The first rewording of `label` that `views` show, nil when none does.
    static func find(_ label: String, in views: [ViewType]) -> LabelRewording? { find(label, in: Scope(views)) }

    /// The first rewording of `label` that the views of `scope` show, nil when none does.
    static func find(_ label: String, in scope: Scope) -> LabelRewording? {
        if let t = extended(label, in: scope) {
            return LabelRewording(text: t, explanation: "which has every word of the design's label")
        }
        if let t = qualifierDropped(label, in: scope) {
            return LabelRewording(text: t, explanation: "the design's label without its qualifier in parentheses")
        }
        if let (t, section) = splitOverSection(label, in: scope) {
            return LabelRewording(text: t, explanation: "in its section \"\(section.text)\", which together say every word of the design's label")
        }
        return nil
    }

    private static func words(_ s: String) -> [String] { TextNormalizer.normalize(s).split(separator: " ").map(String.init) }

    /// A text of `views` that contains every word of the design's `label`, in order, with at most `maxAddedWords` words
    /// more (`Avg Price` ↔ `Avg Sale Price`, `Revenue` ↔ `Total Revenue`). A code text with fewer words than the
    /// design's (`Revenue` for `Today's Revenue`) drops a qualifier the design states, so it does not count.
    static func extended(_ label: String, in views: [ViewType]) -> ViewText? { extended(label, in: Scope(views)) }

    /// `extended(_:in:)` over a scope built once.
    static func extended(_ label: String, in scope: Scope) -> ViewText? {
        let want = words(label)
        guard !want.isEmpty, want.contains(where: { $0.count >= 3 && $0.contains(where: \.isLetter) }) else { return nil }
        for texts in scope.views {
            for t in texts {
                let have = t.words
                guard have.count > want.count, have.count - want.count <= maxAddedWords else { continue }
                // `want` is a subsequence of `have`.
                var i = 0
                for w in have where i < want.count && w == want[i] { i += 1 }
                if i == want.count { return t.text }
            }
        }
        return nil
    }

    /// A text of `views` that is the label without a qualifier in parentheses (`Kota (manual)` → `Kota`).
    static func qualifierDropped(_ label: String, in views: [ViewType]) -> ViewText? { qualifierDropped(label, in: Scope(views)) }

    /// `qualifierDropped(_:in:)` over a scope built once.
    static func qualifierDropped(_ label: String, in scope: Scope) -> ViewText? {
        guard let open = label.firstIndex(of: "("), let close = label[open...].firstIndex(of: ")") else { return nil }
        let bare = words(String(label[..<open]) + " " + String(label[label.index(after: close)...]))
        guard !bare.isEmpty, bare.contains(where: { $0.count >= 3 }) else { return nil }
        for texts in scope.views {
            if let t = texts.first(where: { $0.words == bare }) { return t.text }
        }
        return nil
    }

    /// A control text of `views` and the `Section` header it follows in its file (the nearest one before it, in source
    /// order) that together hold every word of the label, each holding one of them at least, the control adding at
    /// most `maxAddedWords` words of its own.
    static func splitOverSection(_ label: String, in views: [ViewType]) -> (ViewText, ViewText)? { splitOverSection(label, in: Scope(views)) }

    /// `splitOverSection(_:in:)` over a scope built once.
    static func splitOverSection(_ label: String, in scope: Scope) -> (ViewText, ViewText)? {
        let want = Set(words(label))
        guard want.count >= 2 else { return nil }
        for texts in scope.views {
            var section: Scope.Text?
            for t in texts {
                if t.text.element == "Section" {
                    section = t
                    continue
                }
                guard let s = section, s.text.location.file == t.text.location.file else { continue }
                let own = Set(t.words)
                let header = Set(s.words)
                guard !own.isDisjoint(with: want), !header.isDisjoint(with: want), want.isSubset(of: own.union(header)),
                    own.subtracting(want).count <= maxAddedWords
                else { continue }
                return (t.text, s.text)
            }
        }
        return nil
    }
}
