import Foundation
import GapCheckAnalysis
import GapCheckModel
import Yams

/// `.gapcheck.yml`: the analysis `Configuration` plus report settings, read with Yams.
///
/// Keys are snake_case. Unknown keys and bad values are errors naming the key and `file:line`, so a
/// typo (`exlude:`) never silently changes what is checked.
public struct ConfigFile: Sendable, Hashable {
    /// The file name looked up in the current directory when `--config` is not given.
    public static let defaultName = ".gapcheck.yml"

    /// Top-level keys, in the order the template documents them: the file's own keys, with the rule
    /// options still accepted at the top level after `root_font_size`.
    public static var topLevelKeys: [String] { topLevelKeys(rules: RuleRegistry.descriptions) }

    /// Top-level keys when `rules` are the registered rules.
    static func topLevelKeys(rules: [RuleDescription]) -> [String] {
        ["app_name", "rules", "thresholds", "root_font_size"] + rules.flatMap(\.options).filter(\.topLevel).map(\.key)
            + ["aliases", "screens", "include", "exclude"]
    }
    /// Keys under `thresholds:`.
    public static let thresholdKeys = ["same_color_delta_e", "drift_delta_e", "alpha_tolerance", "spacing_tolerance"]
    /// Keys of a rule's mapping form; a rule's own options (`RuleDescription.options`) follow them.
    public static let ruleKeys = ["enabled", "severity"]

    /// What the checks use.
    public var configuration: Configuration
    /// How reports are titled.
    public var appName: String?

    /// A configuration file's content; the defaults when nothing is given.
    public init(configuration: Configuration = Configuration(), appName: String? = nil) {
        self.configuration = configuration
        self.appName = appName
    }

    /// Largest configuration file read (1 MB): a real one is a few KB, and YAML parsing takes many
    /// times the text's size in memory (a 100 MB string reached 2 GB).
    public static let maxBytes = 1 << 20

    /// Reads and validates the file at `path`.
    /// - Parameter knownRules: rule ids accepted under `rules:`; empty accepts any well-formed id.
    /// - Parameter rules: the rules whose options the file may set.
    public static func load(
        path: String, knownRules: Set<String> = Set(RuleRegistry.descriptions.map(\.id)), rules: [RuleDescription] = RuleRegistry.descriptions
    ) throws(ConfigError) -> ConfigFile {
        let data: [UInt8]
        switch SourceTree.read(atPath: path, limit: maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(let failure): throw .refused(path: path, reason: failure.description)
        }
        var diagnostics: [Diagnostic] = []
        guard let text = SourceTree.decode(data, location: SourceLocation(file: path), diagnostics: &diagnostics) else {
            throw .syntax(path: path, line: 0, message: "the file is binary")
        }
        return try parse(text, path: path, knownRules: knownRules, rules: rules)
    }

    /// Parses configuration text; `path` is used in error messages only.
    public static func parse(
        _ text: String, path: String, knownRules: Set<String> = Set(RuleRegistry.descriptions.map(\.id)),
        rules: [RuleDescription] = RuleRegistry.descriptions
    ) throws(ConfigError) -> ConfigFile {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.syntaxError(error, path: path)
        } catch {
            throw .syntax(path: path, line: 0, message: String(describing: error))
        }
        var file = ConfigFile()
        guard let root else { return file }  // empty or comments only: all defaults
        guard let mapping = root.mapping else {
            if case .scalar(let s) = root, s.string.isEmpty || s.string == "~" || s.string == "null" { return file }
            throw .invalidValue(path: path, line: line(root), key: "(top level)", message: "expected a mapping of keys to values")
        }
        let reader = Reader(path: path, knownRules: knownRules, options: Dictionary(rules.map { ($0.id, $0.options) }, uniquingKeysWith: { a, _ in a }))
        let allowed = topLevelKeys(rules: rules)
        // Options a rule still accepts at the top level (`min_touch_target: 48`), applied after `rules:`.
        var topLevelOptions: [(rule: String, option: RuleOption, value: Double, node: Node)] = []
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard allowed.contains(key) else {
                throw .unknownKey(path: path, line: line(keyNode), key: key, allowed: allowed)
            }
            guard seen.insert(key).inserted else {
                throw .invalidValue(path: path, line: line(keyNode), key: key, message: "appears twice")
            }
            switch key {
            case "app_name": file.appName = try reader.string(value, key: key)
            case "rules": file.configuration.rules = try reader.rules(value)
            case "thresholds": try reader.thresholds(value, into: &file.configuration)
            case "root_font_size":
                file.configuration.rootFontSize = try reader.number(value, key: key, positive: true)
                file.configuration.rootFontSizeStated = true
            case "aliases": file.configuration.aliases = try reader.stringMap(value, key: key)
            case "screens": file.configuration.screens = try reader.stringMap(value, key: key)
            case "include": file.configuration.include = try reader.stringList(value, key: key)
            case "exclude": file.configuration.exclude = try reader.stringList(value, key: key)
            default:
                if let rule = rules.first(where: { $0.options.contains { $0.topLevel && $0.key == key } }),
                    let option = rule.options.first(where: { $0.key == key })
                {
                    topLevelOptions.append((rule.id, option, try reader.option(value, option, key: key), keyNode))
                }
            }
        }
        for o in topLevelOptions {
            if file.configuration.rules[o.rule]?.options[o.option.key] != nil {
                throw .invalidValue(
                    path: path, line: line(o.node), key: o.option.key, message: "is also set under rules.\(o.rule); keep one")
            }
            file.configuration.rules[o.rule, default: Configuration.RuleSetting()].options[o.option.key] = o.value
        }
        let c = file.configuration
        if c.driftDeltaE < c.sameColorDeltaE {
            throw .invalidValue(
                path: path, line: 0, key: "thresholds.drift_delta_e",
                message: "must be at least same_color_delta_e (\(Length.format(c.sameColorDeltaE)))")
        }
        return file
    }

    static func line(_ node: Node) -> Int { node.mark?.line ?? 0 }

    static func syntaxError(_ error: YamlError, path: String) -> ConfigError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return .syntax(path: path, line: mark.line, message: problem)
        case .duplicatedKeysInMapping(let duplicates, _):
            return .syntax(path: path, line: 0, message: "duplicate keys: \(duplicates.sorted().joined(separator: ", "))")
        default:
            return .syntax(path: path, line: 0, message: String(describing: error))
        }
    }

    /// Typed access to nodes, with errors that carry the file and line.
    struct Reader {
        let path: String
        let knownRules: Set<String>
        /// Each rule's options, by rule id.
        let options: [String: [RuleOption]]

        func fail(_ node: Node, _ key: String, _ message: String) -> ConfigError {
            .invalidValue(path: path, line: ConfigFile.line(node), key: key, message: message)
        }

        func scalar(_ node: Node, key: String, what: String) throws(ConfigError) -> String {
            guard case .scalar(let s) = node else { throw fail(node, key, "expected \(what)") }
            return s.string
        }

        func string(_ node: Node, key: String) throws(ConfigError) -> String {
            try scalar(node, key: key, what: "a string")
        }

        func number(_ node: Node, key: String, positive: Bool = false) throws(ConfigError) -> Double {
            let text = try scalar(node, key: key, what: "a number")
            guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                throw fail(node, key, "expected a number, got '\(text)'")
            }
            if v < 0 || (positive && v == 0) { throw fail(node, key, "must be \(positive ? "greater than 0" : "0 or more"), got \(text)") }
            return v
        }

        /// A rule option's value, checked against its kind.
        func option(_ node: Node, _ option: RuleOption, key: String) throws(ConfigError) -> Double {
            switch option.kind {
            case .positiveNumber: return try number(node, key: key, positive: true)
            case .number: return try number(node, key: key)
            }
        }

        func stringList(_ node: Node, key: String) throws(ConfigError) -> [String] {
            if case .scalar(let s) = node {
                if s.string.isEmpty || s.string == "~" || s.string == "null" { return [] }
                return [s.string]  // a single pattern is a list of one
            }
            guard let seq = node.sequence else { throw fail(node, key, "expected a list of glob patterns") }
            var out: [String] = []
            for item in seq { out.append(try scalar(item, key: key, what: "a glob pattern (string)")) }
            return out
        }

        func stringMap(_ node: Node, key: String) throws(ConfigError) -> [String: String] {
            if case .scalar(let s) = node, s.string.isEmpty || s.string == "~" || s.string == "null" { return [:] }
            guard let map = node.mapping else { throw fail(node, key, "expected a mapping of names (design name: code name)") }
            var out: [String: String] = [:]
            for (k, v) in map {
                let name = try scalar(k, key: key, what: "a name")
                out[name] = try scalar(v, key: "\(key).\(name)", what: "a name")
            }
            return out
        }

        func thresholds(_ node: Node, into c: inout Configuration) throws(ConfigError) {
            guard let map = node.mapping else { throw fail(node, "thresholds", "expected a mapping") }
            for (k, v) in map {
                let name = k.string ?? ""
                let full = "thresholds.\(name)"
                switch name {
                case "same_color_delta_e": c.sameColorDeltaE = try number(v, key: full)
                case "drift_delta_e": c.driftDeltaE = try number(v, key: full)
                case "alpha_tolerance":
                    c.alphaTolerance = try number(v, key: full)
                    if c.alphaTolerance > 1 { throw fail(v, full, "must be between 0 and 1") }
                case "spacing_tolerance": c.spacingTolerance = try number(v, key: full)
                default:
                    throw ConfigError.unknownKey(path: path, line: ConfigFile.line(k), key: full, allowed: ConfigFile.thresholdKeys)
                }
            }
        }

        /// `rules: { id: off | on | critical|medium|low | {enabled: Bool, severity: ...} }`.
        func rules(_ node: Node) throws(ConfigError) -> [String: Configuration.RuleSetting] {
            if case .scalar(let s) = node, s.string.isEmpty || s.string == "~" || s.string == "null" { return [:] }
            guard let map = node.mapping else { throw fail(node, "rules", "expected a mapping of rule ids to settings") }
            var out: [String: Configuration.RuleSetting] = [:]
            for (k, v) in map {
                let id = k.string ?? ""
                let full = "rules.\(id)"
                if !knownRules.isEmpty, !knownRules.contains(id) {
                    throw ConfigError.unknownKey(path: path, line: ConfigFile.line(k), key: full, allowed: knownRules.sorted())
                }
                if knownRules.isEmpty, !Self.isRuleID(id) {
                    throw ConfigError.unknownKey(path: path, line: ConfigFile.line(k), key: full, allowed: ["rule ids such as color.mismatch"])
                }
                if case .scalar(let s) = v {
                    out[id] = try shorthand(s.string, node: v, key: full)
                    continue
                }
                guard let fields = v.mapping else { throw fail(v, full, "expected off, on, a severity, or {enabled, severity}") }
                var setting = Configuration.RuleSetting()
                for (fk, fv) in fields {
                    let field = fk.string ?? ""
                    switch field {
                    case "enabled":
                        let text = try scalar(fv, key: "\(full).enabled", what: "true or false")
                        guard let b = Self.bool(text) else { throw fail(fv, "\(full).enabled", "expected true or false, got '\(text)'") }
                        setting.enabled = b
                    case "severity":
                        let text = try scalar(fv, key: "\(full).severity", what: "a severity")
                        guard let s = Severity(rawValue: text.lowercased()) else {
                            throw fail(fv, "\(full).severity", "expected critical, medium or low, got '\(text)'")
                        }
                        setting.severity = s
                    default:
                        let own = options[id] ?? []
                        guard let option = own.first(where: { $0.key == field }) else {
                            throw ConfigError.unknownKey(
                                path: path, line: ConfigFile.line(fk), key: "\(full).\(field)", allowed: ConfigFile.ruleKeys + own.map(\.key))
                        }
                        setting.options[field] = try self.option(fv, option, key: "\(full).\(field)")
                    }
                }
                out[id] = setting
            }
            return out
        }

        func shorthand(_ text: String, node: Node, key: String) throws(ConfigError) -> Configuration.RuleSetting {
            if let b = Self.bool(text) { return Configuration.RuleSetting(enabled: b) }
            if let s = Severity(rawValue: text.lowercased()) { return Configuration.RuleSetting(enabled: true, severity: s) }
            throw fail(node, key, "expected off, on, critical, medium or low, got '\(text)'")
        }

        static func bool(_ text: String) -> Bool? {
            switch text.lowercased() {
            case "true", "yes", "on", "enabled": return true
            case "false", "no", "off", "disabled": return false
            default: return nil
            }
        }

        /// `color.mismatch`, `touch-target.small`: lower-case words joined by `.`, `-`.
        static func isRuleID(_ id: String) -> Bool {
            let parts = id.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count >= 2
                && parts.allSatisfy { p in
                    !p.isEmpty && p.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
                }
        }
    }
}
