import Foundation
import GapCheckModel
import LibXML

/// A page that draws the app's icon as artwork (the icon alone, or its design sheet with specifications and previews),
/// in any folder, framed or not: an asset of the app, never one of its screens.
///
/// Design tools export the icon beside the screens (`app_icon/code.html`), titled as the app's icon and drawing it
/// at the store's size: a rounded square of 512 px a side or more, or its size printed (`1024×1024 px`). Its
/// gradient stops are the artwork's colors, not the app's palette, and its glyph on them is art, not text to read.
/// A screen of the app that lets the user pick its icon ("App Icon" in settings) draws icons at 60 px or so, and
/// stays a screen.
enum IconArtPage {
    /// Least side, in CSS pixels, of the square an icon's artwork is drawn or specified at.
    static let artworkSide = 512

    /// Phrases of a `<title>` or top heading (`h1`, `h2`) that name the app's icon, in lowercase text with single
    /// spaces: in languages written with spaces they are matched on word bounds.
    static let iconPhrases: [String] = [
        "app icon", "app icons", "appicon", "application icon", "icône de l'app", "icône de l’app", "icono de la app",
        "ícone do app", "app-symbol", "앱 아이콘", "アプリアイコン", "应用图标", "應用程式圖示", "应用程序图标"
    ]

    /// True when `doc` is titled as the app's icon and draws or specifies it at an artwork's size.
    static func isIconArt(_ doc: MarkupDocument) -> Bool {
        var namesIcon = false
        for node in doc.elementsInOrder() where ["title", "h1", "h2"].contains(doc.nodes[node].name) {
            let text = " " + MarkupDocument.collapseWhitespace(doc.textContent(of: node)).lowercased() + " "
            let spaced = " " + text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "-") }).joined(separator: " ") + " "
            if iconPhrases.contains(where: { p in p.contains(where: \.isASCII) ? spaced.contains(" " + p + " ") : text.contains(p) }) {
                namesIcon = true
                break
            }
        }
        return namesIcon && drawsArtwork(doc)
    }

    /// True when an element is drawn as a square of `artworkSide` or more (`w-[1024px] h-[1024px]`, `size-[512px]`,
    /// `style="width:1024px;height:1024px"`), or a short text prints such a square size (`1024x1024px • Centered`).
    static func drawsArtwork(_ doc: MarkupDocument) -> Bool {
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            guard n.kind == .element else { continue }
            var width: Int?, height: Int?
            for token in (n.attribute("class") ?? "").split(separator: " ") {
                if let side = arbitraryPixels(token, prefix: "size-") { (width, height) = (side, side) }
                if let w = arbitraryPixels(token, prefix: "w-") { width = w }
                if let h = arbitraryPixels(token, prefix: "h-") { height = h }
            }
            if let style = n.attribute("style") {
                if let w = stylePixels(style, property: "width") { width = w }
                if let h = stylePixels(style, property: "height") { height = h }
            }
            if let w = width, w == height, w >= artworkSide { return true }
            if doc.elementChildren(of: node).isEmpty, let side = printedSquare(doc.textContent(of: node)), side >= artworkSide { return true }
        }
        return false
    }

    /// `N` of a Tailwind arbitrary pixel length `w-[Npx]` with the given prefix; nil otherwise.
    static func arbitraryPixels(_ token: Substring, prefix: String) -> Int? {
        guard token.hasPrefix(prefix + "["), token.hasSuffix("px]") else { return nil }
        return Int(token.dropFirst(prefix.count + 1).dropLast(3))
    }

    /// The pixels an inline style gives `property` (`width: 1024px`); nil when it gives none or another unit.
    static func stylePixels(_ style: String, property: String) -> Int? {
        for decl in style.split(separator: ";") {
            let parts = decl.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.count == 2, parts[0] == property, parts[1].hasSuffix("px") else { continue }
            return Int(parts[1].dropLast(2).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// The side of a square pixel size a short text prints (`1024x1024px • Centered Composition`, `512 × 512`); nil
    /// when it prints none, or a size that is not square.
    static func printedSquare(_ text: String) -> Int? {
        let t = MarkupDocument.collapseWhitespace(text).lowercased()
        guard t.count <= 60, let re = try? NSRegularExpression(pattern: "(?<![0-9])(\\d{2,4})\\s*[×x]\\s*(\\d{2,4})(?![0-9])") else { return nil }
        let ns = t as NSString
        for m in re.matches(in: t, range: NSRange(location: 0, length: ns.length)) {
            let a = ns.substring(with: m.range(at: 1)), b = ns.substring(with: m.range(at: 2))
            if a == b, let side = Int(a) { return side }
        }
        return nil
    }
}
