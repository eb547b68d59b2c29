import GapCheckModel

/// The app's texts in the design's language: a view that shows a string table's text shows it in every language the
/// app ships, so a design written in one of them (`支持与关于`) matches the view that shows `Support & About` in the
/// development language.
///
/// Each text of the app that another language translates (`Inventory.translations`) is compared in the language the
/// design writes it in: when the design has none of its development-language text but one of its translations, the
/// text becomes that translation. The design's `<html lang>` is not trusted for this (pages written in Chinese declare
/// `lang="en"`): the design's own wording says which language it is. A text no design writes in any language stays
/// as the development language shows it.
public enum LocalizedDesignTexts {
    /// `inventory` with each translated text in the language `design` writes it in.
    public static func apply(design: DesignSpec, to inventory: inout Inventory) {
        guard !inventory.translations.isEmpty else { return }
        var written: Set<String> = []
        for s in design.screens {
            for t in [s.title, s.name].compactMap({ $0 }) + s.sections.map(\.title) + s.labels.map(\.text) + s.texts + (s.tabBar?.labels ?? []) {
                written.insert(TextNormalizer.normalize(t))
            }
        }
        let translations = inventory.translations
        var chosen: [String: String] = [:]
        func inDesign(_ text: String) -> String {
            if let c = chosen[text] { return c }
            var c = text
            if let others = translations[text], !written.contains(TextNormalizer.normalize(text)),
                let other = others.first(where: { written.contains(TextNormalizer.normalize($0)) })
            {
                c = other
            }
            chosen[text] = c
            return c
        }
        for v in inventory.views.indices {
            for t in inventory.views[v].texts.indices {
                let text = inDesign(inventory.views[v].texts[t].text)
                inventory.views[v].texts[t].text = text
            }
            let titles = inventory.views[v].tabTitles.map(inDesign)
            inventory.views[v].tabTitles = titles
        }
        for b in inventory.tabBars.indices {
            for t in inventory.tabBars[b].tabs.indices {
                let title = inDesign(inventory.tabBars[b].tabs[t].title)
                inventory.tabBars[b].tabs[t].title = title
            }
        }
        for e in inventory.elements.indices {
            if let text = inventory.elements[e].text.map(inDesign) { inventory.elements[e].text = text }
            if let label = inventory.elements[e].accessibilityLabel.map(inDesign) { inventory.elements[e].accessibilityLabel = label }
        }
        for t in inventory.computedTexts.indices {
            let text = inDesign(inventory.computedTexts[t].text)
            inventory.computedTexts[t].text = text
        }
    }
}
