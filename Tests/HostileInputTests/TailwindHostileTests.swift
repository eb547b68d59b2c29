import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Hostile input to the Tailwind readers (the `tailwind.config` object-literal reader, `@theme` blocks and
/// the utility classes): each ends in a one-line warning or a normal result, never a crash or a hang.
@Suite("Tailwind readers: hostile input", .timeLimit(.minutes(5)))
struct TailwindHostileTests {
    /// Numbers no utility can hold: `Int(_:)` of them traps, so they must never reach it.
    static let hugeNumbers = ["1e300", "1e308", "1e999", "0x1p1023", "9223372036854775808", "1e-320", "-0"]

    @Test("utility classes with huge, non-finite and hex-float numbers parse or are skipped")
    func hugeNumbersInClasses() {
        for version in [TailwindTheme.Version.v3, .v4] {
            let theme = TailwindTheme(version: version)
            for n in Self.hugeNumbers {
                for c in [
                    "p-\(n)", "-m-\(n)", "gap-x-\(n)", "w-\(n)/1", "h-1/\(n)", "size-\(n)", "opacity-\(n)", "border-\(n)", "leading-\(n)",
                    "bg-blue-500/\(n)", "bg-[hsl(1_2%_3%)]/\(n)", "text-[oklch(50%_0.1_200)]/\(n)", "bg-red-500/[\(n)%]", "text-[\(n)px]",
                    "rounded-[\(n)px]", "w-[calc(\(n)px*10)]", "text-\(n)/\(n)"
                ] {
                    // Parsed or not, the rule it writes is text the CSS engine reads.
                    if let u = TailwindUtility.parse(c, theme: theme) {
                        let rule = TailwindStylesheet.rule(u, theme: theme)
                        #expect(!rule.isEmpty)
                        #expect(!rule.contains("inf"), "\(c): \(rule)")
                    }
                }
            }
        }
        #expect(TailwindTheme.number(.infinity) == "NaN")
        #expect(TailwindTheme.number(-.infinity) == "NaN")
        #expect(TailwindTheme.number(.nan) == "NaN")
        #expect(TailwindTheme.number(1e300) == "1e+300")
        #expect(TailwindTheme.number(2.5) == "2.5")
        #expect(TailwindTheme.number(16) == "16")
    }

    @Test("tailwind.config: unbalanced brackets, deep nesting and unclosed text throw with a line")
    func brokenConfigs() {
        let cases = [
            "tailwind.config = { theme: { extend: { colors: { a: '#111' ) } } }",
            "tailwind.config = { theme: [ { ] }",
            "tailwind.config = { a: (((((",
            "tailwind.config = { a: 'unclosed",
            "tailwind.config = { a: `x",
            "tailwind.config = { /* never closed",
            "tailwind.config = " + String(repeating: "{ a: ", count: 100_000),
            "tailwind.config = " + String(repeating: "[", count: 100_000),
            "tailwind.config = { a: " + String(repeating: "(", count: 100_000) + " }",
            "tailwind.config = { " + String(repeating: "...x, ", count: 50_000),
            "tailwind.config = {",
            "tailwind.config = { : }",
            "tailwind.config = { a }; b = }"
        ]
        for text in cases {
            do {
                _ = try ObjectLiteralReader.tailwindConfig(in: text)
            } catch {
                #expect(!error.message.isEmpty)
                #expect(!error.message.contains("\n"))
                #expect(error.line >= 1)
            }
        }
    }

    @Test("tailwind.config: a 1 MB string, 100,000 members and huge numbers read in one pass")
    func largeConfigs() throws {
        let long = String(repeating: "a", count: 1 << 20)
        let (value, _) = try #require(try ObjectLiteralReader.tailwindConfig(in: "tailwind.config = { theme: { colors: { x: '\(long)' } } }"))
        #expect(value["theme"]?["colors"]?["x"]?.scalar?.count == 1 << 20)
        let members = (0..<100_000).map { "c\($0): '#\(String(format: "%06X", $0 * 97 % 0xFFFFFF))'" }.joined(separator: ", ")
        let (many, _) = try #require(try ObjectLiteralReader.tailwindConfig(in: "tailwind.config = { theme: { extend: { colors: { \(members) } } } }"))
        var theme = TailwindTheme(version: .v3)
        theme.apply(config: many) { SourceLocation(file: "p.html", line: $0, column: 1) }
        #expect(theme.colors.count == 100_000)
        let numbers = Self.hugeNumbers.enumerated().map { "n\($0.offset): \($0.element)" }.joined(separator: ", ")
        let (huge, _) = try #require(
            try ObjectLiteralReader.tailwindConfig(
                in: "tailwind.config = { theme: { extend: { spacing: { \(numbers) }, fontSize: { \(numbers) }, borderRadius: { \(numbers) } } } }"))
        var hugeTheme = TailwindTheme(version: .v4)
        hugeTheme.apply(config: huge) { SourceLocation(file: "p.html", line: $0, column: 1) }
        #expect(!hugeTheme.declarations.isEmpty)
    }
}

/// Whole pages through the built executable (`gapcheck extract`), killed after a time limit.
@Suite("Tailwind readers: hostile pages (executable)", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct TailwindHostilePageTests {
    private func extract(_ files: [String: [UInt8]], timeout: TimeInterval = 120) throws -> CLIResult {
        let ws = try Workspace()
        for (name, bytes) in files { try ws.write("design/" + name, bytes: bytes) }
        let r = try GapCheckBinary.run(["extract", "design", "--format", "json"], in: ws.path, timeout: timeout)
        #expect(r.status == 0, "\(r)")
        #expect((try? JSONSerialization.jsonObject(with: Data(r.out.utf8))) != nil, "no JSON on stdout")
        return r
    }

    private func page(head: String = "", body: String, v4: Bool = false) -> [UInt8] {
        let cdn = v4 ? "https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4" : "https://cdn.tailwindcss.com"
        return Array("<!doctype html><html><head><script src=\"\(cdn)\"></script>\(head)</head><body>\(body)</body></html>".utf8)
    }

    @Test("classes with huge numbers on a v3 and a v4 page")
    func hugeNumberClasses() throws {
        let classes = TailwindHostileTests.hugeNumbers.flatMap { n in
            ["p-\(n)", "w-\(n)/1", "bg-blue-500/\(n)", "bg-[hsl(1_2%_3%)]/\(n)", "text-[\(n)px]", "gap-\(n)", "opacity-\(n)"]
        }.joined(separator: " ")
        for v4 in [false, true] {
            _ = try extract(["page.html": page(body: "<div class=\"\(classes)\">Total</div>", v4: v4)])
        }
    }

    @Test("a 1 MB class attribute: 100,000 classes and one 512 KB class")
    func megabyteClassAttribute() throws {
        let many = (0..<100_000).map { i in ["p-\(i % 97)", "bg-[#\(String(format: "%06X", i))]", "text-[\(i)px]", "w-\(i)/7"][i % 4] }
        let attribute = many.joined(separator: " ") + " bg-[" + String(repeating: "x", count: 512 * 1024) + "]"
        #expect(attribute.utf8.count > 1 << 20)
        _ = try extract(["page.html": page(body: "<p class=\"\(attribute)\">Hi</p>", v4: true)], timeout: 300)
    }

    @Test("a config that cannot be read is one line naming the file; the defaults still apply")
    func unreadableConfigs() throws {
        for config in [
            "tailwind.config = { theme: { extend: { colors: { brand: '#123456' ) } } }",
            "tailwind.config = " + String(repeating: "{ a: ", count: 100_000),
            "tailwind.config = { a: '" + String(repeating: "b", count: 1 << 20)
        ] {
            let r = try extract(["page.html": page(head: "<script>\(config)</script>", body: "<p class=\"text-blue-600\">Text</p>")])
            let lines = r.err.split(separator: "\n").filter { $0.contains("tailwind.config not readable") }
            #expect(lines.count == 1, "\(r)")
            #expect(lines.first?.contains("page.html") == true)
        }
    }

    @Test("@theme blocks: unbalanced, nested 100,000 deep, with huge numbers")
    func hostileThemeBlocks() throws {
        let numbers = TailwindHostileTests.hugeNumbers.enumerated().map { "--spacing-n\($0.offset): \($0.element)px; --text-n\($0.offset): \($0.element)rem;" }
            .joined()
        for theme in [
            "@theme { --color-brand: #6d28d9; --radius-pill: 999px",
            "@theme { --color-brand: (((( }",
            String(repeating: "@media screen { ", count: 100_000) + "@theme { --color-x: red; }",
            "@theme { \(numbers) --spacing: 1e308px; }",
            "@theme { --color-" + String(repeating: "a", count: 1 << 20) + ": red; }"
        ] {
            let classes = "p-n0 p-n2 text-n1 text-n3 bg-brand rounded-pill p-4 bg-x"
            _ = try extract([
                "page.html": page(head: "<style type=\"text/tailwindcss\">\(theme)</style>", body: "<p class=\"\(classes)\">Hi</p>", v4: true)
            ])
        }
    }

    @Test("invalid UTF-8 in the config script, the @theme block and a class attribute")
    func invalidUTF8() throws {
        let bad: [UInt8] = [0xC3, 0x28, 0xFF, 0xFE, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80]
        var bytes = Array(
            "<!doctype html><html><head><script src=\"https://cdn.tailwindcss.com\"></script><script>tailwind.config = { theme: { extend: { colors: { 'br".utf8)
        bytes += bad + Array("and': '#12".utf8) + bad + Array("3456' } } } }</script><style type=\"text/tailwindcss\">@theme { --color-".utf8)
        bytes += bad + Array(": red; }</style></head><body><p class=\"bg-br".utf8) + bad + Array("and text-[".utf8) + bad
        bytes += Array("px] p-4\">Hi</p></body></html>".utf8)
        _ = try extract(["page.html": bytes])
    }
}
