import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The stages depend one way (docs/architecture.md): each module under `Sources/` imports, and
/// declares in Package.swift, only the project modules below it. SwiftPM alone does not hold the line:
/// a module that happens to be built earlier can be imported without being declared, so an import
/// against the direction (the analysis importing a reporter) could compile today and break tomorrow.
@Suite("module direction")
struct ModuleDirectionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each module of `Sources/` and the project modules it may use: the stage graph, lowest stage first.
    static let allowed: [String: Set<String>] = [
        "CLibXML2": [],
        "CMalloc": [],
        "CCallgrind": [],
        "GapCheckModel": [],
        "LibXML": ["CLibXML2"],
        "DesignTokenJSON": ["GapCheckModel"],
        "CSSEngine": ["GapCheckModel"],
        "MockupReader": ["GapCheckModel", "LibXML", "DesignTokenJSON", "CSSEngine"],
        "CodeReader": ["GapCheckModel", "LibXML", "DesignTokenJSON"],
        "GapCheckAnalysis": ["GapCheckModel"],
        "GapCheckReport": ["GapCheckModel", "GapCheckAnalysis"],
        "GapCheckReporters": ["GapCheckModel", "GapCheckAnalysis", "GapCheckReport"],
        "GapCheckKit": ["GapCheckModel", "MockupReader", "CodeReader", "GapCheckAnalysis", "GapCheckReport", "GapCheckReporters"],
        "gapcheck": ["GapCheckModel", "GapCheckAnalysis", "GapCheckReport", "GapCheckReporters", "GapCheckKit", "CMalloc"],
        "gapcheck-bench": [
            "CLibXML2", "CMalloc", "CCallgrind", "GapCheckModel", "CSSEngine", "MockupReader", "CodeReader", "GapCheckAnalysis", "GapCheckReporters",
            "GapCheckKit"
        ]
    ]

    /// The modules `text` imports (`import X`, `@testable import X`, `import struct X.Y`, indented inside
    /// `#if`), in order. A line scan: parsing every source file would make this test slow for nothing.
    static func imports(in text: String) -> [String] {
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        return text.split(separator: "\n").compactMap { line in
            var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count > 1 else { return nil }
            let path = kinds.contains(words[1]) && words.count > 2 ? words[2] : words[1]
            return path.split(separator: ".").first.map(String.init)
        }
    }

    /// Target name → the project targets it names in `dependencies:` (products of other packages left out).
    static func declaredDependencies(in manifest: String) -> [String: [String]] {
        final class Collector: SyntaxVisitor {
            var targets: [String: [String]] = [:]
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    ["target", "executableTarget", "systemLibrary"].contains(member.declName.baseName.text),
                    let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self)
                else { return .visitChildren }
                let list = node.arguments.first { $0.label?.text == "dependencies" }?.expression.as(ArrayExprSyntax.self)
                targets[name.representedLiteralValue ?? ""] = (list?.elements ?? []).compactMap {
                    $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: manifest))
        return collector.targets
    }

    @Test func theScannersSeeImportsAndDependencies() {
        let source = "import Foundation\n@testable import GapCheckKit\nimport struct GapCheckModel.Color\n#if canImport(CMalloc)\n    import CMalloc\n#endif\n"
        #expect(Self.imports(in: source) == ["Foundation", "GapCheckKit", "GapCheckModel", "CMalloc"])
        let manifest = #"let targets: [Target] = [.target(name: "A", dependencies: ["B", .product(name: "P", package: "p")]), .target(name: "B")]"#
        #expect(Self.declaredDependencies(in: manifest) == ["A": ["B"], "B": []])
    }

    @Test func everyModuleHasItsPlaceInTheGraph() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(Self.allowed.keys), "a new module in Sources/ needs its place (and its allowed imports) in ModuleDirectionTests.allowed")
        // The graph itself points one way: no module may reach itself.
        for module in Self.allowed.keys {
            var seen: Set<String> = []
            var queue = Array(Self.allowed[module] ?? [])
            while let next = queue.popLast() {
                #expect(next != module, "\(module) depends on itself through \(next)")
                if seen.insert(next).inserted { queue += Self.allowed[next] ?? [] }
            }
        }
    }

    @Test func sourcesImportOnlyTheModulesBelowThem() throws {
        let projectModules = Set(Self.allowed.keys)
        var violations: [String] = []
        for (module, permitted) in Self.allowed.sorted(by: { $0.key < $1.key }) {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for imported in Self.imports(in: text) where projectModules.contains(imported) && !permitted.contains(imported) {
                    violations.append("Sources/\(module)/\(file.lastPathComponent) imports \(imported)")
                }
            }
        }
        #expect(violations == [])
    }

    @Test func packageSwiftDeclaresOnlyTheModulesBelow() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = Self.declaredDependencies(in: manifest)
        #expect(Set(declared.keys) == Set(Self.allowed.keys))
        for (target, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            let extra = Set(dependencies).subtracting(Self.allowed[target] ?? [])
            #expect(extra.isEmpty, "Package.swift: \(target) depends on \(extra.sorted()) against the stage graph")
        }
    }
}
