import GapCheckModel
import LibXML

/// What a terminal drawn in a mockup prints.
///
/// A mockup of a terminal or a chat with a shell shows a command line (`$ status`, `❯ git push`) and then what the
/// command printed: lines that look like label/value rows ("Memory 64%") but are sample output, written by the program
/// at run time, not labels the app lays out. They stay texts of the screen (evidence of what it shows), never labels.
extension StructureExtractor {
    /// Prompt characters a command line starts with; `#` (a root shell) only when a space follows, so a hashtag
    /// (`#general`) is no command.
    static let promptGlyphs: Set<Character> = ["$", "❯", "%", ">", "λ", "➜"]

    /// Elements that are the printed output of a command line: the elements after a command line among its
    /// siblings, up to the next command line, and everything inside them.
    func printedOutput(among nodes: [Int]) -> Set<Int> {
        var out: Set<Int> = []
        for n in nodes where !out.contains(n) && isCommandLine(n) {
            guard let parent = doc.nodes[n].parent else { continue }
            let kids = doc.elementChildren(of: parent)
            guard let i = kids.firstIndex(of: n) else { continue }
            for k in kids[(i + 1)...] {
                if isCommandLine(k) || descendants(of: k, limit: 200).contains(where: isCommandLine) { break }
                out.insert(k)
                out.formUnion(descendants(of: k))
            }
        }
        return out
    }

    /// True for an element whose text is a prompt and a command (`$ status`, `❯ npm test`, `# reboot`): a prompt
    /// glyph, then a command word in lower case, in at most 80 characters.
    func isCommandLine(_ n: Int) -> Bool {
        // Most elements start with no prompt: decided from the first text alone, without reading the whole subtree.
        guard let lead = firstCharacter(of: n), Self.promptGlyphs.contains(lead) || lead == "#" else { return false }
        let text = MarkupDocument.collapseWhitespace(doc.textContent(of: n))
        guard text.count <= 80, let first = text.first else { return false }
        let rest = text.dropFirst()
        let spaced = rest.first == " "
        guard Self.promptGlyphs.contains(first) || (first == "#" && spaced) else { return false }
        let command = rest.drop(while: { $0 == " " }).prefix(while: { !$0.isWhitespace })
        // A command is a lower-case word (`status`, `git`, `./run.sh`); a title after a glyph (`$ BuilderOS`) is a brand.
        guard let c = command.first(where: \.isLetter), c.isLowercase, !command.contains(where: \.isUppercase) else { return false }
        // The element is the line itself, not a block around it and its output.
        return descendants(of: n, limit: 50).allSatisfy { !isBlock($0) }
    }

    /// Most nodes read to find an element's first character: a command line's prompt comes first, and a deep element
    /// without text (nested tables) is not walked to its end for every one of its ancestors.
    static let leadNodeLimit = 64

    /// The first character that is not white space in the text of `n`, in document order, among its first nodes.
    private func firstCharacter(of n: Int) -> Character? {
        var stack = [n]
        var visited = 0
        while let i = stack.popLast(), visited < Self.leadNodeLimit {
            visited += 1
            let node = doc.nodes[i]
            if node.kind == .text || node.kind == .cdata, let c = node.text.first(where: { !$0.isWhitespace }) { return c }
            if node.kind == .element, i != n, ["script", "style", "template"].contains(node.name) { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    private func isBlock(_ n: Int) -> Bool {
        ["div", "section", "article", "ul", "ol", "li", "p", "pre", "table", "header", "footer", "main"].contains(doc.nodes[n].name)
    }
}
