import Foundation
import GapCheckModel
import LibXML

/// What shows a page with no device frame to be a designer's tool rather than a screen of the app, in any language:
/// it exports images (its script draws to a canvas and saves the picture as a file), it is a sheet of an asset's
/// specimens (the sizes of an icon or logo printed as `N×N`, or usage samples written as code), or it only opens such
/// pages (their hub). `ReadState.markDesignerTools` decides, beside pages that draw their screens in frames.
struct DesignerToolPage: Sendable, Hashable {
    /// The page's script draws to a canvas and saves the result as a file: an export tool.
    var exportsImages = false
    /// The page prints three square pixel sizes or more (`1024×1024`, `64x64`), or shows three code samples or more:
    /// a size sheet of an icon or a logo, or a sheet of its usage.
    var showsSpecimens = false
    /// Local pages the page opens, by its links or by its controls' scripts (`window.open('tool.html')`), as written.
    var opens: Set<String> = []

    /// True when the page is a tool by itself (the hub is decided with the pages it opens).
    var isTool: Bool { exportsImages || showsSpecimens }

    /// Least number of sizes or code samples that make a specimen sheet.
    static let minimumSpecimens = 3

    init() {}

    /// The evidence of `doc`.
    init(_ doc: MarkupDocument) {
        var script = ""
        var downloadLink = false
        var sizes: Set<Int> = []
        var codeSamples = 0
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            guard n.kind == .element else { continue }
            if n.name == "script" {
                script += AppFrames.scriptSource(doc, node) + "\n"
                script += (n.attribute("src") ?? "") + "\n"
                continue
            }
            if n.attribute("download") != nil { downloadLink = true }
            for a in n.attributes {
                let name = a.name.lowercased()
                if name == "href" && n.name == "a", let ref = MockupGallery.pageReference(a.value) { opens.insert(ref) }
                if name.hasPrefix("on") { opens.formUnion(Self.pagesOpened(byScript: a.value)) }
            }
            if doc.elementChildren(of: node).isEmpty {
                let text = doc.textContent(of: node)
                if let side = Self.squareSize(text) { sizes.insert(side) }
            }
            if Self.isCodeSample(doc, node) { codeSamples += 1 }
        }
        exportsImages = Self.drawsToCanvas(script) && (downloadLink || Self.savesFile(script))
        showsSpecimens = sizes.count >= Self.minimumSpecimens || codeSamples >= Self.minimumSpecimens
    }

    /// True when a script renders a picture of the page or a canvas (`canvas.toBlob`, `toDataURL`, html2canvas,
    /// dom-to-image).
    static func drawsToCanvas(_ script: String) -> Bool {
        ["toBlob(", "toDataURL(", "html2canvas", "dom-to-image", "domtoimage", "html-to-image"].contains { script.contains($0) }
    }

    /// True when a script saves a file: it names a link's download (`a.download = …`) or calls a saver (`saveAs(`).
    static func savesFile(_ script: String) -> Bool {
        script.range(of: "\\.download\\s*=(?!=)", options: .regularExpression) != nil || script.contains("saveAs(")
    }

    /// The local pages a control's script opens (`window.open('tool.html')`, `location.href = "a.html"`).
    static func pagesOpened(byScript script: String) -> Set<String> {
        guard script.contains(".htm"), let re = try? NSRegularExpression(pattern: "['\"`]([^'\"`]+\\.html?)(?:[?#][^'\"`]*)?['\"`]") else { return [] }
        let ns = script as NSString
        let matches = re.matches(in: script, range: NSRange(location: 0, length: ns.length))
        return Set(matches.compactMap { MockupGallery.pageReference(ns.substring(with: $0.range(at: 1))) })
    }

    /// The side of a square pixel size a text is, alone (`1024×1024`, `64 x 64 px`); nil for any other text, and for
    /// a size that is not square (a screen's or a video's resolution, `1920×1080`).
    static func squareSize(_ text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard t.count <= 16, let re = try? NSRegularExpression(pattern: "^(\\d{1,4})\\s*[×x]\\s*(\\d{1,4})(?:\\s*(?:px|pt|dp))?$") else { return nil }
        let ns = t as NSString
        guard let m = re.firstMatch(in: t, range: NSRange(location: 0, length: ns.length)) else { return nil }
        let w = Int(ns.substring(with: m.range(at: 1))), h = Int(ns.substring(with: m.range(at: 2)))
        return w == h ? w : nil
    }

    /// Class words that, beside `code`, name a block of code (`.code-block`, `.code-sample`).
    private static let codeBlockWords: Set<String> = ["block", "sample", "snippet", "example", "listing"]

    /// A code sample: a `<pre>`, or an element classed as a block of code, whose text calls something (`name(`),
    /// and in no other sample. An inline `<code>` in a sentence is a name, not a sample.
    static func isCodeSample(_ doc: MarkupDocument, _ node: Int) -> Bool {
        let n = doc.nodes[node]
        let words = Set(NameWords.split(n.attribute("class") ?? ""))
        guard n.name == "pre" || (words.contains("code") && !words.isDisjoint(with: codeBlockWords)) else { return false }
        let inSample = doc.ancestors(of: node).contains { a in
            let an = doc.nodes[a]
            let w = Set(NameWords.split(an.attribute("class") ?? ""))
            return an.name == "pre" || (w.contains("code") && !w.isDisjoint(with: codeBlockWords))
        }
        guard !inSample else { return false }
        return doc.textContent(of: node).range(of: "[A-Za-z_][A-Za-z0-9_.]*\\(", options: .regularExpression) != nil
    }
}
