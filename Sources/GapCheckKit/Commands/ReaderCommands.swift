import CodeReader
import Foundation
import GapCheckAnalysis
import GapCheckModel
import GapCheckReporters
import MockupReader

/// `gapcheck extract` and `gapcheck inventory`: one side of the pipeline, printed, for debugging a report.
public enum ReaderCommands {
    /// What the mockup reader finds under `roots`.
    public static func extract(roots: [String], format: ListingFormat, configuration: Configuration) throws(InputError) -> (
        text: String, diagnostics: [Diagnostic]
    ) {
        try requireExisting(roots)
        let spec = try MockupReader.read(
            roots: roots,
            options: MockupReaderOptions(rootFontSize: configuration.rootFontSize, include: configuration.include, exclude: configuration.exclude))
        let text = format == .json ? ExtractionJSON(roots: roots, content: spec).text : DesignSpecText.render(spec)
        return (text, spec.diagnostics)
    }

    /// What the code reader finds under `roots`.
    public static func inventory(roots: [String], format: ListingFormat, configuration: Configuration) throws(InputError) -> (
        text: String, diagnostics: [Diagnostic]
    ) {
        try requireExisting(roots)
        var inv = try CodeReader.read(
            roots: roots,
            options: CodeReaderOptions(
                include: configuration.include, exclude: configuration.exclude, rootFontSize: configuration.rootFontSize))
        WebStylesheetColors.add(to: &inv, rootFontSize: configuration.rootFontSize)
        let text = format == .json ? ExtractionJSON(roots: roots, content: inv).text : InventoryText.render(inv)
        return (text, inv.diagnostics)
    }

    /// A missing root is an input error (exit 2) naming it, whatever the reader would do.
    static func requireExisting(_ roots: [String]) throws(InputError) {
        for root in roots where !FileManager.default.fileExists(atPath: root) { throw .notFound(path: root) }
    }
}
