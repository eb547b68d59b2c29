import CSSEngine
import Foundation
import LibXML

/// Texts an icon font draws as one symbol: a ligature name such as `chevron_right` in
/// `<span class="material-symbols-outlined">chevron_right</span>` (Material Symbols, Material Icons, and any font the
/// page loads as icons). A browser shows an icon there, not the word: it is no label, no section title and no text the
/// app must show, and its contrast is that of a graphic (3:1, WCAG 1.4.11), not of text.
///
/// An element draws in an icon font when its own `font-family` (a rule of the page's style blocks that names its class,
/// or its `style` attribute) names one, when one of its classes is an icon font's name (`material-icons`, or the family of
/// a `<link>`ed font stylesheet or an `@font-face` written as a class: `.material-symbols-outlined`), or when an
/// ancestor does (`font-family` inherits). A family is an icon font by its name (`Material Symbols Outlined`, `Font
/// Awesome 6 Free`, `my-icons`) or by the file its `@font-face` loads (`url(fonts/app-icons.woff2)`). Only a text that is
/// one word of letters, digits, `_` or `-` is a ligature; a sentence in an icon font's element is left as text.
struct IconFontLigatures {
    /// What a ligature's text becomes in the page: one private-use character, as the font's glyph is one, so every reader
    /// of the page's texts takes it as an icon (`RenderingExtractor.iconGlyph`) and none as words.
    static let glyph = "\u{E000}"

    /// Words of a font family's name that say it draws icons.
    static let iconWords: Set<String> = ["icon", "icons", "iconfont", "glyphicons"]

    /// Icon fonts whose names do not say "icon": families (their words run together) of the widely used icon fonts.
    static let iconFamilies: Set<String> = [
        "materialsymbols", "fontawesome",
        "ionicons", "icomoon", "fontello", "octicons", "codicon", "phosphor", "remixicon", "boxicons", "feather", "lucide",
        "typicons", "entypo", "linearicons", "themify", "tablericons", "bootstrapicons", "lineawesome", "dashicons"
    ]

    /// True when a font family's name (or a class, or a font file's name) names an icon font.
    static func namesIconFont(_ name: String) -> Bool {
        let words = name.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard !words.isEmpty else { return false }
        if words.contains(where: iconWords.contains) { return true }
        // `Font Awesome 6 Free`, `Material Symbols Outlined`: the family's words without version numbers and styles.
        var named = words.filter { !$0.allSatisfy(\.isNumber) }
        while named.count > 1, let last = named.last, styleWords.contains(last) { named.removeLast() }
        return iconFamilies.contains(named.joined())
    }

    /// Words after an icon font's name that name one of its styles or editions (`Outlined`, `Solid`, `Free`).
    static let styleWords: Set<String> = [
        "solid", "regular", "light", "thin", "duotone", "brands", "free", "pro", "outlined", "outline", "rounded", "round", "sharp",
        "two", "tone", "twotone", "webfont", "fill", "filled", "bold", "icons"
    ]

    /// The classes that set an icon font in this page, and the elements its `style` attributes set one on.
    private(set) var iconClasses: Set<String> = []
    private(set) var styledNodes: Set<Int> = []

    /// Reads which classes and elements draw in an icon font from the page's stylesheet links, style blocks and
    /// `style` attributes.
    init(links: [String], sheets: [CSSStylesheet], inlineStyles: [(node: Int, text: String)]) {
        // Families the page loads: a fonts service's `family=` parameters, and `@font-face` rules.
        var loaded: [String] = []
        for href in links {
            guard let query = href.split(separator: "?", maxSplits: 1).dropFirst().first else { continue }
            for param in query.split(whereSeparator: { $0 == "&" || $0 == ";" }) where param.lowercased().hasPrefix("family=") {
                let value = param.dropFirst("family=".count).replacingOccurrences(of: "+", with: " ")
                let family = (value.removingPercentEncoding ?? value).split(separator: ":").first.map(String.init) ?? ""
                if Self.namesIconFont(family) { loaded.append(family) }
            }
        }
        var iconFaces: Set<String> = []
        for sheet in sheets {
            for rule in Self.fontFaces(sheet.rules) {
                guard let family = rule.declarations.last(where: { $0.name == "font-family" }).flatMap({ CSSValues.fontFamily($0.value) }) else {
                    continue
                }
                let src = rule.declarations.filter { $0.name == "src" }.map(\.valueText).joined(separator: " ")
                if Self.namesIconFont(family) || Self.namesIconFont(src) { iconFaces.insert(family.lowercased()); loaded.append(family) }
            }
        }
        let isIcon = { (family: String) in Self.namesIconFont(family) || iconFaces.contains(family.lowercased()) }
        // A class named as a loaded icon family (`.material-symbols-outlined` for `Material Symbols Outlined`).
        for family in loaded { iconClasses.insert(Self.slug(family)) }
        for known in ["material-icons", "material-icons-outlined", "material-icons-round", "material-icons-sharp", "material-icons-two-tone"] {
            iconClasses.insert(known)
        }
        for family in ["Material Symbols Outlined", "Material Symbols Rounded", "Material Symbols Sharp"] { iconClasses.insert(Self.slug(family)) }
        // Rules that set an icon family on a class: the classes of their selectors' last compounds.
        for sheet in sheets {
            for rule in sheet.allQualifiedRules {
                guard let family = rule.declarations.last(where: { $0.name == "font-family" }).flatMap({ CSSValues.fontFamily($0.value) }),
                    isIcon(family)
                else { continue }
                for selector in rule.selectorText.split(separator: ",") {
                    iconClasses.formUnion(Self.subjectClasses(String(selector)))
                }
            }
        }
        for (node, text) in inlineStyles {
            for case .declaration(let d) in CSSSyntax.declarationList(text) where d.name.lowercased() == "font-family" {
                if let family = CSSValues.fontFamily(d.value), isIcon(family) { styledNodes.insert(node) }
            }
        }
    }

    /// The ligatures of `doc`: each text node an icon font draws as one symbol, with the name it holds.
    func ligatures(in doc: MarkupDocument) -> [Int: String] {
        var out: [Int: String] = [:]
        var inIconFont: [Int: Bool] = [:]
        for node in doc.elementsInOrder() {
            let n = doc.nodes[node]
            let inherited = n.parent.flatMap { inIconFont[$0] } ?? false
            let classes = (n.attribute("class") ?? "").split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
            let own = inherited || styledNodes.contains(node) || classes.contains(where: iconClasses.contains)
            inIconFont[node] = own
            guard own else { continue }
            let texts = n.children.filter { doc.nodes[$0].kind == .text && !doc.nodes[$0].text.allSatisfy(\.isWhitespace) }
            guard texts.count == 1, let t = texts.first else { continue }
            let word = doc.nodes[t].text.trimmingCharacters(in: .whitespacesAndNewlines)
            if Self.isLigatureName(word) { out[t] = word }
        }
        return out
    }

    /// `chevron_right`, `home`, `arrow-left`: one word of ASCII letters, digits, `_` and `-`, with a letter.
    static func isLigatureName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 40 && text.contains(where: \.isLetter)
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }

    /// `Material Symbols Outlined` → `material-symbols-outlined`: a family written as a class name.
    static func slug(_ family: String) -> String {
        family.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).joined(separator: "-")
    }

    /// The classes of a selector's subject (its last compound): `.icon` of `.card .icon`, `material-icons` of
    /// `span.material-icons`; none when the subject is qualified by a pseudo-element (`.icon::before` draws its own text).
    static func subjectClasses(_ selector: String) -> [String] {
        let subject = selector.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" }).last.map(String.init) ?? ""
        guard !subject.contains("::"), !subject.contains(":before"), !subject.contains(":after") else { return [] }
        var out: [String] = []
        for part in subject.split(separator: ".", omittingEmptySubsequences: false).dropFirst() {
            let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            if !name.isEmpty { out.append(name.lowercased()) }
        }
        return out
    }

    /// The `@font-face` rules of `rules`, also inside `@media`, `@supports` and `@layer` blocks.
    private static func fontFaces(_ rules: [CSSRule]) -> [CSSAtRule] {
        var out: [CSSAtRule] = []
        for rule in rules {
            guard case .at(let a) = rule else { continue }
            if a.name == "font-face" { out.append(a) } else if let inner = a.rules { out += fontFaces(inner) }
        }
        return out
    }
}
