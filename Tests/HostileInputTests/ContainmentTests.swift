import Foundation
import Testing

/// Nothing outside the inputs is read and nothing is fetched: stylesheet links, `@import`s and XML
/// entities that point at URLs, absolute paths or `../` are skipped with a warning. A secret file
/// beside the inputs must never show up in any output, and a loopback listener must see no connection.
@Suite("no network, no file outside the inputs", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct ContainmentTests {
    /// Every output of every format and command for the workspace, concatenated.
    private func allOutputs(_ ws: Workspace) throws -> String {
        var text = ""
        for format in ["markdown", "json", "sarif", "xcode", "github"] {
            let r = try ws.check(format: format)
            #expect(r.status == 0, "\(format): \(r)")
            text += r.out + r.err + ws.read("out/report." + (["markdown": "md", "json": "json", "sarif": "sarif"][format] ?? "txt"))
        }
        for command in [["extract", "design", "--format", "json"], ["inventory", "app", "--format", "json"], ["extract", "design"], ["inventory", "app"]] {
            let r = try ws.run(command)
            text += r.out + r.err
        }
        return text
    }

    private func expectNoSecret(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.contains(Workspace.secret), "the secret file was read", sourceLocation: sourceLocation)
        #expect(!text.localizedCaseInsensitiveContains(Workspace.secretToken), "the secret stylesheet was read", sourceLocation: sourceLocation)
        #expect(!text.contains("root:x:0:0"), "/etc/passwd was read", sourceLocation: sourceLocation)
    }

    @Test("<link href> and @import to URLs, absolute paths and ../ are not read")
    func linksAndImports() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let listener = try #require(LoopbackListener())
        let port = listener.port
        let secretCSS = ws.path + "/outside/secret.css"
        let hrefs = [
            "../outside/secret.css", "%2e%2e/outside/secret.css", "sub/../../outside/secret.css", "..%2Foutside%2Fsecret.css",
            secretCSS, "file://" + secretCSS, "FILE:" + secretCSS, "http://127.0.0.1:\(port)/a.css", "https://127.0.0.1:\(port)/b.css",
            "//127.0.0.1:\(port)/c.css", "/etc/passwd", "file:///etc/passwd", "data:text/css,.x{color:red}", "\\..\\outside\\secret.css"
        ]
        let links = hrefs.map { "<link rel=\"stylesheet\" href=\"\($0)\">" }.joined(separator: "\n")
        try ws.write(
            "design/links.html",
            "<!doctype html><html><head>\(links)<style>@import url(\"../outside/secret.css\");</style></head><body><h1>Links</h1></body></html>")
        let imports = hrefs.map { "@import url(\"\($0)\");\n@import \"\($0)\";" }.joined(separator: "\n")
        try ws.write("design/imports.css", imports + "\n.x { color: #123456 }\n")
        let r = try ws.check()
        expectReportWritten(r, ws)
        expectWarning(r, naming: "design/links.html", mentioning: "outside")
        expectWarning(r, naming: "design/links.html", mentioning: "URL")
        expectWarning(r, naming: "design/links.html", mentioning: "absolute")
        expectWarning(r, naming: "design/imports.css", mentioning: "outside")
        expectWarning(r, naming: "design/imports.css", mentioning: "URL")
        expectWarning(r, naming: "design/imports.css", mentioning: "absolute")
        expectNoSecret(try allOutputs(ws) + r.err + ws.read("out/report.md"))
        #expect(listener.connections() == 0, "something connected to the loopback listener")
    }

    @Test("a storyboard with an XXE payload reads nothing and fetches nothing")
    func xxeStoryboard() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        let listener = try #require(LoopbackListener())
        let doctype = """
            <!DOCTYPE document [
              <!ENTITY xxe SYSTEM "file://\(ws.path)/outside/secret.txt">
              <!ENTITY xxerel SYSTEM "../outside/secret.txt">
              <!ENTITY net SYSTEM "http://127.0.0.1:\(listener.port)/xxe">
              <!ENTITY % pe SYSTEM "http://127.0.0.1:\(listener.port)/dtd"> %pe;
              <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
              <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
              <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
              <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
              <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
              <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
              <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
            ]>
            """
        let body = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects><viewController id="vc" customClass="XXEViewController"><view key="view" id="v1">
            <subviews>
            <label text="&xxe;" id="l1"><color key="textColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
            <label text="&xxerel;" id="l2"/><label text="&net;" id="l3"/><label text="&lol9;" id="l4"/>
            <button><state key="normal" title="&xxe;"/></button>
            </subviews></view></viewController></objects></scene></scenes></document>
            """
        try ws.write("app/Main.storyboard", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doctype + "\n" + body)
        try ws.write("app/View.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"http://127.0.0.1:\(listener.port)/external.dtd\">\n" + body)
        // The same payload in HTML (libxml2's HTML parser) and as XHTML.
        try ws.write(
            "design/xxe.html",
            "<?xml version=\"1.0\"?>\n" + doctype.replacingOccurrences(of: "document", with: "html") + "<html><body><h1>&xxe;</h1><p>&lol9;</p></body></html>")
        try ws.write("design/xxe.htm", "<!DOCTYPE html SYSTEM \"file://\(ws.path)/outside/secret.txt\"><html><body><h1>XXE</h1></body></html>")
        let output = try allOutputs(ws)
        expectNoSecret(output)
        #expect(!output.contains(String(repeating: "lol", count: 100)), "entities were expanded")
        #expect(listener.connections() == 0, "an entity or DTD was fetched")
    }
}
