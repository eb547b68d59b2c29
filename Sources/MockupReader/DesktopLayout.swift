import CSSEngine
import Foundation
import GapCheckModel
import LibXML

/// What shows a page with no device frame to be laid out for a desktop screen (a web console, an admin panel, a Mac
/// window) rather than a phone's, in any style: a side navigation shown at every width together with a layout that
/// widens for a desktop.
///
/// A side navigation is a column of three links or buttons or more pinned to the page's edge over its height (`fixed`
/// with `inset-y-0` or `h-screen`, `position: fixed` or `sticky` with `height: 100vh` or `top` and `bottom`), or an
/// `<aside>`/`.sidebar` beside the page's `main`; hidden below a breakpoint (`hidden lg:flex`), it is a responsive page's
/// desktop extra, not its layout. The layout widens for a desktop when it changes at a viewport of 1024 px or more
/// (Tailwind's `lg:`, `xl:`, `2xl:` classes, `@media (min-width: 1280px)`) or caps its content at a desktop's width
/// (`max-width: 1200px`, `max-w-7xl`). A phone app's screen draws no side column beside its content at every width and
/// no layout for 1024 px; its drawer is a phone's when nothing widens (`ReadState` leaves it a screen), and an iPad's
/// canvas has a fixed width, no breakpoint. Each sign alone is a phone mockup's too (a legend in an `<aside>`, a
/// gallery capped at 1200 px); both together are a desktop page. The pipeline leaves such a page out when the app
/// runs on no desktop (`ForeignSurfaces`), as it does a desktop frame.
struct DesktopLayout: Sendable, Hashable {
    /// A side navigation shown at every width.
    var sideNavigation = false
    /// Breakpoints at a desktop's width: the layout changes at 1024 px or more.
    var desktopBreakpoints = false
    /// A container capped at a desktop's width (1024 px or more).
    var wideContainer = false

    /// True when the page is laid out for a desktop screen.
    var isDesktop: Bool { sideNavigation && (desktopBreakpoints || wideContainer) }

    /// The narrowest viewport, in px, that is a desktop's rather than a phone's or a tablet's in portrait.
    static let desktopWidth = 1024.0
    /// Least number of links or buttons in a side navigation.
    static let minimumItems = 3

    init() {}

    /// The evidence of `doc`, from its classes, its own style blocks (`sheets`) and its inline styles.
    init(_ doc: MarkupDocument, classes: ElementClasses, sheets: [CSSStylesheet], inlineStyles: [(node: Int, text: String)]) {
        let rules = Self.simpleRules(sheets)
        var inline: [Int: [CSSDeclaration]] = [:]
        for style in inlineStyles { inline[style.node, default: []] += CSSParser.parseDeclarationList(style.text) }
        for node in doc.elementsInOrder() where node != doc.root {
            let list = classes.classList(node)
            for c in list {
                let (variants, utility) = Self.variantsAndUtility(c)
                if variants.contains(where: Self.desktopVariants.contains) { desktopBreakpoints = true }
                if Self.isWideUtility(utility) { wideContainer = true }
            }
            if !sideNavigation,
                Self.isSideNavigation(doc, node, classes: classes, declarations: { rules.declarations(doc.nodes[node], list) + (inline[node] ?? []) })
            {
                sideNavigation = true
            }
        }
        let declarations = sheets.flatMap { $0.allQualifiedRules.flatMap(\.declarations) } + inline.values.flatMap { $0 }
        if declarations.contains(where: { $0.name == "max-width" && (Self.px($0.value) ?? 0) >= Self.desktopWidth }) { wideContainer = true }
        if sheets.contains(where: { Self.hasDesktopMedia($0.rules) }) { desktopBreakpoints = true }
    }

    // MARK: - Side navigation

    /// Tailwind's variants of a desktop's viewport.
    static let desktopVariants: Set<Substring> = ["lg", "xl", "2xl"]
    /// Tailwind's classes pinning an element over the page's height.
    private static let fullHeightUtilities: Set<String> = ["inset-y-0", "h-screen", "h-dvh", "h-svh", "h-lvh", "min-h-screen"]
    private static let pinnedUtilities: Set<String> = ["fixed", "sticky", "absolute"]

    /// True when `node` is a side navigation shown at every width (see the type).
    static func isSideNavigation(_ doc: MarkupDocument, _ node: Int, classes: ElementClasses, declarations: () -> [CSSDeclaration]) -> Bool {
        let n = doc.nodes[node]
        let named = n.name == "aside" || namesSideNavigation(n, classes: classes.classList(node))
        guard named || n.name == "nav" else { return false }
        let list = classes.classList(node)
        let declarations = declarations()
        // Hidden at the narrowest width: a responsive page's desktop extra.
        if list.contains("hidden") || declarations.last(where: { $0.name == "display" })?.value.first?.identValue == "none" { return false }
        guard items(doc, node) >= minimumItems else { return false }
        let set = Set(list)
        if !set.isDisjoint(with: pinnedUtilities), !set.isDisjoint(with: fullHeightUtilities) || set.isSuperset(of: ["top-0", "bottom-0"]) {
            return true
        }
        if pinnedOverHeight(declarations) { return true }
        // An aside or a sidebar beside the page's main content, as a column of its layout.
        guard named, let parent = n.parent else { return false }
        return doc.elementChildren(of: parent).contains { s in
            s != node
                && (doc.nodes[s].name == "main"
                    || (classes.classList(s) + [doc.nodes[s].attribute("id") ?? ""]).contains { NameWords.split($0).contains("main") })
        }
    }

    /// True when a class or the id names a side navigation: `sidebar`, `side-nav`, `sidemenu`, `nav-rail`.
    static func namesSideNavigation(_ n: MarkupDocument.Node, classes: [String]) -> Bool {
        (classes + [n.attribute("id") ?? ""]).contains { c in
            guard NameWords.mayHold(["side", "rail"], in: c) else { return false }
            let words = Set(NameWords.split(c))
            if !words.isDisjoint(with: ["sidebar", "sidenav", "sidemenu", "navrail"]) { return true }
            return words.contains("side") && !words.isDisjoint(with: ["bar", "nav", "menu", "navigation"])
                || words.contains("rail") && !words.isDisjoint(with: ["nav", "navigation"])
        }
    }

    /// The links, buttons and list items `node` holds, each counted once (a link in a list item is one item).
    static func items(_ doc: MarkupDocument, _ node: Int) -> Int {
        var count = 0
        var stack = doc.elementChildren(of: node)
        while let c = stack.popLast() {
            let n = doc.nodes[c]
            if n.name == "button" || n.name == "li" || (n.name == "a" && n.attribute("href") != nil) {
                count += 1
            } else {
                stack += doc.elementChildren(of: c)
            }
        }
        return count
    }

    /// True when declarations pin an element over the page's height: `position: fixed` or `sticky` with a full height
    /// (`100vh`, `100%`, `100dvh`) or both `top` and `bottom`.
    static func pinnedOverHeight(_ declarations: [CSSDeclaration]) -> Bool {
        let value = { (name: String) in declarations.last(where: { $0.name == name }).map { CSSSerializer.serializeTrimmed($0.value).lowercased() } }
        guard let position = value("position"), position == "fixed" || position == "sticky" else { return false }
        if let h = value("height") ?? value("min-height"), ["100vh", "100%", "100dvh", "100svh"].contains(h) { return true }
        return value("top") != nil && value("bottom") != nil || value("inset") != nil
    }

    // MARK: - Width

    /// A class's Tailwind variants (`lg`, `hover`) and its utility (`lg:grid-cols-3` → `["lg"]`, `grid-cols-3`).
    static func variantsAndUtility(_ c: String) -> (variants: [Substring], utility: Substring) {
        guard c.contains(":") else { return ([], c[...]) }
        var parts = c.split(separator: ":", omittingEmptySubsequences: false)
        let utility = parts.removeLast()
        return (parts, utility)
    }

    /// Tailwind's widths of a desktop's container.
    private static let wideUtilities: Set<Substring> = ["max-w-5xl", "max-w-6xl", "max-w-7xl", "max-w-screen-lg", "max-w-screen-xl", "max-w-screen-2xl"]

    /// True for a Tailwind utility capping the width at a desktop's: `max-w-7xl`, `max-w-[1200px]`.
    static func isWideUtility(_ u: Substring) -> Bool {
        if wideUtilities.contains(u) { return true }
        guard u.hasPrefix("max-w-["), u.hasSuffix("px]"), let v = Double(u.dropFirst(7).dropLast(3)) else { return false }
        return v >= desktopWidth
    }

    /// A length in px (`1200px`, `75rem` at 16 px); nil for any other value.
    static func px(_ value: [CSSComponentValue]) -> Double? {
        guard let first = value.first(where: { !$0.isWhitespace }), case .dimension(let n, let unit) = first.kind else { return nil }
        switch unit.lowercased() {
        case "px": return n.value
        case "rem", "em": return n.value * 16
        default: return nil
        }
    }

    /// True when a `@media` rule of `rules` (nested included) asks for a viewport of a desktop's width or more:
    /// `(min-width: 1024px)`, `(width >= 80em)`.
    static func hasDesktopMedia(_ rules: [CSSRule]) -> Bool {
        rules.contains { r in
            guard case .at(let a) = r else { return false }
            if a.name == "media", minimumWidth(a.preludeText).map({ $0 >= desktopWidth }) == true { return true }
            return hasDesktopMedia(a.rules ?? [])
        }
    }

    /// The least viewport width a media query asks for, in px: `min-width: 1024px`, `width >= 64em`.
    static func minimumWidth(_ prelude: String) -> Double? {
        guard let re = try? NSRegularExpression(pattern: "(?:min-width\\s*:|width\\s*>=?)\\s*([0-9.]+)\\s*(px|em|rem)", options: .caseInsensitive)
        else { return nil }
        let ns = prelude as NSString
        return re.matches(in: prelude, range: NSRange(location: 0, length: ns.length)).compactMap { m -> Double? in
            guard let v = Double(ns.substring(with: m.range(at: 1))) else { return nil }
            return ns.substring(with: m.range(at: 2)).lowercased() == "px" ? v : v * 16
        }.max()
    }

    // MARK: - Simple rules

    /// The declarations of a page's simple rules (`.sidebar`, `#nav`, `aside`, `nav.side`), by class, id and tag.
    struct SimpleRules {
        var byClass: [String: [CSSDeclaration]] = [:]
        var byID: [String: [CSSDeclaration]] = [:]
        var byTag: [String: [CSSDeclaration]] = [:]

        /// The declarations that reach an element of this tag and classes, tag first, then classes, then id.
        func declarations(_ n: MarkupDocument.Node, _ classes: [String]) -> [CSSDeclaration] {
            var out = byTag[n.name] ?? []
            for c in classes { out += byClass[c.lowercased()] ?? [] }
            if let id = n.attribute("id") { out += byID[id] ?? [] }
            return out
        }
    }

    /// The simple rules of `sheets`, outside `@media` blocks too: a selector of one compound naming a tag, a class or
    /// an id (its class taken), no combinator or pseudo-class.
    static func simpleRules(_ sheets: [CSSStylesheet]) -> SimpleRules {
        var out = SimpleRules()
        for sheet in sheets {
            for rule in sheet.allQualifiedRules {
                for part in rule.selectorText.split(separator: ",") {
                    let s = part.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard !s.isEmpty, !s.contains(where: { " >+~:[*".contains($0) }) else { continue }
                    if let hash = s.firstIndex(of: "#") {
                        out.byID[String(s[s.index(after: hash)...].prefix { $0 != "." }), default: []] += rule.declarations
                    } else if let dot = s.firstIndex(of: ".") {
                        out.byClass[s[s.index(after: dot)...].split(separator: ".").first.map { $0.lowercased() } ?? "", default: []] += rule.declarations
                    } else {
                        out.byTag[s.lowercased(), default: []] += rule.declarations
                    }
                }
            }
        }
        return out
    }
}
