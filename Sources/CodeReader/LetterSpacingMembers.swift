import GapCheckModel

/// Letter spacing a token file declares beside a font rather than in it: a `letterSpacing`/`tracking`/`kerning` member
/// of the type whose one font it is (one struct per text style holding `font`, `fontSize`, `letterSpacing`), or a member
/// named after the font in the font's own type (`titleTracking` beside `title`). The font carries it in points and names
/// the member, so a finding's fix edits that number.
enum LetterSpacingMembers {
    /// Gives each font token without a letter spacing of its own the one declared beside it.
    static func attach(to fonts: inout [FontToken], from lengths: [LengthToken]) {
        var byOwner: [String: [Int]] = [:]
        for (i, f) in fonts.enumerated() { byOwner[f.owner ?? "", default: []].append(i) }
        for l in lengths {
            guard let stem = stem(of: l.name), let members = byOwner[l.owner ?? ""] else { continue }
            let targets: [Int]
            if stem.isEmpty {
                // A bare `letterSpacing` belongs to the type's font only when the type holds one (its size beside it
                // is the same style); in a type of many fonts it says nothing about which.
                guard members.filter({ fonts[$0].sizeOnly != true }).count == 1 else { continue }
                targets = members
            } else {
                targets = members.filter { NameWords.split(fonts[$0].name) == stem }
            }
            for i in targets where fonts[i].spec.letterSpacing == nil {
                fonts[i].spec.letterSpacing = l.value
                fonts[i].letterSpacingToken = l.qualifiedName
            }
        }
    }

    /// The words before a letter spacing name's last words (`titleTracking` → `title`, `letterSpacing` → none); nil for
    /// a name that is not a letter spacing.
    static func stem(of name: String) -> [String]? {
        let words = NameWords.split(name)
        if words.count >= 2, words.suffix(2) == ["letter", "spacing"] { return Array(words.dropLast(2)) }
        if let last = words.last, ["tracking", "kerning", "kern"].contains(last) { return Array(words.dropLast()) }
        return nil
    }
}
