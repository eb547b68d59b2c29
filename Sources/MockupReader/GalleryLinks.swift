import Foundation
import LibXML

/// Controls of a clickable prototype that leave the app for the designer's gallery.
///
/// A multi-page prototype often puts a "← Back to the mockups" button inside every frame (in any language: "Voltar aos
/// Mockups", "Zurück zur Übersicht"), leading to the page that lists the mockups (`MockupGallery`). It is the
/// prototype's own navigation, not a control of the app, so it is left out of the app's UI (contrast, touch targets),
/// whatever its words: what decides is where it goes. A link to another screen of the prototype (a tab bar, a flow's
/// next step) stays app UI.
enum GalleryLinks {
    /// The elements of `doc` (at `real`, the page's real path) that lead to one of `galleries` (real paths of the pages
    /// read as galleries) by `href` or by a script handler (`onclick="location.href='index.html'"`).
    static func controls(in doc: MarkupDocument, real: String, galleries: Set<String>) -> [Int] {
        guard !galleries.isEmpty else { return [] }
        let dir = (real as NSString).deletingLastPathComponent
        func leadsToGallery(_ ref: String) -> Bool {
            galleries.contains(((dir as NSString).appendingPathComponent(ref) as NSString).standardizingPath)
        }
        var out: [Int] = []
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            let refs = n.attributes.flatMap { a -> [String] in
                let name = a.name.lowercased()
                if name == "href", n.name == "a" || n.name == "area" { return MockupGallery.pageReference(a.value).map { [$0] } ?? [] }
                if name.hasPrefix("on") { return scriptReferences(a.value) }
                return []
            }
            if refs.contains(where: leadsToGallery) { out.append(node) }
        }
        return out
    }

    /// Page references quoted in a script handler: `window.location.href='index.html'` → `index.html`.
    static func scriptReferences(_ script: String) -> [String] {
        script.split(whereSeparator: { $0 == "'" || $0 == "\"" || $0 == "`" }).compactMap { MockupGallery.pageReference(String($0)) }
    }
}
