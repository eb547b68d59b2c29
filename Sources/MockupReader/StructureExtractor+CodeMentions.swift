import GapCheckModel
import LibXML

/// Names of the app's code a page writes beside a screen (`CodeMention`): designers who hand a page to developers say
/// which type implements it ("Ships today (`ProductionsListView`)", "Écran : ProfilViewController",
/// `data-view="CartView"`) or which step of a flow it is ("Flow step `.reviewSource`"). Read from the frame's `data-*`
/// attributes, the captions and comments beside it and, for a page of one screen, its `<title>`, its comments and the
/// texts outside its frame. Which names the app declares is the matcher's business.
extension StructureExtractor {
    /// The mentions of a page that draws one screen: `frame` is its device frame, nil for a page that is the screen.
    func codeMentions(ofPage all: [Int], frame: Int?) -> [CodeMention] {
        var out: [CodeMention] = []
        if let t = all.first(where: { doc.nodes[$0].name == "title" }) {
            out += Self.mentions(in: doc.textContent(of: t), source: "title", at: page.location(of: t))
        }
        for n in [frame, all.first { doc.nodes[$0].name == "body" }].compactMap({ $0 }) { out += attributeMentions(n) }
        // Comments anywhere on the page speak of its one screen.
        for i in doc.nodes.indices where doc.nodes[i].kind == .comment {
            out += Self.mentions(in: doc.nodes[i].text, source: "comment", at: page.location(of: i))
        }
        // Texts outside the frame: the page's caption and notes (a page that is the screen has none of its own).
        if let frame {
            let inside = Set([frame] + descendants(of: frame, limit: 100_000)).union(doc.ancestors(of: frame))
            let outside = all.filter { !inside.contains($0) }
            out += blockMentions(outside, source: "caption")
        } else {
            out += blockMentions(all.filter { isCaptionLike($0) }, source: "caption")
        }
        return Self.distinct(out)
    }

    /// The mentions beside one frame of a page of several: its `data-*` attributes, and the captions and comments
    /// right before or after it (or the wrappers that hold only it), up to the next frame.
    func codeMentions(ofFrame frame: Int, frames: Set<Int>) -> [CodeMention] {
        var out = attributeMentions(frame)
        var here = frame
        for _ in 0..<3 {
            out += besideMentions(here, frames: frames)
            guard let p = doc.nodes[here].parent, p != doc.root, !["body", "html"].contains(doc.nodes[p].name),
                descendants(of: p, limit: 4000).filter(frames.contains).count == 1
            else { break }
            here = p
            out += attributeMentions(here)
        }
        return Self.distinct(out)
    }

    /// Mentions in the siblings right before `n` (up to three elements, stopping at another frame) and the caption
    /// right after it.
    private func besideMentions(_ n: Int, frames: Set<Int>) -> [CodeMention] {
        guard let p = doc.nodes[n].parent else { return [] }
        let kids = doc.nodes[p].children
        guard let i = kids.firstIndex(of: n) else { return [] }
        var out: [CodeMention] = []
        var steps = 0
        for k in kids[..<i].reversed() {
            let node = doc.nodes[k]
            if node.kind == .comment {
                out += Self.mentions(in: node.text, source: "comment", at: page.location(of: k))
                continue
            }
            guard node.kind == .element else { continue }
            steps += 1
            if steps > 3 || frames.contains(k) || descendants(of: k, limit: 4000).contains(where: frames.contains) { break }
            out += blockMentions([k] + descendants(of: k, limit: 400), source: "caption")
        }
        for k in kids[(i + 1)...] {
            let node = doc.nodes[k]
            if node.kind == .comment { continue }
            guard node.kind == .element else { continue }
            if isCaptionLike(k), !descendants(of: k, limit: 4000).contains(where: frames.contains) {
                out += blockMentions([k] + descendants(of: k, limit: 400), source: "caption")
            }
            break
        }
        return out
    }

    /// Type names a `data-*` attribute of the element gives (`data-view="CartView"`, `data-swift-type`), and steps
    /// (`data-step=".payment"`); `data-screen` is the screen's name, not code.
    private func attributeMentions(_ n: Int) -> [CodeMention] {
        var out: [CodeMention] = []
        for a in doc.nodes[n].attributes where a.name.hasPrefix("data-") && a.name != "data-screen" {
            let v = MarkupDocument.collapseWhitespace(a.value)
            let at = page.attributeValueLocation(of: n, a.name) ?? page.location(of: n)
            if v.hasPrefix("."), Self.isIdentifier(v.dropFirst()), v.dropFirst().first?.isLowercase == true {
                out.append(CodeMention(name: String(v.dropFirst()), kind: .step, source: "attribute \(a.name)", inProse: false, location: at))
            } else if Self.isIdentifier(Substring(v)), v.first?.isUppercase == true {
                out.append(CodeMention(name: v, kind: .type, source: "attribute \(a.name)", inProse: false, location: at))
            }
        }
        return out
    }

    /// Mentions in the text blocks among `nodes`: each element with text of its own, read with its block (the nearest
    /// block element holding it, a few levels up at most), so a name in `<code>` inside a caption is judged by the
    /// caption's length. A block inside another is read on its own too; `distinct` keeps one mention per name.
    private func blockMentions(_ nodes: [Int], source: String) -> [CodeMention] {
        var blocks: [Int] = []
        var seen: Set<Int> = []
        for n in nodes {
            let node = doc.nodes[n]
            guard node.kind == .element, !["script", "style", "template", "head", "title"].contains(node.name),
                node.children.contains(where: { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) })
            else { continue }
            // Walked a few levels only: inline markup nests shallowly, and a page nested 20,000 deep stays linear.
            var block = n
            var up = 0
            while !Self.blockElements.contains(doc.nodes[block].name), up < 6, let p = doc.nodes[block].parent, doc.nodes[p].kind == .element {
                block = p
                up += 1
            }
            if !Self.blockElements.contains(doc.nodes[block].name) { block = n }
            if seen.insert(block).inserted { blocks.append(block) }
        }
        return blocks.flatMap { Self.mentions(in: doc.textContent(of: $0), source: source, at: page.location(of: $0)) }
    }

    /// Elements laid out as blocks of text: a mention is judged by the length of the block holding it.
    static let blockElements: Set<String> = [
        "p", "div", "li", "figcaption", "caption", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dd", "dt", "blockquote",
        "section", "aside", "header", "footer", "label", "legend", "pre", "article", "figure", "main", "nav"
    ]

    /// A caption-like element: `<figcaption>`, a heading, or a class ending in caption, label, note or title.
    private func isCaptionLike(_ k: Int) -> Bool {
        let name = doc.nodes[k].name
        if ["figcaption", "caption", "h1", "h2", "h3", "h4", "h5", "h6"].contains(name) { return true }
        return classes(k).contains { c in
            guard let last = NameWords.split(c).last else { return false }
            return ["caption", "cap", "label", "note", "notes", "annotation", "title", "legend", "spec"].contains(last)
        }
    }

    /// The type names (UpperCamelCase with two humps at least: `CartView`, `ProfilViewController`) and flow steps (an
    /// identifier after a lone dot: `.reviewSource`) written in `text`. A member (`Theme.warmBackground`) is no step; a
    /// one-word capitalised name (`Settings`) is a word of prose, not a type.
    static func mentions(in text: String, source: String, at location: SourceLocation) -> [CodeMention] {
        let chars = Array(text)
        guard chars.contains(where: \.isUppercase) || chars.contains(".") else { return [] }
        let inProse = text.split(whereSeparator: \.isWhitespace).count > CodeMention.proseWords
        var out: [CodeMention] = []
        var i = 0
        while i < chars.count {
            guard isIdentifierCharacter(chars[i]) else { i += 1; continue }
            var j = i
            while j < chars.count, isIdentifierCharacter(chars[j]) { j += 1 }
            let word = String(chars[i..<j])
            let before: Character? = i > 0 ? chars[i - 1] : nil
            let beforeDot: Character? = i > 1 ? chars[i - 2] : nil
            if before == ".", beforeDot.map({ !isIdentifierCharacter($0) && $0 != "." }) ?? true, word.first?.isLowercase == true, word.count >= 3,
                word.contains(where: \.isLetter)
            {
                out.append(CodeMention(name: word, kind: .step, source: source, inProse: inProse, location: location))
            } else if before != ".", isTypeName(word) {
                out.append(CodeMention(name: word, kind: .type, source: source, inProse: inProse, location: location))
            }
            i = j
        }
        return out
    }

    /// `CartView`, `ProfilViewController`: ASCII, a capital first, a lowercase letter, and another capital after a
    /// lowercase one.
    static func isTypeName(_ word: String) -> Bool {
        let s = Array(word.unicodeScalars)
        guard s.count >= 4, s.allSatisfy(\.isASCII), let f = s.first, f.properties.isUppercase else { return false }
        for k in 1..<s.count where s[k].properties.isUppercase && s[k - 1].properties.isLowercase { return true }
        return false
    }

    static func isIdentifierCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_") }

    static func isIdentifier(_ s: Substring) -> Bool {
        guard let f = s.first, f.isASCII, f.isLetter else { return false }
        return s.allSatisfy(isIdentifierCharacter)
    }

    /// One mention per name, kind and source: the first, or the one outside prose.
    static func distinct(_ mentions: [CodeMention]) -> [CodeMention] {
        var out: [CodeMention] = []
        for m in mentions {
            if let k = out.firstIndex(where: { $0.name == m.name && $0.kind == m.kind }) {
                if out[k].inProse && !m.inProse { out[k] = m }
                continue
            }
            out.append(m)
        }
        return out
    }
}
