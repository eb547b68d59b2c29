import Foundation
import Testing

@testable import GapCheckKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `--assets DIR`: SVG swatches beside the Markdown report, linked relative to it.
@Suite("--assets swatches", .enabled(if: CLIBinary.url != nil, "build the gapcheck product first"))
struct CLIAssetsTests {
    /// The `![alt](path)` images of a Markdown report.
    static func images(_ markdown: String) throws -> [(alt: String, path: String)] {
        let image = try Regex(#"!\[([^\]]*)\]\(([^)]*)\)"#)
        return markdown.matches(of: image).map { m in
            let text = String(markdown[m.range])
            let alt = text.dropFirst(2).prefix { $0 != "]" }
            let path = text.drop { $0 != "(" }.dropFirst().dropLast()
            return (String(alt), String(path))
        }
    }

    /// The `fill` attributes of an SVG, or nil when it is not well-formed XML with an `<svg>` root.
    static func fills(_ svg: String) -> [String]? {
        final class Collector: NSObject, XMLParserDelegate {
            var root: String?
            var fills: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if root == nil { root = name }
                if let f = attributes["fill"], f != "none" { fills.append(f) }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse(), collector.root == "svg" else { return nil }
        return collector.fills
    }

    /// A scratch folder with a copy of the bundled sample (`design/`, `tokens/`) and an empty `out/`.
    static func sample() throws -> TemporaryDirectory {
        let dir = try CLIBinary.sampleDirectory()
        for sub in ["design", "tokens"] {
            try FileManager.default.removeItem(atPath: dir.path + "/" + sub)
            try FileManager.default.copyItem(atPath: CLIBinary.packageRoot.path + "/" + sub, toPath: dir.path + "/" + sub)
        }
        return dir
    }

    @Test("writes one well-formed SVG per swatch the Markdown links, with the right fill")
    func swatches() throws {
        let dir = try Self.sample()
        let r = try CLIBinary.run(
            ["design/", "tokens/", "-o", "out/report.md", "--assets", "out/img", "--date", "2026-05-06", "--fail-on", "never"], in: dir.path)
        #expect(r.status == 0, "\(r.err)")
        let md = try String(contentsOfFile: dir.path + "/out/report.md", encoding: .utf8)
        let images = try Self.images(md)
        #expect(images.count >= 4, "the sample's color findings carry swatches")
        for (alt, path) in images {
            #expect(path.hasPrefix("img/swatch-") && path.hasSuffix(".svg"), "relative to the report: \(path)")
            let svg = try String(contentsOfFile: dir.path + "/out/" + path, encoding: .utf8)
            let fills = try #require(Self.fills(svg), "\(path) is not well-formed SVG")
            let hexes = alt.components(separatedBy: " / ")
            #expect(fills == hexes.map { String($0.prefix(7)) }, "\(path): fills \(fills) for \(alt)")
            #expect(path == "img/swatch-" + hexes.map { $0.dropFirst().lowercased() }.joined(separator: "-") + ".svg")
        }
        // The design's #34C759 appears as a single swatch; a light/dark token as a split one.
        #expect(images.contains { $0.alt == "#34C759" })
        #expect(images.contains { $0.alt.contains(" / ") })
        // Every written file is linked, and nothing else went into the folder.
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out/img"))
        #expect(written == Set(images.map { String($0.path.dropFirst("img/".count)) }))
    }

    @Test("without -o the links are relative to the current directory; without --assets nothing changes")
    func relativeAndUnchanged() throws {
        let dir = try Self.sample()
        let withAssets = try CLIBinary.run(["design/", "tokens/", "--assets", "sw", "--date", "2026-05-06", "--quiet"], in: dir.path)
        let plain = try CLIBinary.run(["design/", "tokens/", "--date", "2026-05-06", "--quiet"], in: dir.path)
        let linked = try Self.images(withAssets.out)
        #expect(!linked.isEmpty && linked.allSatisfy { $0.path.hasPrefix("sw/swatch-") })
        #expect(try Self.images(plain.out).isEmpty)
        let stripped = withAssets.out.replacing(try Regex(#"!\[[^\]]*\]\([^)]*\) "#), with: "")
        #expect(stripped == plain.out, "--assets only adds the images")
        let inside = try CLIBinary.run(["design/", "tokens/", "--assets", "tokens/img", "--quiet"], in: dir.path)
        #expect(inside.status == 2, "swatches are never written into an input folder")
    }

    @Test("relative paths between folders")
    func relativePaths() {
        #expect(OutputPath.relative("/a/out/img", from: "/a/out") == "img")
        #expect(OutputPath.relative("/a/img", from: "/a/out") == "../img")
        #expect(OutputPath.relative("/a/out", from: "/a/out") == ".")
        #expect(OutputPath.relative("/x/./y/../img", from: "/x/docs/reports") == "../../img")
    }
}
