import CSSEngine
import Foundation

/// The classes a page's own style hides until a script adds a state class: the panes of a clickable prototype.
///
/// A one-file prototype often draws every screen inside one phone frame and shows one at a time: `.page { display: none }`
/// beside `.page.active { display: block }`, or `.view:not(.is-current) { display: none }`; a script moves the state class
/// (`showPage('map')`, `classList.toggle('active')`). Such a class is what makes sibling blocks panes shown one at a time
/// (`StructureExtractor.switchedPanes`), whatever the class, the state word or the language of the page. A class hidden
/// with no rule to show it is no pane class: a script may never show it.
struct PaneSwitching: Sendable, Equatable {
    /// Lower-cased class names hidden at rest and shown by a state class.
    let hiddenUntilState: Set<String>

    /// No class of the page is hidden until a state.
    static let none = PaneSwitching(hiddenUntilState: [])

    init(hiddenUntilState: Set<String>) { self.hiddenUntilState = hiddenUntilState }

    /// The pane classes of a page, from its own style blocks (`sheets`).
    init(sheets: [CSSStylesheet]) {
        var hidden: Set<String> = []
        var shownWith: Set<String> = []
        var hiddenWithout: Set<String> = []
        for sheet in sheets {
            for rule in sheet.allQualifiedRules {
                guard let shows = Self.shows(rule.declarations) else { continue }
                for part in rule.selectorText.split(separator: ",") {
                    guard let compound = Self.compound(String(part)) else { continue }
                    switch (compound.classes.count, compound.negated.count, shows) {
                    case (1, 0, false): hidden.insert(compound.classes[0])
                    // `.page.active { display: block }`: either class may be the state; both are noted.
                    case (2, 0, true): shownWith.formUnion(compound.classes)
                    case (1, 1, false): hiddenWithout.insert(compound.classes[0])
                    default: break
                    }
                }
            }
        }
        hiddenUntilState = hidden.intersection(shownWith).union(hiddenWithout)
    }

    /// True when the class `name` (lower-cased) hides its element until a state class shows it.
    func hidesUntilState(_ name: String) -> Bool { hiddenUntilState.contains(name) }

    /// Whether declarations show (`display: block`, `visibility: visible`, `opacity: 1`) or hide (`display: none`,
    /// `visibility: hidden`) their element; nil when they say neither; any of them hiding hides. `opacity: 0` hides a
    /// pane only when the same rule stacks it over the others or puts it out of reach (`.view { position: absolute;
    /// inset: 0; opacity: 0; pointer-events: none }` beside `.view.is-active { opacity: 1 }`): a block faded in as the
    /// page scrolls (`.reveal { opacity: 0 }`) stays in the flow and in reach, and is no pane.
    static func shows(_ declarations: [CSSDeclaration]) -> Bool? {
        var says: [String: Bool] = [:]
        var outOfFlow = false
        for d in declarations {
            guard let keyword = d.value.first(where: { !$0.isWhitespace }) else { continue }
            let name = d.name.lowercased()
            switch name {
            case "display": says[name] = !keyword.isIdent("none")
            case "visibility": says[name] = !keyword.isIdent("hidden") && !keyword.isIdent("collapse")
            case "opacity":
                switch keyword.kind {
                case .number(let n), .percentage(let n): says[name] = n.value > 0
                default: continue
                }
            case "position": outOfFlow = outOfFlow || keyword.isIdent("absolute") || keyword.isIdent("fixed")
            case "pointer-events": outOfFlow = outOfFlow || keyword.isIdent("none")
            default: continue
            }
        }
        if says["opacity"] == false, !outOfFlow { says["opacity"] = nil }
        return says.isEmpty ? nil : !says.values.contains(false)
    }

    /// The classes of a compound selector of classes only (`.page`, `div.page.active`, `.view:not(.current)`): the
    /// classes it requires and those it excludes, lower-cased; nil for a selector with a combinator, an id, an attribute
    /// or another pseudo-class (`.tabs .page`, `.page:first-child`, `#map`).
    static func compound(_ text: String) -> (classes: [String], negated: [String])? {
        var s = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !s.isEmpty, !s.contains(where: { " >+~#[*".contains($0) }) else { return nil }
        // A tag before the classes (`div.page`) says nothing more.
        s = s.drop { $0.isLetter || $0.isNumber }
        var classes: [String] = []
        var negated: [String] = []
        while !s.isEmpty {
            if s.hasPrefix(".") {
                let name = s.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
                guard !name.isEmpty else { return nil }
                classes.append(name.lowercased())
                s = s.dropFirst(name.count + 1)
            } else if s.lowercased().hasPrefix(":not(.") {
                let rest = s.dropFirst(6)
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
                guard !name.isEmpty, rest.dropFirst(name.count).hasPrefix(")") else { return nil }
                negated.append(name.lowercased())
                s = rest.dropFirst(name.count + 1)
            } else {
                return nil
            }
        }
        return classes.isEmpty ? nil : (classes, negated)
    }
}
