import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Checks only read the matches: `Matcher.match` builds the color, typography and length matchers once
/// and publishes what checks need in `MatchResult.index`. A check that builds its own matcher computes a
/// second, possibly different answer; this test fails on any call of a matcher's initializer in `Checks/`.
@Suite("checks read matches")
struct ChecksReadMatchesTests {
    static let matcherTypes: Set<String> = ["ColorMatcher", "LengthMatcher", "TypographyMatcher"]

    /// Every call `ColorMatcher(...)`, `LengthMatcher.init(...)` in a file, as `type:line`.
    final class Finder: SyntaxVisitor {
        var hits: [String] = []
        let converter: SourceLocationConverter

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var callee = node.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
                callee = base
            }
            if let ref = callee.as(DeclReferenceExprSyntax.self), ChecksReadMatchesTests.matcherTypes.contains(ref.baseName.text) {
                hits.append("\(ref.baseName.text):\(node.startLocation(converter: converter).line)")
            }
            return .visitChildren
        }
    }

    static func constructions(in source: String) -> [String] {
        let tree = Parser.parse(source: source)
        let finder = Finder(converter: SourceLocationConverter(fileName: "x.swift", tree: tree))
        finder.walk(tree)
        return finder.hits
    }

    @Test("the finder sees a matcher built directly or through .init, and not a mention in a comment")
    func finderWorks() {
        #expect(Self.constructions(in: "let m = ColorMatcher(inventory: i, configuration: c)") == ["ColorMatcher:1"])
        #expect(Self.constructions(in: "\nlet s = LengthMatcher.init(kind: .radius, inventory: i, configuration: c).scale") == ["LengthMatcher:2"])
        #expect(Self.constructions(in: "// ColorMatcher(inventory:)\nlet m = context.matches.index.colors").isEmpty)
    }

    @Test("no file in a Checks folder of Sources/ constructs a matcher")
    func noCheckBuildsAMatcher() throws {
        // Wherever the module holding the checks lives: every `Checks/` folder under Sources/.
        let sources = DeadCodeTests.root.appendingPathComponent("Sources")
        let all = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let files = all.filter { $0.hasSuffix(".swift") && $0.split(separator: "/").dropLast().contains("Checks") }.sorted()
        #expect(files.count >= 20, "no Checks folder found under \(sources.path)")
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            found += Self.constructions(in: text).map { "\(file) \($0)" }
        }
        #expect(found.isEmpty, "checks build matchers; read context.matches.index instead: \(found)")
    }
}
