import GapCheckAnalysis
import GapCheckModel
import GapCheckReport

/// Renders SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
public struct SARIFReporter: Reporter {
    /// Rule metadata written to `tool.driver.rules`.
    public var rules: [RuleDescription]

    /// A reporter describing `rules` in `tool.driver.rules`.
    public init(rules: [RuleDescription] = RuleRegistry.descriptions) { self.rules = rules }

    /// SARIF level for a severity: critical → error, medium → warning, low → note.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .critical: return "error"
        case .medium: return "warning"
        case .low: return "note"
        }
    }

    /// The log as pretty JSON with sorted keys.
    public func write<Out: ReportOutput>(_ analysis: Analysis, to out: inout Out) {
        JSONOutput.write(log(for: analysis), to: &out)
    }

    /// The SARIF log object.
    public func log(for analysis: Analysis) -> SARIFLog {
        let findings = FindingOrder.sorted(analysis.findings)
        var descriptors = rules.map(Self.descriptor)
        // A finding from a rule without registered metadata still needs a valid ruleIndex.
        let known = Set(descriptors.map(\.id))
        var extra: [String: Finding] = [:]
        for f in findings where !known.contains(f.rule) && extra[f.rule] == nil { extra[f.rule] = f }
        for (id, f) in extra.sorted(by: { $0.key < $1.key }) {
            let text = TerminalText.sanitize(id)
            descriptors.append(
                SARIFLog.Rule(
                    id: text, name: nil, shortDescription: .init(text: text), fullDescription: .init(text: text),
                    help: .init(text: "Run `gapcheck explain \(text)`."),
                    defaultConfiguration: .init(level: Self.level(f.severity)), properties: ["category": f.category.rawValue]))
        }
        descriptors.sort { $0.id < $1.id }
        var index: [String: Int] = [:]
        for (i, d) in descriptors.enumerated() { index[d.id] = i }
        let usesBaseline = !analysis.baseline.isEmpty || !analysis.resolvedBaselineIDs.isEmpty
        let results = findings.map { f -> SARIFLog.Result in
            var locations: [SARIFLog.Location] = []
            if let l = f.primaryLocation { locations.append(SARIFLog.Location(id: nil, physicalLocation: Self.physical(l), message: nil)) }
            var related: [SARIFLog.Location] = []
            if let design = f.expected?.location, design != f.primaryLocation {
                let name = f.expected?.name.map { " (\(TerminalText.sanitize($0)))" } ?? ""
                let label = Self.isDesignFile(design.file, analysis) ? "Design specification" : "Expected"
                related.append(SARIFLog.Location(id: 1, physicalLocation: Self.physical(design), message: .init(text: label + name)))
            }
            var text = TerminalText.sanitize(f.title)
            let message = TerminalText.sanitize(f.message)
            if !message.isEmpty, message != text { text += ". " + message }
            if let fix = f.fix.map({ TerminalText.sanitize($0.text) }), !fix.isEmpty { text += " Fix: " + fix }
            return SARIFLog.Result(
                ruleId: TerminalText.sanitize(f.rule), ruleIndex: index[TerminalText.sanitize(f.rule)] ?? 0,
                level: Self.level(f.severity), message: .init(text: text), locations: locations,
                relatedLocations: related.isEmpty ? nil : related,
                partialFingerprints: ["gapcheckFindingId/v1": f.id],
                baselineState: usesBaseline ? (analysis.baseline[f.id] == .baselined ? "unchanged" : "new") : nil,
                properties: ["category": f.category.rawValue, "severity": f.severity.rawValue, "count": String(f.count)].merging(
                    f.fix.map { ["fixKind": $0.kind] } ?? [:], uniquingKeysWith: { a, _ in a }))
        }
        let driver = SARIFLog.Driver(
            name: ToolInfo.name, version: analysis.toolVersion, semanticVersion: analysis.toolVersion,
            informationUri: ToolInfo.informationURI, rules: descriptors)
        return SARIFLog(
            schema: SARIFLog.schemaURI, version: "2.1.0",
            runs: [SARIFLog.Run(tool: .init(driver: driver), results: results)])
    }

    /// True when `file` was read from a design root (the related location is the mockup, not other code).
    static func isDesignFile(_ file: String, _ analysis: Analysis) -> Bool {
        if analysis.design.files.contains(file) { return true }
        return analysis.designRoots.contains { root in
            let r = root.hasSuffix("/") ? String(root.dropLast()) : root
            return file == r || file.hasPrefix(r + "/")
        }
    }

    static func descriptor(_ r: RuleDescription) -> SARIFLog.Rule {
        let help = "\(r.summary)\n\n\(r.rationale)\n\nDefault severity: \(r.severity.rawValue). Run `gapcheck explain \(r.id)` for examples."
        return SARIFLog.Rule(
            id: r.id, name: ruleName(r.id), shortDescription: .init(text: r.summary), fullDescription: .init(text: r.rationale),
            help: .init(text: help), defaultConfiguration: .init(level: level(r.severity)),
            properties: ["category": r.category.rawValue])
    }

    /// `color.dark-variant-missing` → `ColorDarkVariantMissing` (SARIF's `name` is PascalCase by convention).
    static func ruleName(_ id: String) -> String {
        NameWords.split(id).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func physical(_ l: SourceLocation) -> SARIFLog.PhysicalLocation {
        SARIFLog.PhysicalLocation(
            artifactLocation: .init(uri: uri(for: l.file)),
            region: l.line > 0 ? SARIFLog.Region(startLine: l.line, startColumn: l.column > 0 ? l.column : nil) : nil)
    }

    /// A relative URI reference for a path (percent-encoded); absolute paths become `file://` URIs.
    static func uri(for path: String) -> String {
        var out = ""
        for byte in TerminalText.sanitize(path).utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + out : out
    }
}
