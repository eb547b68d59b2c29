import Foundation
import LibXML

/// A system bar a page draws without naming it: a strip of icons with the system's clock at one end — a desktop menu
/// bar's status area (`▢ ▢ 🐾 Thu 3:42 PM`), a phone's status bar (`9:41 ▢ ▢ ▢`). The system draws it, in its fonts and
/// colors, around the app's own icon; it is no app UI.
///
/// Read from structure alone, with any class names: the strip's children are the clock, first or last, and at least
/// `leastIcons` icons (elements with no text: empty boxes, drawings, images); nothing in it is a control, and it
/// holds no text of its own. An app's row showing a time holds other text (a sender, a message, a second time), or
/// controls (a player's buttons), or fewer icons (a message's ticks).
enum UnnamedSystemBar {
    /// The fewest icons beside the clock: a status area's few icons, a phone's signal, network and battery.
    static let leastIcons = 3
    /// The most parts a bar has: a few icons and the clock, never a list.
    private static let mostParts = 12

    /// True when `node` is such a strip.
    static func isSystemBar(_ doc: MarkupDocument, _ node: Int) -> Bool {
        let parts = doc.elementChildren(of: node)
        guard parts.count > leastIcons, parts.count <= mostParts,
            doc.nodes[node].children.allSatisfy({ c in doc.nodes[c].kind == .element || !doc.nodes[c].text.contains(where: \.isLetter) })
        else { return false }
        // The clock first: most rows end in no time at all.
        func reading(_ n: Int?) -> Bool { n.map { isClockReading(MarkupDocument.collapseWhitespace(doc.textContent(of: $0))) } ?? false }
        guard let clock = reading(parts.last) ? parts.last : reading(parts.first) ? parts.first : nil,
            parts.allSatisfy({ $0 == clock || doc.textContent(of: $0).allSatisfy(\.isWhitespace) })
        else { return false }
        return !doc.elementsInOrder(from: node).contains { isControl(doc.nodes[$0]) }
    }

    /// True when `text` reads as the system's clock: a time (`3:42`, `15:42`) with at most a weekday, a date and a
    /// day-half marker around it (`Thu 3:42 PM`, `Do. 15:42`, `11月26日(木) 15:42`, `오후 3:42`) — short words, no sentence.
    static func isClockReading(_ text: String) -> Bool {
        guard text.count <= 28, let time = text.range(of: #"\b\d{1,2}:\d{2}\b"#, options: .regularExpression) else { return false }
        let rest = (text[..<time.lowerBound] + " " + text[time.upperBound...]).split(whereSeparator: \.isWhitespace)
        guard rest.count <= 3 else { return false }
        return rest.allSatisfy { word in
            let letters = word.filter { !".,()".contains($0) }
            // A weekday or month abbreviation, a day-half marker (`PM`, `Uhr`), a day's number; or a date in a script
            // without spaces (`11月26日(木)`).
            let latin = letters.unicodeScalars.contains { $0.isASCII && CharacterSet.letters.contains($0) }
            return latin ? letters.count <= 4 && letters.allSatisfy(\.isLetter) : letters.count <= 10
        }
    }

    private static func isControl(_ n: MarkupDocument.Node) -> Bool {
        n.kind == .element
            && (["button", "a", "input", "select", "textarea"].contains(n.name.lowercased())
                || ["button", "slider", "tab", "link"].contains(n.attribute("role") ?? ""))
    }
}
