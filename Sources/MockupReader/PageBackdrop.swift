import GapCheckModel
import LibXML

/// What a frameless page's text is painted on, weighed by how much of the text each backdrop carries: the page's
/// own appearance, the light or dark of its `body`, of `html`, or of a wrapper holding the page (`<main class="kit">`).
///
/// A page's appearance is its painted background, not the colors it shows: a brand kit on a dark page shows light
/// swatches, pale status dots and a bright accent, and is still a dark page. Text is the measure of area here (the
/// reader has no layout): each text counts by its characters, on the backdrop of the nearest blocks around it that
/// hold a tenth or more of the page's text. Smaller painted boxes (a swatch, a badge, a chip, a button) are looked
/// through, so their colors never decide; a dark band on a light page (a hero) counts by the text it holds, so a light
/// page with a dark hero stays light. Translucent layers are composited over what is beneath, the canvas white; a page
/// that paints under none of its text has no appearance of its own here.
struct PageBackdrop: Sendable, Equatable {
    /// Characters of text whose backdrop is dark (relative luminance under 0.18, about #777), and light.
    var dark = 0
    var light = 0
    /// The custom properties that paint the page itself (`body { background: var(--ink) }`): the backgrounds of the
    /// blocks that hold most of the page's text.
    var pageVariables: Set<String> = []
    /// True when a block paints under some of the text: a page that paints none (a fragment for a host page to
    /// style, an unstyled sketch) says nothing of its appearance.
    var painted = false

    /// The page's appearance, when it paints under its text.
    var appearance: DesignAppearance? {
        !painted || dark + light == 0 ? nil : dark > light ? .dark : .light
    }

    /// The share of the page's text a block must hold for its background to count.
    static let blockShare = 0.1
    private static let darkLimit = 0.18

    /// What is painted under an element's content: nil when unknown (an image, an unresolved background).
    private struct Under {
        var color: Color
        var painted: Bool
    }

    /// Weighs `texts` (element → characters of text it holds itself) on their backdrops in `styles` (light scheme);
    /// `order` is the page's elements in document order (parents first). One pass up for the text each element holds,
    /// one pass down for what each element paints over its parent's backdrop: linear in the page's size.
    static func measure(_ doc: MarkupDocument, order: [Int], texts: [Int: Int], styles: PageStyles) -> PageBackdrop {
        let total = texts.values.reduce(0, +)
        guard total > 0 else { return PageBackdrop() }
        // The text each element holds, its descendants' included (children come after their parent in `order`).
        var held = texts
        for node in order.reversed() where node != doc.root {
            if let n = held[node], n > 0, let p = doc.nodes[node].parent, p != doc.root { held[p, default: 0] += n }
        }
        let minimum = Double(total) * blockShare
        var out = PageBackdrop()
        var under: [Int: Under?] = [:]
        let canvas = Under(color: Color(red: 1, green: 1, blue: 1), painted: false)
        for node in order where node != doc.root {
            guard let h = held[node], h > 0 else { continue }
            var parent: Under? = canvas
            if let p = doc.nodes[node].parent, p != doc.root, let u = under[p] { parent = u }
            guard var backdrop = parent else { under[node] = .some(nil); continue }
            if Double(h) >= minimum, let style = styles[node] {
                if style.backgroundUnknown { under[node] = .some(nil); continue }
                if let bg = style.background, bg.alpha > 0 {
                    backdrop = Under(color: bg.composited(over: backdrop.color), painted: true)
                    if 2 * h > total, let v = style.backgroundVariable { out.pageVariables.insert(v) }
                }
                if style.backgroundImage != nil {
                    // The image paints above the element's own background color.
                    guard let stops = style.gradient, let mean = Self.mean(stops) else { under[node] = .some(nil); continue }
                    backdrop = Under(color: mean.composited(over: backdrop.color), painted: true)
                }
            }
            under[node] = .some(backdrop)
            guard let chars = texts[node] else { continue }
            if backdrop.painted { out.painted = true }
            if backdrop.color.relativeLuminance < darkLimit { out.dark += chars } else { out.light += chars }
        }
        return out
    }

    /// The mean of a gradient's stops (alpha-weighted channels), nil for none.
    private static func mean(_ stops: [Color]) -> Color? {
        guard !stops.isEmpty else { return nil }
        let n = Double(stops.count)
        return Color(
            red: stops.map(\.red).reduce(0, +) / n, green: stops.map(\.green).reduce(0, +) / n, blue: stops.map(\.blue).reduce(0, +) / n,
            alpha: stops.map(\.alpha).reduce(0, +) / n)
    }
}
