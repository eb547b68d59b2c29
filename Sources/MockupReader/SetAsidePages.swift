import Foundation
import GapCheckModel

/// The pages of a design set aside as no design of the app (`LoadedPage.isSetAside`: a page of the product's
/// website, marketing art, a gallery, a document of prose, a spec, a diagram, a checklist), when the design has a
/// design of its own beside them: a page that is not set aside (a mockup, a page whose script draws the app, a style
/// guide that shows the design's values), a token file, or a stylesheet that is not only theirs.
///
/// Their own `<style>` and `style=""` values are the page's palette, not the app's: a UML legend's `--struct`, a
/// checklist's `--block`, a website page's older `--primary`. They are read after the design's (a name both declare
/// keeps the design's value, and the page's is another value of it, a design conflict at most) and left out of the
/// expectations, said once; so are their rules' own values. Where such pages are all the design there is, nothing is set aside: their values are the
/// only ones to compare.
struct SetAsidePages {
    /// Indices of the pages set aside.
    let pages: Set<Int>
    /// Their display paths.
    let files: Set<String>

    /// True when nothing is set aside.
    var isEmpty: Bool { pages.isEmpty }

    init(pages loaded: [LoadedPage], toolingPages: Set<Int>, sources: [StyleSource], hasTokenFiles: Bool) {
        let aside = Set(loaded.indices.filter { loaded[$0].isSetAside && !toolingPages.contains($0) })
        let designPages = loaded.indices.filter { !aside.contains($0) && !toolingPages.contains($0) }
        var stylesheets: Set<String> = []
        for source in sources { if case .file = source.kind { stylesheets.insert(source.file) } }
        var usedByAside: Set<String> = []
        for p in aside {
            for si in loaded[p].sources where si < sources.count {
                if case .file = sources[si].kind { usedByAside.insert(sources[si].file) }
            }
        }
        let ownDesign = !designPages.isEmpty || hasTokenFiles || !stylesheets.isSubset(of: usedByAside)
        pages = ownDesign ? aside : []
        files = Set(pages.map { loaded[$0].file })
    }

    /// True when `rule` is written in the own `<style>` or a `style=""` of a page set aside.
    func wrote(_ rule: StyleRule, sources: [StyleSource]) -> Bool {
        guard !pages.isEmpty, rule.source < sources.count else { return false }
        switch sources[rule.source].kind {
        case .styleElement(let p), .inline(let p, _): return pages.contains(p)
        case .file: return false
        }
    }

    /// Removes the custom properties declared only on pages set aside (their rules give no values: `wrote`); the
    /// warning that says so, nil when none was.
    func leaveOut(_ expectations: inout [Expectation]) -> Diagnostic? {
        guard !files.isEmpty else { return nil }
        let theirs = { (e: Expectation) in e.source == .customProperty && files.contains(e.location.file) }
        let left = expectations.filter(theirs)
        guard let first = left.map(\.location).min() else { return nil }
        expectations.removeAll(where: theirs)
        let names = Set(left.map { ($0.location.file as NSString).lastPathComponent }).sorted()
        let list = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        return Diagnostic(
            .warning,
            "\(left.count == 1 ? "1 custom property" : "\(left.count) custom properties") declared only by pages that are no design of the app (website pages, documents, galleries, marketing art: \(list)) not compared: the design has mockups, token files or stylesheets of its own",
            at: first)
    }
}
