import Foundation
import LibXML

/// A page that presents the design's other mockups instead of being one: an index with a sidebar or list of
/// links to the screens, a grid of thumbnails, a viewer that loads the chosen mockup into an `<iframe>`. Its
/// headings, captions and links are the designer's presentation, not the app, so it gives no screen, and its
/// own styles, texts and controls are not checked as app UI.
///
/// The rule reads the pages, never their names. A page is a gallery when:
/// - it draws no app frame (a device frame or `.screen` element) itself;
/// - it points (`href`, an `<iframe>`/`<frame>`/`<embed>` `src`, an `<object>` `data`, or any `data-*`
///   attribute a viewer script reads, such as `data-src`) at three or more other pages of the design that were
///   read, and at least half of the design pages in its own folder and below: it lists the set, not a neighbour;
/// - most of the pages it lists are leaves: each points at no more than one other design page besides it. The
///   screens of a clickable prototype link on to one another (a tab bar, a flow's next step), so a prototype's
///   hub is not taken for a gallery;
/// - and it embeds them (an `<iframe>`, `<frame>`, `<embed>` or `<object>` viewer), or it has no control of its
///   own (no button or form field) and fewer than half of the pages it lists link back to it (a prototype's
///   detail screens link back to the hub they open from).
enum MockupGallery {
    /// What one page says about the design pages it presents, read once when the page is loaded.
    struct Evidence: Sendable, Hashable {
        /// Relative references to `.html`/`.htm` files, without query or fragment, percent-decoded.
        var references: Set<String> = []
        /// The page embeds other pages (`<iframe>`, `<frame>`, `<embed>`, `<object>`).
        var embeds = false
        /// The page has a control of its own: a button or form field.
        var hasControls = false
        /// The page draws the app in a frame (`AppFrames.hasFrame`).
        var hasFrame = false
    }

    /// Elements that embed another document.
    private static let embeddingTags: Set<String> = ["iframe", "frame", "embed", "object"]
    private static let controlTags: Set<String> = ["button", "input", "select", "textarea"]
    /// Least number of design pages a gallery presents.
    static let minimumPages = 3

    /// The page's references to other HTML pages and its other signs; `hasFrame` from `AppFrames.hasFrame`.
    static func evidence(_ doc: MarkupDocument, hasFrame: Bool) -> Evidence {
        var out = Evidence(hasFrame: hasFrame)
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            guard n.kind == .element else { continue }
            if embeddingTags.contains(n.name) { out.embeds = true }
            if controlTags.contains(n.name) || n.attribute("role") == "button" { out.hasControls = true }
            for a in n.attributes {
                let name = a.name.lowercased()
                let points: Bool
                switch name {
                case "href": points = n.name == "a" || n.name == "area"
                case "src": points = n.name == "iframe" || n.name == "frame" || n.name == "embed"
                case "data": points = n.name == "object"
                default: points = name.hasPrefix("data-")
                }
                if points, let ref = pageReference(a.value) { out.references.insert(ref) }
            }
        }
        return out
    }

    /// A relative reference to an HTML page (`screens/login.html?theme=dark` → `screens/login.html`); nil for a
    /// URL, an absolute path, a fragment or another kind of file.
    static func pageReference(_ value: String) -> String? {
        var h = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if let q = h.firstIndex(where: { $0 == "?" || $0 == "#" }) { h = String(h[..<q]) }
        let lower = h.lowercased()
        guard lower.hasSuffix(".html") || lower.hasSuffix(".htm"), !h.hasPrefix("/"), !h.contains(":") else { return nil }
        return h.removingPercentEncoding ?? h
    }

    /// The indices of the pages that are galleries, given each page's real path and evidence.
    static func galleries(_ pages: [(real: String, evidence: Evidence)]) -> Set<Int> {
        var indexOfPath: [String: Int] = [:]
        for (i, p) in pages.enumerated() { indexOfPath[(p.real as NSString).standardizingPath] = i }
        // The design pages each page points at, itself excluded.
        let targets: [Set<Int>] = pages.enumerated().map { i, p in
            let dir = (p.real as NSString).deletingLastPathComponent
            var out: Set<Int> = []
            for ref in p.evidence.references {
                let path = ((dir as NSString).appendingPathComponent(ref) as NSString).standardizingPath
                if let t = indexOfPath[path], t != i { out.insert(t) }
            }
            return out
        }
        var found: Set<Int> = []
        for (i, p) in pages.enumerated() where !p.evidence.hasFrame && targets[i].count >= minimumPages {
            let listed = targets[i]
            let folder = (p.real as NSString).deletingLastPathComponent + "/"
            let below = pages.indices.filter { $0 != i && pages[$0].real.hasPrefix(folder) }.count
            guard listed.count * 2 >= below else { continue }
            let leaves = listed.filter { targets[$0].subtracting([i]).count <= 1 }.count
            guard leaves * 2 > listed.count else { continue }
            let linkBack = listed.filter { targets[$0].contains(i) }.count
            if p.evidence.embeds || (!p.evidence.hasControls && linkBack * 2 < listed.count) { found.insert(i) }
        }
        return found
    }
}
