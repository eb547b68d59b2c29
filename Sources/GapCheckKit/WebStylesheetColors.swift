import CodeReader
import GapCheckModel
import MockupReader

/// The colors of an app whose surfaces are web content: a Safari web extension's popup and settings, drawn in HTML
/// by the extension's own stylesheets (`--accent: #0A84FF`, dark under `prefers-color-scheme`). When the app's Swift
/// code and asset catalogs declare no color, the custom properties of the stylesheets in its web content's folder
/// (`Inventory.webStylesheets`) are its color tokens, read as the design's stylesheets are (appearances included), so
/// a design of those surfaces is compared with what ships instead of being told "the app declares no color tokens".
/// An app that declares colors in Swift keeps them as its tokens: its web content is then one surface among others,
/// and two palettes of one app are not paired against one design by guesswork.
enum WebStylesheetColors {
    static func add(to inventory: inout Inventory, rootFontSize: Double) {
        guard !inventory.webStylesheets.isEmpty, inventory.colors.isEmpty, inventory.assets.isEmpty else { return }
        let sheets = inventory.webStylesheets
        let shown = Dictionary(sheets.map { ($0.path, $0.displayPath) }, uniquingKeysWith: { a, _ in a })
        guard let spec = try? MockupReader.read(roots: sheets.map(\.path), options: MockupReaderOptions(rootFontSize: rootFontSize))
        else { return }
        func located(_ l: SourceLocation) -> SourceLocation {
            var l = l
            l.file = shown[l.file] ?? l.file
            return l
        }
        var added: [ColorToken] = []
        for e in spec.expectations where e.kind == .color && e.source == .customProperty && e.name.hasPrefix("--") {
            guard let light = e.light.color else { continue }
            added.append(
                ColorToken(
                    name: String(e.name.dropFirst(2)), owner: nil, light: light, dark: e.dark?.color, origin: .tokenFile,
                    expression: e.name, location: located(e.location),
                    notes: ["a custom property of the stylesheets the app's web content ships"]))
        }
        guard !added.isEmpty else { return }
        inventory.colors += added
        inventory.files = Array(Set(inventory.files).union(added.map(\.location.file))).sorted()
        inventory.diagnostics += spec.diagnostics.map { d in
            var d = d
            d.location = located(d.location)
            return d
        }
        CodeReader.sortLists(&inventory)
    }
}
