import GapCheckModel
import LibXML

/// Captions that are not data, and screens that only list states.
///
/// A mockup labels more than data: a small caption over a heading or a sentence ("Before you start" over "You need one
/// alarm") introduces copy, and a pane of captioned notices ("Wrong password", then the notice the app shows) is a
/// catalogue of the states another screen takes, not a screen of its own.
extension StructureExtractor {
    /// Class words of a notice, alert or message box: a state the app shows, never a data value.
    static let noticeWords: Set<String> = ["notice", "alert", "callout", "banner", "toast", "snackbar", "warning", "error", "message", "flash", "admonition"]

    /// True when `n` is (or its class says) a notice box: `.notice`, `.alert-warning`, `role="alert"`.
    func isNotice(_ n: Int) -> Bool {
        if ["alert", "status"].contains(doc.nodes[n].attribute("role") ?? "") { return true }
        return classes(n).contains { c in !Self.noticeWords.isDisjoint(with: NameWords.split(c)) }
    }

    /// True when the value beside a label is copy, not data: a heading (or a block holding one), a notice, or a
    /// sentence under a caption of three words or more ("What can never be sent" over "Each connection is limited…").
    /// One- and two-word labels over a sentence ("Bio", "About me") stay data: a profile's text is a value.
    func isCaptionOverProse(_ label: Int, _ value: Int) -> Bool {
        let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
        if headings.contains(doc.nodes[value].name) || descendants(of: value, limit: 200).contains(where: { headings.contains(doc.nodes[$0].name) }) {
            return true
        }
        if isNotice(value) { return true }
        let labelWords = MarkupDocument.collapseWhitespace(doc.textContent(of: label)).split(separator: " ").filter { $0.contains(where: \.isLetter) }
        return labelWords.count >= 3 && Self.isSentence(MarkupDocument.collapseWhitespace(doc.textContent(of: value)))
    }

    /// A sentence of copy: six words of letters or more, or three or more ending with `.`, `!` or `?`. An address or
    /// a date has fewer words of letters ("12 Main Street, Springfield" has three).
    static func isSentence(_ text: String) -> Bool {
        let words = text.split(separator: " ").filter { $0.contains(where: \.isLetter) }
        if words.count >= 6 { return true }
        guard let last = text.last, ".!?。！？".contains(last), !text.hasSuffix("...") else { return false }
        return words.count >= 3
    }

    /// True when the screen is a catalogue of states: one block of two or more captioned groups, each holding a
    /// notice ("Subscription inactive" and its notice, "Wrong password" and its notice), after at most two plain
    /// paragraphs of introduction, and nothing else on the screen but chrome (a bar title of a few words, buttons).
    func isStateCatalogue(_ nodes: [Int], root: Int) -> Bool {
        for c in nodes where doc.elementChildren(of: c).count >= 4 {
            guard let groups = captionedNoticeGroups(c), groups >= 2, onlyChromeAround(c, root: root) else { continue }
            return true
        }
        return false
    }

    /// The number of captioned groups in `block` when every one holds a notice (a caption, then at most three blocks
    /// of which one is or holds a notice), after at most two plain paragraphs; nil when the block is not that.
    private func captionedNoticeGroups(_ block: Int) -> Int? {
        var groups = 0, size = 0, intro = 0
        var hasNotice = true
        for k in doc.elementChildren(of: block) {
            if isStateCaption(k) {
                guard hasNotice else { return nil }
                groups += 1
                (size, hasNotice) = (0, false)
                continue
            }
            if groups == 0 {
                // The introduction: plain paragraphs only.
                intro += 1
                guard intro <= 2, doc.nodes[k].name == "p", classes(k).isEmpty else { return nil }
                continue
            }
            size += 1
            guard size <= 3 else { return nil }
            if isNotice(k) || descendants(of: k, limit: 200).contains(where: isNotice) { hasNotice = true }
        }
        return hasNotice ? groups : nil
    }

    /// A caption of a group: a heading `h3`–`h6` or an element whose class ends in label, caption or title, with a
    /// short text (six words at most) and no element holding text of its own.
    private func isStateCaption(_ n: Int) -> Bool {
        let named =
            ["h3", "h4", "h5", "h6"].contains(doc.nodes[n].name)
            || classes(n).contains { c in NameWords.split(c).last.map { ["label", "caption", "title", "eyebrow", "overline"].contains($0) } ?? false }
        guard named else { return false }
        let words = MarkupDocument.collapseWhitespace(doc.textContent(of: n)).split(separator: " ")
        return !words.isEmpty && words.count <= 6
    }

    /// True when, from `block` up to `root`, every other element beside the path is chrome: its text outside buttons
    /// and links is four words at most (a bar title, a close glyph).
    private func onlyChromeAround(_ block: Int, root: Int) -> Bool {
        var here = block
        while here != root, let p = doc.nodes[here].parent {
            for s in doc.elementChildren(of: p) where s != here {
                if textOutsideActions(s).split(separator: " ").filter({ $0.contains(where: \.isLetter) }).count > 4 { return false }
            }
            here = p
        }
        return here == root
    }

    /// The text of `n` without the text of buttons and links inside it.
    private func textOutsideActions(_ n: Int) -> String {
        var out = ""
        var stack = [n]
        while let i = stack.popLast() {
            let node = doc.nodes[i]
            switch node.kind {
            case .text, .cdata: out += " " + node.text
            case .element:
                if ["button", "a", "script", "style", "template"].contains(node.name) || node.attribute("role") == "button" { continue }
                stack.append(contentsOf: node.children.reversed())
            default: break
            }
        }
        return MarkupDocument.collapseWhitespace(out)
    }
}
