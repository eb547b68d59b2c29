import LibXML

/// Font sizes that size pictographs, not text: a rule whose font size reaches, in the design (outside the page's chrome),
/// only elements whose text is pictographic (an emoji `<span class="text-2xl">📋</span>`, a symbol `✓`, an icon font's
/// glyph) sets how big an icon is drawn. It is an icon size, no text style the app owes a font token; a rule that also
/// sizes one element of words or numbers is a text style as before.
struct IconSizedRules: Sendable {
    /// Rules with a font size that reach at least one design element whose text is pictographic.
    private(set) var sizingGlyphs: Set<Int> = []
    /// Rules with a font size that reach at least one design element of other text (words, numbers, a field's value).
    private(set) var sizingText: Set<Int> = []

    /// Elements that draw no text of their own whatever their font size: an empty one of these is no text use.
    static let textlessElements: Set<String> = ["img", "svg", "picture", "video", "canvas", "hr", "br", "iframe", "audio", "object"]

    init() {}

    /// Reads one page: `nodesOfRule` and `inlineRules` (node → the rule of its `style` attribute) as the cascade
    /// matched them; only elements `onDesign` takes (not the page's chrome) count, and only rules setting a font size.
    init(
        document: MarkupDocument, rules: [StyleRule], nodesOfRule: [Int: [Int]], inlineRules: [Int: Int], onDesign: (Int) -> Bool
    ) {
        var kinds: [Int: Bool?] = [:]  // node → pictographic (true), text (false), nothing to read (nil)
        func kind(_ node: Int) -> Bool? {
            if let k = kinds[node] { return k }
            let text = document.textContent(of: node)
            let k: Bool? =
                text.isEmpty
                ? (Self.textlessElements.contains(document.nodes[node].name) ? nil : false) : Self.isPictographic(text)
            kinds[node] = k
            return k
        }
        func read(_ rule: Int, _ node: Int) {
            guard rule < rules.count, onDesign(node), Self.setsFontSize(rules[rule]) else { return }
            switch kind(node) {
            case true?: sizingGlyphs.insert(rule)
            case false?: sizingText.insert(rule)
            case nil: break
            }
        }
        for (rule, nodes) in nodesOfRule {
            for n in nodes where n < document.nodes.count {
                read(rule, n)
                if sizingText.contains(rule) { break }
            }
        }
        for (node, rule) in inlineRules where node < document.nodes.count { read(rule, node) }
    }

    /// Adds another page's reading.
    mutating func formUnion(_ other: IconSizedRules) {
        sizingGlyphs.formUnion(other.sizingGlyphs)
        sizingText.formUnion(other.sizingText)
    }

    /// Rules whose font size sizes only pictographs, on every page read.
    var iconOnly: Set<Int> { sizingGlyphs.subtracting(sizingText) }

    /// True when a rule declares a font size (`font-size`, or the `font` shorthand).
    static func setsFontSize(_ rule: StyleRule) -> Bool {
        rule.declarations.contains { $0.name == "font-size" || $0.name == "font" }
    }

    /// True when every character of `text` that is not a space is a pictograph (an emoji, a symbol, an icon font's
    /// private-use glyph) or joins one (a zero-width joiner, a variation selector, a skin-tone modifier, a keycap):
    /// `📋`, `👩‍💻`, `★★★`, `✓`. Letters, digits and punctuation make it text (`·` is punctuation, `3 ✓` is text).
    static func isPictographic(_ text: String) -> Bool {
        var pictographs = 0
        for u in text.unicodeScalars where !u.properties.isWhitespace {
            if u.value == 0x200D || (0xFE00...0xFE0F).contains(u.value) || u.value == 0x20E3 || (0xE0020...0xE007F).contains(u.value)
                || u.properties.isEmojiModifier
            {
                continue
            }
            // ASCII is never a pictograph: digits, `#` and `*` are emoji only in keycap sequences.
            guard u.value > 0x7F else { return false }
            if u.properties.isEmoji {
                pictographs += 1
                continue
            }
            switch u.properties.generalCategory {
            case .otherSymbol, .mathSymbol, .privateUse: pictographs += 1
            default: return false
            }
        }
        return pictographs > 0
    }
}
