import Foundation
import GapCheckModel
import Testing

@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

@Suite("JSON and SARIF structure")
struct ReporterSchemaTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("JSON report decodes into the documented schema")
    func jsonSchema() throws {
        let text = JSONReporter().render(ReporterFixture.analysis())
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(text.utf8))
        #expect(report.schemaVersion == 1)
        #expect(report.tool.name == "gapcheck")
        #expect(report.inputs.design == ["design"])
        #expect(report.inputs.implementationFiles == 6)
        #expect(report.summary.findings == ["critical": 6, "medium": 7, "low": 2, "total": 15])
        #expect(report.summary.matched["color"] == 3)
        #expect(report.findings.count == 15)
        #expect(report.findings.map(\.severity) == report.findings.map(\.severity).sorted { Severity(rawValue: $0)! < Severity(rawValue: $1)! })
        #expect(report.resolved == nil && report.summary.baselined == nil)
        #expect(report.findings.allSatisfy { $0.baseline == nil && $0.id.count == 12 })
        let generic = try #require(report.findings.first { $0.rule == "color.generic" })
        #expect(generic.expected?.location == JSONReport.Location(file: "design/tokens.css", line: 12, column: 3))
        #expect(generic.actual?.value == "Color.green")
        #expect(generic.expected?.darkColor == "#30D158")
    }

    @Test("JSON keys are sorted at every level")
    func jsonSortedKeys() throws {
        let text = JSONReporter().render(ReporterFixture.analysis())
        var previousByIndent: [Int: String] = [:]
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard body.hasPrefix("\""), let end = body.dropFirst().firstIndex(of: "\"") else {
                if body.hasPrefix("}") || body.hasPrefix("]") { previousByIndent = previousByIndent.filter { $0.key < indent } }
                continue
            }
            let key = String(body[body.index(after: body.startIndex)..<end])
            guard body[body.index(after: end)...].hasPrefix(" :") else { continue }
            if let prev = previousByIndent[indent] { #expect(prev < key, "\(prev) before \(key)") }
            previousByIndent[indent] = key
            previousByIndent = previousByIndent.filter { $0.key <= indent }
        }
    }

    @Test("JSON with a baseline marks findings and lists resolved ids")
    func jsonBaseline() throws {
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(JSONReporter().render(ReporterFixture.baselinedAnalysis()).utf8))
        #expect(report.summary.baselined == 2)
        #expect(report.summary.new == 13)
        #expect(report.resolved == ["0123456789ab"])
        #expect(report.findings.filter { $0.baseline == "baselined" }.map(\.rule).sorted() == ["color.drift", "screen.missing"])
    }

    /// Required properties from the SARIF 2.1.0 schema (oasis-tcs/sarif-spec Schemata/sarif-schema-2.1.0.json):
    /// sarifLog {version, runs}, run {tool}, tool {driver}, toolComponent {name}, reportingDescriptor {id},
    /// multiformatMessageString {text}, result {message}, message {text|id}, region startLine ≥ 1.
    @Test("SARIF has every property the 2.1.0 schema requires")
    func sarifRequired() throws {
        let log = try Self.object(SARIFReporter(rules: ReporterGoldenTests.rules).render(ReporterFixture.analysis()))
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasPrefix("https://") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let tool = try #require(runs[0]["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "gapcheck")
        #expect(driver["version"] as? String == ToolInfo.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for rule in rules {
            #expect(rule["id"] is String)
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect((rule[key] as? [String: Any])?["text"] is String, "rule \(rule["id"] ?? "?") \(key)")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == ReporterFixture.findings.count)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules.indices.contains(index) && rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            let message = try #require(result["message"] as? [String: Any])
            #expect((message["text"] as? String)?.isEmpty == false)
            #expect(!(message["text"] as? String ?? "").contains("\u{1B}"))
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints["gapcheckFindingId/v1"]?.count == 12)
            let locations = (result["locations"] as? [[String: Any]] ?? []) + (result["relatedLocations"] as? [[String: Any]] ?? [])
            #expect(!locations.isEmpty)
            for location in locations {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
                #expect(!uri.hasPrefix("/") && !uri.contains(" ") && URL(string: uri) != nil, "uri \(uri)")
                if let region = physical["region"] as? [String: Any] {
                    #expect((region["startLine"] as? Int ?? 0) >= 1)
                    if let column = region["startColumn"] as? Int { #expect(column >= 1) }
                }
            }
        }
    }

    @Test("SARIF levels and baseline states")
    func sarifLevels() throws {
        #expect(SARIFReporter.level(.critical) == "error")
        #expect(SARIFReporter.level(.medium) == "warning")
        #expect(SARIFReporter.level(.low) == "note")
        let log = SARIFReporter(rules: []).log(for: ReporterFixture.baselinedAnalysis())
        let states = log.runs[0].results.map { $0.baselineState ?? "" }
        #expect(states.filter { $0 == "unchanged" }.count == 2)
        #expect(states.filter { $0 == "new" }.count == 13)
        #expect(SARIFReporter.uri(for: "a b/c,d.swift") == "a%20b/c%2Cd.swift")
        #expect(SARIFReporter.uri(for: "/abs/x.swift") == "file:///abs/x.swift")
        #expect(SARIFReporter.ruleName("color.dark-variant-missing") == "ColorDarkVariantMissing")
    }
}
