import Foundation
import GapCheckModel

/// Reads a JSON report written by `gapcheck DESIGN IMPL --format json`, for comparing two reviews.
public enum ReportFile {
    /// The report in `path`, checked: schema version this gapcheck reads, every finding with an id and a known severity.
    public static func load(path: String) throws(ReportFileError) -> JSONReport {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw .notFound(path: path) }
        guard !isDir.boolValue, let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        return try parse(data, path: path)
    }

    /// Parses and checks report bytes; `path` names the file in errors.
    public static func parse(_ data: Data, path: String) throws(ReportFileError) -> JSONReport {
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
