import CSSEngine

/// What `rem` is for the design's tokens: the font size the design's stylesheets give the root element
/// (`html { font-size: 62.5% }`, `:root { font-size: 14px }`), read against the configured initial size, when
/// every such declaration agrees on one size. Pages compute their own root size in the cascade; tokens are
/// design-wide, so a design whose root rules disagree keeps the initial size.
enum DeclaredRootFontSize {
    /// The one size the root rules of `rules` give the root element, or `initial` when none does or they disagree.
    static func of(_ rules: [StyleRule], initial: Double) -> Double {
        var sizes: Set<Double> = []
        for rule in rules where !rule.dark && !rule.highContrast && rule.selectors.contains(where: selectsRoot) {
            for declaration in rule.declarations where declaration.name == "font-size" {
                guard let size = CSSBridge.fontSize(declaration.value, parentSize: initial, rootFontSize: initial), size > 0 else { continue }
                sizes.insert((size * 1000).rounded() / 1000)
            }
        }
        guard sizes.count == 1, let size = sizes.first else { return initial }
        return size
    }

    /// True for `html` and `:root` alone, with no class, id, attribute or state that only some pages give it.
    static func selectsRoot(_ selector: Selector) -> Bool {
        guard selector.compounds.count == 1, let c = selector.compounds.first else { return false }
        return c.tag == "html" && c.id == nil && c.classes.isEmpty && c.attributes.isEmpty && c.positions.isEmpty && !c.pseudoElement
            && c.pseudoClasses.isEmpty
    }
}
