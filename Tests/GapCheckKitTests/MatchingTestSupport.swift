import CodeReader
import Foundation
import GapCheckModel

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Builders for design and code values, so checks can be tested without the readers.
enum MatchingTestSupport {
    static func loc(_ file: String, _ line: Int = 1) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }

    static func color(_ name: String, _ hex: String, dark: String? = nil, source: ExpectationSource = .customProperty, line: Int = 1) -> Expectation {
        Expectation(
            kind: .color, name: name, source: source, role: .other, light: .color(Color(hex: hex)!),
            dark: dark.map { .color(Color(hex: $0)!) }, location: loc("design/css/tokens.css", line))
    }

    static func token(
        _ name: String, owner: String? = "Color", _ hex: String?, dark: String? = nil, origin: ColorOrigin = .literal,
        system: String? = nil, expression: String? = nil, file: String = "tokens/Colors.swift", line: Int = 1
    ) -> ColorToken {
        ColorToken(
            name: name, owner: owner, light: hex.flatMap { Color(hex: $0) }, dark: dark.flatMap { Color(hex: $0) }, origin: origin,
            systemName: system, unresolved: hex == nil,
            expression: expression ?? hex.map { "Color(hex: 0x\($0.dropFirst()))" } ?? "Color(\"\(name)\")", location: loc(file, line))
    }

    static func font(_ name: String, size: Double, weight: Int, family: String? = nil) -> Expectation {
        Expectation(
            kind: .typography, name: name, source: .cssRule, role: .font,
            light: .font(FontSpec(family: family, size: size, weight: weight)), location: loc("design/css/tokens.css"), context: name)
    }

    static func length(_ kind: ValueKind, _ name: String, _ v: Double) -> Expectation {
        Expectation(
            kind: kind, name: name, source: .customProperty, role: kind == .radius ? .radius : .spacing, light: .length(v),
            location: loc("design/css/tokens.css"))
    }

    /// Runs every check on hand-built values; the inventory gets the idiom the code reader would record
    /// from its tokens and literals (`Inventory.idiom`), so fixes are written as for a read app.
    static func run(_ design: DesignSpec, _ inventory: Inventory, configuration: Configuration = Configuration()) -> [Finding] {
        var read = inventory
        read.idiom = IdiomReader.idiom(of: inventory)
        return Pipeline.analyze(design: design, inventory: read, configuration: configuration).findings
    }

    static func rules(_ findings: [Finding]) -> [String] { findings.map(\.rule).sorted() }

    /// Repository root: three levels up from this file (Tests/GapCheckKitTests/File.swift).
    static var repoRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The vendored reference data, `Tests/ReferenceData` (provenance in its README).
    static var testdata: URL { repoRoot.appendingPathComponent("Tests/ReferenceData") }

    static func csv(_ name: String) -> [[String: String]]? {
        guard let text = try? String(contentsOf: testdata.appendingPathComponent(name), encoding: .utf8) else { return nil }
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard let head = lines.first?.split(separator: ",", omittingEmptySubsequences: false).map(String.init) else { return nil }
        return lines.dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (i, h) in head.enumerated() where i < cells.count { row[h] = cells[i] }
            return row
        }
    }
}
