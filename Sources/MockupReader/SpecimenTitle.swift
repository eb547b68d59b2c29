import LibXML

/// The title block of a page that specifies the design system (`LoadedPage.AboutApp.specimen`): the page's own
/// heading and subtitle ("Read & Write", "色彩令牌预览 · Light / Dark", "Paleta de colores"), the page's chrome as the
/// heading above a mockup's frames is, never an app text style.
///
/// It is the page's first `h1`, else its first `<header>`, grown to the ancestors below `<body>` that hold no specimen
/// and few texts (the heading, a subtitle, a tag line: at most `maxTexts` beside the page's appearance switches), and
/// only when it comes before every specimen of the page: a heading further down may be a usage example's.
enum SpecimenTitle {
    /// Most elements with text a title block holds outside its appearance switches.
    private static let maxTexts = 3

    /// The title block's outermost element, if the page has one (`isSpecimen`: by node, `DesignSpecimens.isSpecimen`;
    /// `switches`: the page's appearance switches, `AppearanceSwitch.find`).
    static func find(_ doc: MarkupDocument, isSpecimen: [Bool], switches: [Int]) -> Int? {
        let order = doc.elementsInOrder()
        guard let start = order.first(where: { doc.nodes[$0].name == "h1" }) ?? order.first(where: { doc.nodes[$0].name == "header" }),
            let firstSpecimen = order.firstIndex(where: { $0 < isSpecimen.count && isSpecimen[$0] }),
            let at = order.firstIndex(of: start), at < firstSpecimen
        else { return nil }
        var inSwitch: Set<Int> = []
        for s in switches { inSwitch.formUnion(doc.elementsInOrder(from: s)) }
        func fits(_ node: Int) -> Bool {
            let all = doc.elementsInOrder(from: node)
            if all.contains(where: { $0 < isSpecimen.count && isSpecimen[$0] }) { return false }
            if all.contains(where: { !inSwitch.contains($0) && PrototypeControls.isControl(doc.nodes[$0]) }) { return false }
            let texts = all.filter { i in
                !inSwitch.contains(i) && doc.nodes[i].children.contains { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) }
            }
            return texts.count <= maxTexts
        }
        guard fits(start) else { return nil }
        var block = start
        while let p = doc.nodes[block].parent, p != doc.root, !["body", "html"].contains(doc.nodes[p].name), fits(p) { block = p }
        return block
    }
}
