import Foundation
import GapCheckModel
import GapCheckReport
import GapCheckReporters

/// Reads a JSON report written by `gapcheck DESIGN IMPL --format json`, for comparing two reviews.
public enum ReportFile {
    /// The report in `path`, checked: schema version this gapcheck reads, every finding with an id and a known severity.
    public static func load(path: String) throws(ReportFileError) -> JSONReport {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw .notFound(path: path) }
        guard !isDir.boolValue else { throw .unreadable(path: path) }
        switch SourceTree.read(atPath: path, limit: maxBytes) {
        case .success(let bytes): return try parse(Data(bytes), path: path)
        case .failure(let failure): throw .refused(path: path, reason: failure.description)
        }
    }

    /// Largest report read (256 MB): a report of 100,000 findings is about 100 MB, and decoding takes
    /// several times the file's size in memory.
    public static let maxBytes = 256 << 20

    /// Parses and checks report bytes; `path` names the file in errors.
    ///
    /// A well-formed report is decoded once, straight into `JSONReport` (a 100 MB report once parsed
    /// into `JSONSerialization` objects and again by `JSONDecoder` peaked at 2.1 GB); only when that
    /// fails is the file looked at again, to say what is wrong with it.
    public static func parse(_ data: Data, path: String) throws(ReportFileError) -> JSONReport {
        if let report = try? JSONDecoder().decode(JSONReport.self, from: data),
            report.schemaVersion == JSONReport.currentSchemaVersion
        {
            return try checked(report, path: path)
        }
        return try checked(diagnose(data, path: path), path: path)
    }

    /// Decodes a report that did not decode at first, throwing the first thing wrong with it.
    private static func diagnose(_ data: Data, path: String) throws(ReportFileError) -> JSONReport {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            throw .invalid(path: path, reason: "not JSON")
        }
        guard let top = object as? [String: Any] else { throw .invalid(path: path, reason: "not a JSON object") }
        guard let version = top["schemaVersion"] as? Int else { throw .invalid(path: path, reason: "no schemaVersion") }
        guard version == JSONReport.currentSchemaVersion else { throw .unsupportedVersion(path: path, version: version) }
        if top["findings"] != nil, top["tool"] == nil, top["summary"] == nil {
            throw .invalid(path: path, reason: "a baseline file, not a report")
        }
        let report: JSONReport
        do {
            report = try JSONDecoder().decode(JSONReport.self, from: data)
        } catch let error as DecodingError {
            throw .invalid(path: path, reason: reason(error))
        } catch {
            throw .invalid(path: path, reason: "unreadable JSON")
        }
        return report
    }

    /// The report, once its tool and findings are checked.
    private static func checked(_ report: JSONReport, path: String) throws(ReportFileError) -> JSONReport {
        guard report.tool.name == ToolInfo.name else {
            throw .invalid(path: path, reason: "written by \(TerminalText.sanitize(report.tool.name))")
        }
        for (i, f) in report.findings.enumerated() {
            if f.id.isEmpty { throw .invalid(path: path, reason: "findings[\(i)] has an empty id") }
            guard Severity(rawValue: f.severity) != nil else {
                let severity = TerminalText.sanitize(String(f.severity.prefix(40)))
                throw .invalid(path: path, reason: "findings[\(i)] has severity '\(severity)'; expected critical, medium or low")
            }
        }
        return report
    }

    /// What is wrong, in the report's own terms: `missing "tool"`, `"findings[2].id" is not a string`.
    static func reason(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var out = ""
            for key in keys {
                if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
            }
            return TerminalText.sanitize(out)
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(path(context.codingPath + [key]))\""
        case .valueNotFound(_, let context): return "\"\(path(context.codingPath))\" is null"
        case .typeMismatch(let type, let context): return "\"\(path(context.codingPath))\" is not \(typeName(type))"
        case .dataCorrupted(let context): return context.codingPath.isEmpty ? "not JSON" : "\"\(path(context.codingPath))\" is malformed"
        @unknown default: return "unreadable JSON"
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "a boolean"
        default: return type is any Collection.Type ? "an array" : "an object"
        }
    }
}
