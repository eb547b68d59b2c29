import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Outcomes that used to pass in silence: each now speaks, as a warning naming the file or an error
/// with its own exit status. Also the size limits on configuration and report files.
@Suite("quiet outcomes speak; size limits", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct QuietOutcomeTests {
    @Test("an unparsable Info.plist (binary garbage, entity declarations, truncated) is a warning naming it")
    func infoPlist() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("app/Info.plist", bytes: [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30] + Array(repeating: 0xFF, count: 64))
        try ws.write(
            "app/Ext/Info.plist",
            """
            <?xml version="1.0"?><!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <plist version="1.0"><dict><key>CFBundleName</key><string>&b;&b;&b;</string></dict></plist>
            """)
        try ws.write("app/Broken/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UIUserInterfaceStyle</key><string>Dark")
        let r = try ws.check()
        expectReportWritten(r, ws)
        expectWarning(r, naming: "app/Info.plist", mentioning: "property list")
        expectWarning(r, naming: "app/Ext/Info.plist:1", mentioning: "entities")
        expectWarning(r, naming: "app/Broken/Info.plist", mentioning: "property list")
    }

    @Test("a var() expansion cut off at gapcheck's bound is a warning naming the property")
    func varBomb() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        var css = ":root {\n  --v0: 1px 1px 1px 1px 1px 1px 1px 1px 1px 1px;\n"
        for i in 1...8 { css += "  --v\(i): " + Array(repeating: "var(--v\(i - 1))", count: 10).joined(separator: " ") + ";\n" }
        css += "}\n.x { padding: var(--v8); }\n"
        try ws.write("design/bomb.css", css)
        let r = try GapCheckBinary.run(["design", "app", "-o", "out/report.md", "--fail-on", "never"], in: ws.path, timeout: 120)
        expectReportWritten(r, ws)
        expectWarning(r, naming: "design/bomb.css:", mentioning: "too large")
    }

    @Test("file and folder names that are not UTF-8 are read and named with \\x escapes")
    func nonUTF8Names() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let name: [UInt8] = Array("app/Caf".utf8) + [0xE9] + Array("View.swift".utf8)
        let path = Array(ws.path.utf8) + [0x2F] + name
        let fd = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        #expect(fd >= 0)
        let text =
            "import SwiftUI\nenum CafeSpacing { static let roomy: CGFloat = 24 }\nstruct CafeView: View { var body: some View { Text(\"Café\").padding(24) } }\n"
        _ = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
        let r = try ws.run(["inventory", "app"])
        #expect(r.status == 0, "\(r)")
        #expect(!r.err.contains("not readable"), "\(r)")
        #expect(r.out.contains("roomy"), "the file was not read: \(r)")
        #expect(r.out.contains("Caf\\xE9View.swift"), "the file is not named with an escape: \(r)")
    }

    @Test("SOURCE_DATE_EPOCH beyond 9999-12-31, negative or not a number: exit 2 naming it")
    func sourceDateEpoch() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        for value in ["9223372036854775807", "253402300800", "-1", "1e9", "soon", "99999999999999999999"] {
            let r = try ws.run(["design", "app", "-o", "out/r.md"], environment: ["SOURCE_DATE_EPOCH": value])
            #expect(r.status == 2, "\(value): \(r)")
            #expect(r.err.contains("SOURCE_DATE_EPOCH=\(value)"), "\(value): \(r)")
        }
        let ok = try ws.run(["design", "app", "-o", "out/r.md", "--fail-on", "never"], environment: ["SOURCE_DATE_EPOCH": "253402300799"])
        #expect(ok.status == 0, "\(ok)")
        #expect(ws.read("out/r.md").contains("9999-12-31"))
    }

    @Test("a design root with only a PNG, an app root with only a .txt: exit 3, one line naming the root")
    func nothingReadable() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("pngs/mockup.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try ws.write("texts/notes.txt", "nothing to see\n")
        try ws.write("binaries/App.swift", bytes: [0, 1, 2, 3, 0, 0, 0])
        try ws.write("onlyplist/Info.plist", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>")
        try FileManager.default.createDirectory(atPath: ws.path + "/empty", withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["pngs", "app"], "pngs"), (["design", "texts"], "texts"), (["empty", "app"], "empty"),
            (["design", "binaries"], "binaries"), (["design", "onlyplist"], "onlyplist"), (["design", "app", "texts"], "texts")
        ]
        for (roots, named) in cases {
            let r = try ws.run(roots + ["-o", "out/r.md", "--fail-on", "never"])
            #expect(r.status == 3, "\(roots): \(r)")
            let side = named == roots[0] ? "design" : "app"
            let errors = r.err.split(separator: "\n").filter { $0.hasPrefix("gapcheck: error:") }
            #expect(errors.count == 1 && errors[0].hasPrefix("gapcheck: error: \(named): no readable \(side) file"), "\(roots): \(r)")
            #expect(!ws.exists("out/r.md"), "\(roots): a report was written")
        }
    }

    @Test("a design root whose only JSON says it is tokens in a shape not read: exit 3 naming the file and the shapes read")
    func unknownTokenShape() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("odd/brand-tokens.json", ##"{ "$schema": "https://example.org/tokens.schema.json", "swatches": [["ink", "#101820"]] }"##)
        try ws.write("manifests/package.json", #"{ "name": "site", "version": "2.0.0", "scripts": { "dev": "vite" } }"#)
        try ws.write("plain/theme.json", ##"{ "colours": { "ink": "#101820" }, "spacing": { "md": 12 }, "meta": { "by": "ops" } }"##)
        let odd = try ws.run(["odd", "app", "-o", "out/r.md", "--fail-on", "never"])
        #expect(odd.status == 3, "\(odd)")
        let errors = odd.err.split(separator: "\n").filter { $0.hasPrefix("gapcheck: error:") }
        #expect(errors.count == 1 && errors[0].hasPrefix("gapcheck: error: odd/brand-tokens.json: design-token JSON of a shape"), "\(odd)")
        #expect(odd.err.contains("DTCG") && odd.err.contains("plain values"), "\(odd)")
        // A JSON that is no token file is still not read, and not called one.
        let manifest = try ws.run(["manifests", "app", "-o", "out/r.md", "--fail-on", "never"])
        #expect(manifest.status == 3 && manifest.err.contains("manifests: no readable design file"), "\(manifest)")
        #expect(!manifest.err.contains("design-token JSON of a shape"), "\(manifest)")
        // Plain values are read.
        let plain = try ws.run(["plain", "app", "-o", "out/r.md", "--fail-on", "never"])
        #expect(plain.status == 0, "\(plain)")
    }

    @Test("a configuration over 1 MB and a report over the limit: exit 2 naming the file")
    func sizeLimits() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("out/big.yml", "# " + String(repeating: "x", count: (1 << 20) + 10) + "\n")
        let r = try ws.run(["design", "app", "--config", "out/big.yml", "-o", "out/r.md"])
        #expect(r.status == 2, "\(r)")
        #expect(r.err.contains("out/big.yml") && r.err.contains("1 MB"), "\(r)")
        // A sparse report of 300 MB: refused by size before a byte is read.
        let fd = open(ws.path + "/out/huge.json", O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 300 << 20) == 0)
        close(fd)
        try ws.write("out/new.json", "{}")
        let d = try ws.run(["diff", "out/huge.json", "out/new.json"])
        #expect(d.status == 2, "\(d)")
        #expect(d.err.contains("out/huge.json") && d.err.contains("256 MB"), "\(d)")
    }
}
