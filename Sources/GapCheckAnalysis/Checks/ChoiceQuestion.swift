/// A heading over lettered choices is a question of the page's sample content, not a section title.
///
/// A quiz, a poll or a survey screen draws one sample question with its options marked "A", "B", "C"; the app draws the question and its options from its data (`Text(question.prompt)`, `ForEach(question.options)`),
/// so the question's wording is a value, whatever its language.
enum ChoiceQuestion {
    /// Why the section whose texts are `contents` is a sample question, or nil: three texts or more open with the
    /// successive letters of a choice (`A`, `B`, `C`…; `A.`, `(b)`, `C、`), each followed by the option. Numbers are left
    /// out: numbered steps ("1 Open the app") are fixed copy.
    static func evidence(contents: [String]) -> String? {
        let markers = contents.compactMap(marker)
        for start in ["A", "a"] {
            guard let first = start.unicodeScalars.first else { continue }
            var run: [String] = []
            var want = first.value
            for m in markers where m.unicodeScalars.first?.value == want {
                run.append(m)
                want += 1
            }
            if run.count >= 3 {
                return "it is followed by choices marked \(run.joined(separator: ", ")): a question the app draws from its data"
            }
        }
        return nil
    }

    /// The choice letter `text` opens with (one ASCII letter, alone or in `.`/`)`/`(`/`、`/`:`), followed by the
    /// option's words; nil otherwise.
    static func marker(_ text: String) -> String? {
        // A letter drawn in its own badge may be joined to the option's text (`AMercury`, `A只在…`): a capital followed by
        // a capital or a letter of another script.
        let chars = Array(text)
        if chars.count > 2, chars[0].isASCII, chars[0].isUppercase, chars[1].isLetter, chars[1].isUppercase || !chars[1].isASCII,
            !chars[2].isUppercase
        {
            return String(chars[0])
        }
        let parts = text.split(maxSplits: 1, whereSeparator: \.isWhitespace)
        guard parts.count == 2, parts[1].contains(where: \.isLetter) else { return nil }
        let mark = parts[0].filter { !".)(、:：".contains($0) }
        guard mark.count == 1, let c = mark.first, c.isASCII, c.isLetter else { return nil }
        return String(c)
    }
}
