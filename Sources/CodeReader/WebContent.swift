import GapCheckModel

/// Web content the app ships: an HTML page in the app's sources in a web extension's folder (beside or below a
/// `manifest.json` with a `manifest_version`: a Safari web extension's popup, options or settings page), or that
/// another `manifest.json` names (`"start_url": "app.html"`). The page is a surface
/// the app draws in HTML (its texts usually built by script), so a design screen named like it is not a Swift view
/// the app lacks. A page nothing names (a mockup kept beside the code, a web site) is no app content.
enum WebContent {
    /// The pages among `pages` in a web extension's folder, or that a manifest in their folder or a folder above names
    /// by their path from it.
    static func pages(_ pages: [InputFile], manifests: [(file: InputFile, text: String)]) -> [WebPage] {
        var out: [WebPage] = []
        for page in pages {
            let path = page.displayPath
            let namedBy = manifests.first { m in
                let dir = m.file.displayPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                guard dir.isEmpty || path.hasPrefix(dir + "/") else { return false }
                // A web extension's resources folder holds what it ships (its popup may be set by script).
                if m.text.contains("\"manifest_version\"") { return true }
                let relative = dir.isEmpty ? path : String(path.dropFirst(dir.count + 1))
                // `"popup.html"`, `"./popup.html"`, `"/popup.html"`, never `"other-popup.html"`.
                return m.text.contains("\"" + relative + "\"") || m.text.contains("/" + relative + "\"")
            }
            guard let namedBy else { continue }
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let stem = file.split(separator: ".").dropLast().joined(separator: ".")
            out.append(WebPage(name: stem, location: SourceLocation(file: path), namedBy: namedBy.file.displayPath))
        }
        return out.sorted { ($0.location.file, $0.name) < ($1.location.file, $1.name) }
    }

    /// The stylesheets among `sheets` in the folder of a manifest that names one of `pages` (the web content's
    /// folder, at any depth below it): where the web content keeps its colors (`--accent: #0A84FF`). A stylesheet
    /// elsewhere in the sources (a web site's, a mockup's kept beside the code) is not the app's.
    static func stylesheets(_ sheets: [InputFile], of pages: [WebPage]) -> [InputFile] {
        let folders = Set(pages.map { $0.namedBy.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") })
        return sheets.filter { sheet in folders.contains { $0.isEmpty || sheet.displayPath.hasPrefix($0 + "/") } }.sorted()
    }
}
