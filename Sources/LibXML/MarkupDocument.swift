internal import CLibXML2

/// Errors from reading HTML or XML.
public enum MarkupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libxml2 produced no document at all (empty or hopeless input).
    case unparseable(path: String)
    /// The input is larger than libxml2 accepts in one buffer.
    case tooLarge(path: String, bytes: Int)
    /// XML whose DTD declares entities: refused, because expanding them is how entity bombs (a few KB
    /// using one entity thousands of times took 67 s and 815 MB) and XXE work, and no Interface Builder
    /// file declares any.
    case declaresEntities(path: String)

    public var description: String {
        switch self {
        case .unparseable(let path): return "\(path): not readable as markup"
        case .tooLarge(let path, let bytes): return "\(path): too large to parse (\(bytes) bytes)"
        // Without the path: the one caller (InterfaceBuilderReader) puts the file first on the line already.
        case .declaresEntities: return "declares XML entities in its DTD (Interface Builder files never do)"
        }
    }
}

/// A parsed HTML or XML document, flattened into an arena of nodes.
///
/// libxml2 memory is owned by `LibXMLDocument` only for the duration of parsing; the tree is copied
/// into Swift values (iteratively, so 50,000-deep nesting cannot overflow the stack) and freed at once.
/// Parsing never touches the network and never loads DTDs or external entities.
public struct MarkupDocument: Sendable {
    /// What a node is.
    public enum Kind: Sendable, Hashable { case element, text, comment, cdata }

    /// One node. `children` and `parent` index into `MarkupDocument.nodes`.
    public struct Node: Sendable, Hashable {
        public var kind: Kind
        /// Element name, lower-cased for HTML; empty for text.
        public var name: String
        /// Attributes in document order; names lower-cased for HTML.
        public var attributes: [(name: String, value: String)]
        /// Text content for text, comment and CDATA nodes.
        public var text: String
        /// 1-based line libxml2 recorded for the node (for text, the line where it ends or starts,
        /// depending on the parser; use `MarkupDocument.textStartLine` for exact positions).
        public var line: Int
        public var parent: Int?
        public var children: [Int]

        public static func == (a: Node, b: Node) -> Bool {
            a.kind == b.kind && a.name == b.name && a.text == b.text && a.line == b.line && a.parent == b.parent
                && a.children == b.children && a.attributes.map(\.name) == b.attributes.map(\.name)
                && a.attributes.map(\.value) == b.attributes.map(\.value)
        }
        public func hash(into h: inout Hasher) { h.combine(kind); h.combine(name); h.combine(line); h.combine(text) }

        /// The value of attribute `name` (case-sensitive; HTML names are already lower-case).
        public func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// All nodes; index 0 is the document root (kind `.element`, name `#document`). The tree's shape is fixed once
    /// parsed (only a node's text can be replaced, `replaceText`), so `elementOrder` stays the order of its elements.
    public private(set) var nodes: [Node]
    /// Every element in document order (pre-order), the root first: worked out once when the document is made,
    /// so a page's many readers share one list instead of each walking the tree (`elementsInOrder()`).
    public let elementOrder: [Int]
    /// The first error libxml2 recovered from in an XML document: line and message.
    public var firstError: (line: Int, message: String)?

    public var root: Int { 0 }

    init(nodes: [Node], firstError: (line: Int, message: String)?) {
        self.nodes = nodes
        self.firstError = firstError
        self.elementOrder = Self.elementsInOrder(of: nodes, from: 0)
    }

    /// Replaces the text of node `index` (a drawn glyph for an icon font's ligature); the tree keeps its shape.
    public mutating func replaceText(of index: Int, with text: String) {
        nodes[index].text = text
    }

    /// Parses HTML with libxml2's HTML parser (`HTML_PARSE_NONET | NOERROR | NOWARNING | RECOVER`).
    public static func html(_ bytes: [UInt8], path: String) throws(MarkupError) -> MarkupDocument {
        try parse(bytes, path: path, html: true)
    }

    /// Parses XML (storyboards, xibs) with `XML_PARSE_NONET | RECOVER`, no DTD loading and no entity substitution.
    public static func xml(_ bytes: [UInt8], path: String) throws(MarkupError) -> MarkupDocument {
        try parse(bytes, path: path, html: false)
    }

    /// Concatenated text of the node and its descendants, whitespace collapsed, `<script>`/`<style>` skipped.
    public func textContent(of index: Int) -> String {
        var out = ""
        // -1 marks the end of a block element: its text and the next element's are separate words.
        var stack = [index]
        while let i = stack.popLast() {
            if i < 0 { out += " "; continue }
            let n = nodes[i]
            switch n.kind {
            case .text, .cdata: out += n.text
            case .comment: break
            case .element:
                if n.name == "script" || n.name == "style" || n.name == "template" { continue }
                if n.name == "br" { out += " " }
                // A browser lays block elements out as boxes of their own: `<h3>Recent</h3><a>See All</a>` reads
                // "Recent See All", never "RecentSee All".
                if Self.blockElements.contains(n.name) {
                    out += " "
                    stack.append(-1)
                }
                stack.append(contentsOf: n.children.reversed())
            }
        }
        return MarkupDocument.collapseWhitespace(out)
    }

    /// Elements laid out as boxes of their own, whose texts never run into their neighbours'.
    static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "button", "dd", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
        "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "label", "legend", "li", "main", "nav", "ol", "option", "p",
        "pre", "section", "table", "td", "th", "tr", "ul"
    ]

    /// Element children of a node.
    public func elementChildren(of index: Int) -> [Int] {
        nodes[index].children.filter { nodes[$0].kind == .element }
    }

    /// All element indices in document order (pre-order): from the root, the document's own list (`elementOrder`,
    /// no walk); from another node, its subtree walked iteratively.
    public func elementsInOrder(from index: Int = 0) -> [Int] {
        index == root ? elementOrder : Self.elementsInOrder(of: nodes, from: index)
    }

    /// The elements of the subtree at `index` in document order (pre-order), iteratively.
    private static func elementsInOrder(of nodes: [Node], from index: Int) -> [Int] {
        var out: [Int] = []
        var stack = [index]
        // Through the buffer and child by child: copying each node (its name, attributes and children) and a
        // reversed view of its children was 2% of the run when every reader walked the page itself.
        nodes.withUnsafeBufferPointer { nodes in
            while let i = stack.popLast() {
                if nodes[i].kind == .element { out.append(i) }
                let children = nodes[i].children
                var c = children.count
                while c > 0 {
                    c -= 1
                    stack.append(children[c])
                }
            }
        }
        return out
    }

    /// Ancestors of a node, nearest first.
    public func ancestors(of index: Int) -> [Int] {
        var out: [Int] = []
        var p = nodes[index].parent
        while let i = p { out.append(i); p = nodes[i].parent }
        return out
    }

    /// Collapses runs of white space to one space and trims.
    public static func collapseWhitespace(_ s: String) -> String {
        if let ascii = collapsedASCII(s) { return ascii }
        var out = ""
        var space = false
        for ch in s {
            if ch.isWhitespace { space = !out.isEmpty; continue }
            if space { out.append(" "); space = false }
            out.append(ch)
        }
        return out
    }

    /// `collapseWhitespace` of an ASCII string, byte by byte: the string itself when it has no white space to
    /// collapse, nil when it is not ASCII. Byte by byte is the same as by characters for ASCII: white space is
    /// tab, line feed, vertical tab, form feed, carriage return and space, and `\r\n` is one such character.
    private static func collapsedASCII(_ s: String) -> String? {
        var clean = true
        var previousWhite = true
        for b in s.utf8 {
            guard b < 0x80 else { return nil }
            let white = b == 0x20 || (b >= 0x09 && b <= 0x0D)
            // A leading space, a run, or white space other than one space between words changes the string.
            if white && (previousWhite || b != 0x20) { clean = false }
            previousWhite = white
        }
        if previousWhite && !s.isEmpty { clean = false }
        if clean { return s }
        var s = s
        return s.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out in
                var count = 0
                var space = false
                for b in bytes {
                    if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                        space = count > 0
                        continue
                    }
                    if space {
                        out[count] = 0x20
                        count += 1
                        space = false
                    }
                    out[count] = b
                    count += 1
                }
                return count
            }
        }
    }

    // MARK: - libxml2

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    private static func parse(_ bytes: [UInt8], path: String, html: Bool) throws(MarkupError) -> MarkupDocument {
        _ = initialized
        guard bytes.count < Int(Int32.max) else { throw .tooLarge(path: path, bytes: bytes.count) }
        var firstError: (line: Int, message: String)?
        var declaresEntities = false
        let owner: LibXMLDocument? = bytes.withUnsafeBufferPointer { buf in
            buf.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buf.count) { chars in
                    if html {
                        let opts = Int32(
                            HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                                | HTML_PARSE_RECOVER.rawValue | HTML_PARSE_COMPACT.rawValue)
                        return htmlReadMemory(chars, Int32(buf.count), path, nil, opts).map(LibXMLDocument.init)
                    } else {
                        let opts = Int32(
                            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                                | XML_PARSE_RECOVER.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_BIG_LINES.rawValue)
                        guard let ctxt = xmlNewParserCtxt() else { return nil }
                        defer { xmlFreeParserCtxt(ctxt) }
                        let doc = xmlCtxtReadMemory(ctxt, chars, Int32(buf.count), path, nil, opts).map(LibXMLDocument.init)
                        if let d = doc?.doc, let subset = d.pointee.intSubset, subset.pointee.entities != nil || subset.pointee.pentities != nil {
                            declaresEntities = true
                            return nil
                        }
                        if ctxt.pointee.wellFormed == 0 {
                            let e = ctxt.pointee.lastError
                            let message = e.message.map { String(cString: $0) } ?? "not well-formed"
                            firstError = (Int(e.line), String(message.split(whereSeparator: \.isNewline).first ?? "not well-formed"))
                        }
                        return doc
                    }
                }
            }
        }
        if declaresEntities { throw .declaresEntities(path: path) }
        guard let owner else { throw .unparseable(path: path) }
        var document = owner.flatten(html: html)
        document.firstError = firstError
        return document
    }
}

/// The one owner of a libxml2 document; frees it in `deinit`.
final class LibXMLDocument {
    let doc: xmlDocPtr

    init(_ doc: xmlDocPtr) { self.doc = doc }
    deinit { xmlFreeDoc(doc) }

    func flatten(html: Bool) -> MarkupDocument {
        var nodes: [MarkupDocument.Node] = [
            .init(kind: .element, name: "#document", attributes: [], text: "", line: 1, parent: nil, children: [])
        ]
        // Iterative pre-order walk: (libxml2 node, parent index in `nodes`).
        var stack: [(xmlNodePtr, Int)] = []
        var child = doc.pointee.children
        var firstLevel: [xmlNodePtr] = []
        while let c = child { firstLevel.append(c); child = c.pointee.next }
        for c in firstLevel.reversed() { stack.append((c, 0)) }
        while let (ptr, parent) = stack.popLast() {
            let n = ptr.pointee
            let line = Int(xmlGetLineNo(ptr))
            var node: MarkupDocument.Node
            switch n.type {
            case XML_ELEMENT_NODE:
                var name = n.name.map { String(cString: $0) } ?? ""
                if html { name = name.lowercased() }
                var attrs: [(name: String, value: String)] = []
                var a = n.properties
                while let attr = a {
                    var an = attr.pointee.name.map { String(cString: $0) } ?? ""
                    if html { an = an.lowercased() }
                    var value = ""
                    if let v = xmlNodeListGetString(doc, attr.pointee.children, 1) {
                        value = String(cString: v)
                        gapcheck_xmlFree(v)
                    }
                    attrs.append((an, value))
                    a = attr.pointee.next
                }
                node = .init(kind: .element, name: name, attributes: attrs, text: "", line: line, parent: parent, children: [])
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE:
                let text = n.content.map { String(cString: $0) } ?? ""
                let kind: MarkupDocument.Kind =
                    n.type == XML_TEXT_NODE ? .text : n.type == XML_CDATA_SECTION_NODE ? .cdata : .comment
                node = .init(kind: kind, name: "", attributes: [], text: text, line: line, parent: parent, children: [])
            default:
                continue
            }
            let index = nodes.count
            nodes.append(node)
            nodes[parent].children.append(index)
            if n.type == XML_ELEMENT_NODE {
                var kids: [xmlNodePtr] = []
                var k = n.children
                while let c = k { kids.append(c); k = c.pointee.next }
                for c in kids.reversed() { stack.append((c, index)) }
            }
        }
        return MarkupDocument(nodes: nodes, firstError: nil)
    }
}
