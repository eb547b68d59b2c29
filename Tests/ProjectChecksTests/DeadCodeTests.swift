import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The project checks itself for dead code: every function, computed property, type and type alias
/// declared in `Sources/` must be named somewhere else in `Sources/`, `Tests/` or `Plugins/`.
///
/// This is a name count, not a type checker: a declaration is dead when its name occurs nowhere but
/// in declarations of that name. Overloads, or a name shared with a parameter label, make it look
/// used, so the check can miss dead code but never calls live code dead. Stored properties, enum
/// cases, initializers and members that a protocol or the compiler reaches by name (`body`,
/// `description`, `encode(to:)`, `run()`, …) are left out.
@Suite("dead code")
struct DeadCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Names the compiler, a framework or a protocol conformance calls without the project naming them.
    static let reachedByName: Set<String> = [
        "body", "description", "debugDescription", "testDescription", "hash", "encode", "main", "run", "validate",
        "makeIterator", "next", "hash(into:)", "performCommand", "createBuildCommands", "visit", "visitPost", "errorDescription",
        "callAsFunction", "configuration", "helpMessage", "defaultValueDescription", "allValueStrings", "init",
        // Encoder and its containers (JSONText's encoder): Codable calls them.
        "container", "unkeyedContainer", "singleValueContainer", "nestedContainer", "nestedUnkeyedContainer", "superEncoder", "encodeNil"
    ]

    struct Declaration: Hashable {
        var name: String
        var file: String
        var line: Int
    }

    /// Collects the checked declarations of one file.
    final class Collector: SyntaxVisitor {
        var names: [(String, AbsolutePosition)] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                names.append((node.name.text, node.name.positionAfterSkippingLeadingTrivia))
            }
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            // Computed properties and static constants only: stored instance properties may be read by Codable or Equatable.
            let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            for binding in node.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let computed = binding.accessorBlock != nil && binding.initializer == nil
                if computed || isStatic { names.append((id.identifier.text, id.identifier.positionAfterSkippingLeadingTrivia)) }
            }
            return .visitChildren
        }
        private func add(_ token: TokenSyntax) { names.append((token.text, token.positionAfterSkippingLeadingTrivia)) }
    }

    static func swiftFiles(under folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/Fixtures/") && !$0.path.contains("/Regressions/") }
            .sorted { $0.path < $1.path }
    }

    /// How often each identifier occurs in `text`: a plain scan, so names in comments and strings count
    /// too (which can only make a declaration look used).
    static func identifierCounts(_ text: String, into counts: inout [String: Int]) {
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                if let first = word.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) { counts[word, default: 0] += 1 }
                word = ""
            }
        }
        if !word.isEmpty { counts[word, default: 0] += 1 }
    }

    /// The checked declarations of one file (parsed with swift-syntax).
    static func declarations(in file: URL, text: String) -> [Declaration] {
        let tree = Parser.parse(source: text)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let relative = String(file.path.dropFirst(root.path.count + 1))
        return collector.names.map { name, position in
            Declaration(name: name.trimmingCharacters(in: CharacterSet(charactersIn: "`")), file: relative, line: converter.location(for: position).line)
        }
    }

    @Test("every declaration in Sources is used")
    func noDeadCode() throws {
        var uses: [String: Int] = [:]
        for folder in ["Sources", "Tests", "Plugins"] {
            for file in Self.swiftFiles(under: folder) { Self.identifierCounts(try String(contentsOf: file, encoding: .utf8), into: &uses) }
        }
        let sources = Self.swiftFiles(under: "Sources")
        let texts = try sources.map { try String(contentsOf: $0, encoding: .utf8) }
        // Parsing is the cost (debug swift-syntax): both cores.
        let results = Results(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { i in
            results.set(i, Self.declarations(in: sources[i], text: texts[i]))
        }
        let declarations = results.all.filter { d in d.name.first.map { $0 == "_" || $0.isLetter } ?? false }
        var declared: [String: Int] = [:]
        for d in declarations { declared[d.name, default: 0] += 1 }
        #expect(declarations.count > 500, "the walk found the sources")
        let dead = declarations.filter { d in
            !Self.reachedByName.contains(d.name) && !d.name.hasPrefix("visit") && (uses[d.name] ?? 0) <= (declared[d.name] ?? 0)
        }
        #expect(dead.isEmpty, "declared but never used: \(dead.map { "\($0.file):\($0.line) \($0.name)" }.joined(separator: ", "))")
    }

    /// Per-file results written from several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [[Declaration]]
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ i: Int, _ value: [Declaration]) { lock.withLock { slots[i] = value } }
        var all: [Declaration] { lock.withLock { slots.flatMap { $0 } } }
    }
}
