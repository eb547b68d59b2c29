import GapCheckModel

/// Ways an app shows a design's label in other words, so that the label is there and only its wording differs.
///
/// - Extended: every word of the design's label, in order, with a qualifier or two more ("Avg Price" → "Avg Sale
///   Price").
/// - Qualifier dropped: the label without its parenthetical qualifier ("City (manual)" → "City").
/// - Split over a section: the words of one design row said by a control and the title of the `Section` it sits in
///   ("Detection sensitivity" → `Section("Detection") { Picker("Sensitivity") }`): a flat settings list in the design
///   becomes grouped settings in the app.
/// - Unspaced script: in a script written without spaces between words (Chinese, Japanese, Thai), the app's text is
///   the design's label with a qualifier of a few characters more ("日期" → "开始日期") or less ("开始日期" → "日期"),
///   the label's head kept: the same label, as word sets find it in spaced scripts.
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
            /// The text as one run of an unspaced script (`UnspacedScript.run`), nil for any other text.
            let run: UnspacedScript.Run?
        }

        /// Per view, in the order of the views given, its texts sorted by location.
        let views: [[Text]]

        init(_ views: [ViewType]) {
            self.views = views.map { v in
                v.texts.sorted(by: { $0.location < $1.location }).map { Text(text: $0, words: LabelRewording.words($0.text), run: UnspacedScript.run($0.text)) }
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
        if let (t, contains) = unspacedContainment(label, in: scope) {
            return LabelRewording(
                text: t,
                explanation: contains
                    ? "which is the design's label with a qualifier more (the script writes no spaces between words)"
                    : "the design's label without its qualifier, the part that names the thing (the script writes no spaces between words)")
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

    /// Most characters an app text of an unspaced script may add to or drop from the design's label and still be read
    /// as the same label: about two words of two characters, as `maxAddedWords` allows in spaced scripts.
    static let maxAddedCharacters = 4

    /// Fewest characters of the shorter of the two texts: one character of Chinese or Japanese is too common a part of
    /// labels to stand for one.
    static let minContainedCharacters = 2

    /// Fewest characters of a design label looked for in the app's texts: a two-character word ends too many phrases
    /// (活动 ends 创建活动, "create an activity"), as `extended` wants a word of three letters of a spaced label.
    static let minLabelCharacters = 3

    /// A text of the scope's views in the same unspaced script as `label` where one of the two is the other with a
    /// qualifier of at most `maxAddedCharacters` more: the shorter is the longer's head, its end in Chinese and Japanese
    /// (开始**日期**), its start in Thai (**วันที่**เริ่ม); a modifier alone (活动 in 活动描述) names another thing. The app's
    /// text that adds a qualifier (`contains` true) before one that drops it, and of those the longest. Nil for labels
    /// of spaced scripts.
    static func unspacedContainment(_ label: String, in scope: Scope) -> (ViewText, contains: Bool)? {
        guard let want = UnspacedScript.run(label), want.text.count >= minLabelCharacters else { return nil }
        func heads(_ long: String, _ short: String) -> Bool { want.headFinal ? long.hasSuffix(short) : long.hasPrefix(short) }
        var dropped: (text: ViewText, length: Int)?
        for texts in scope.views {
            for t in texts {
                guard let have = t.run, have.headFinal == want.headFinal, have.text != want.text,
                    abs(have.text.count - want.text.count) <= maxAddedCharacters, min(have.text.count, want.text.count) >= minContainedCharacters
                else { continue }
                if heads(have.text, want.text) { return (t.text, true) }
                if heads(want.text, have.text), have.text.count > dropped?.length ?? 0 { dropped = (t.text, have.text.count) }
            }
        }
        return dropped.map { ($0.text, false) }
    }
}

/// Scripts written without spaces between words: a label is one run of characters, so a qualifier shows as more
/// characters, not as another word. Korean (Hangul) is written with spaces and is not one of them.
enum UnspacedScript {
    /// A text of one unspaced script, its spaces and punctuation removed, and where that script puts a compound's head.
    struct Run: Sendable, Hashable {
        let text: String
        /// True for Chinese and Japanese, whose compounds end in the word they name (开始**日期**, 予約**日時**); false for
        /// the scripts of Southeast Asia, whose compounds start with it (Thai **วันที่**เริ่มต้น).
        let headFinal: Bool
    }

    /// Where a scalar's script puts a compound's head, for the unspaced scripts.
    enum Order: Sendable, Hashable {
        case headFinal, headFirst, spaced
    }

    /// `text` as a run when every letter of it is Han or kana (head-final) or every letter is Thai, Lao, Khmer or Myanmar
    /// (head-first); nil for any other text, for mixed scripts and for text without letters.
    static func run(_ text: String) -> Run? {
        let letters = TextNormalizer.normalize(text).filter { $0 != " " }
        guard !letters.isEmpty else { return nil }
        let orders = Set(letters.unicodeScalars.map(order))
        guard orders.count == 1, let only = orders.first, only != .spaced else { return nil }
        return Run(text: letters, headFinal: only == .headFinal)
    }

    /// The order of the script of `s`: Han and kana head-final; Thai, Lao, Khmer and Myanmar head-first; else spaced.
    static func order(_ s: Unicode.Scalar) -> Order {
        switch s.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            return .headFinal
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF:
            return .headFirst
        default:
            return .spaced
        }
    }
}
