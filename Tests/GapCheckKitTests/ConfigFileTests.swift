import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

@Suite("Configuration file")
struct ConfigFileTests {
    static let known: Set<String> = ["color.drift", "color.mismatch", "hardcoded.spacing", "touch-target.small"]

    @Test("a full configuration loads into every field")
    func valid() throws {
        let yaml = """
            app_name: BuilderOS Mobile
            rules:
              color.drift: off
              color.mismatch: medium
              hardcoded.spacing:
                enabled: true
                severity: low
              touch-target.small: { enabled: false }
            thresholds:
              same_color_delta_e: 1
              drift_delta_e: 3.5
              alpha_tolerance: 0.05
              spacing_tolerance: 1
            root_font_size: 10
            min_touch_target: 48
            aliases:
              --brand-primary: AppColors.accent
            screens:
              onboarding: WelcomeView
            include: ["**/*.swift", "**/*.html"]
            exclude: "**/Generated/**"
            """
        let file = try ConfigFile.parse(yaml, path: ".gapcheck.yml", knownRules: Self.known)
        let c = file.configuration
        #expect(file.appName == "BuilderOS Mobile")
        #expect(c.rules["color.drift"] == Configuration.RuleSetting(enabled: false))
        #expect(c.rules["color.mismatch"] == Configuration.RuleSetting(enabled: true, severity: .medium))
        #expect(c.rules["hardcoded.spacing"] == Configuration.RuleSetting(enabled: true, severity: .low))
        #expect(c.isEnabled("touch-target.small") == false)
        #expect(c.severity(for: "color.mismatch", default: .critical) == .medium)
        #expect(c.sameColorDeltaE == 1 && c.driftDeltaE == 3.5 && c.alphaTolerance == 0.05 && c.spacingTolerance == 1)
        #expect(c.rootFontSize == 10 && c.rootFontSizeStated && c.value(of: TouchTargetSmallCheck.minTouchTarget, rule: "touch-target.small") == 48)
        #expect(c.aliases == ["--brand-primary": "AppColors.accent"])
        #expect(c.screens == ["onboarding": "WelcomeView"])
        #expect(c.include == ["**/*.swift", "**/*.html"])
        #expect(c.exclude == ["**/Generated/**"])
    }

    @Test("a rule's options are read from its mapping form, checked by kind, and still accepted at the top level")
    func ruleOptions() throws {
        let option = TouchTargetSmallCheck.minTouchTarget
        let mapped = try ConfigFile.parse("rules:\n  touch-target.small:\n    severity: low\n    min_touch_target: 40\n", path: "c")
        #expect(mapped.configuration.value(of: option, rule: "touch-target.small") == 40)
        #expect(mapped.configuration.severity(for: "touch-target.small", default: .medium) == .low)
        let legacy = try ConfigFile.parse("min_touch_target: 48\n", path: "c")
        #expect(legacy.configuration.value(of: option, rule: "touch-target.small") == 48)
        #expect(Configuration().value(of: option, rule: "touch-target.small") == 44)
        // An option of another rule, or a typo, is the unknown-key error listing what the rule accepts.
        #expect(
            throws: ConfigError.unknownKey(
                path: "c", line: 3, key: "rules.color.drift.min_touch_target", allowed: ConfigFile.ruleKeys)
        ) { try ConfigFile.parse("rules:\n  color.drift:\n    min_touch_target: 40\n", path: "c") }
        #expect(
            throws: ConfigError.unknownKey(
                path: "c", line: 3, key: "rules.touch-target.small.min_touch", allowed: ConfigFile.ruleKeys + ["min_touch_target"])
        ) { try ConfigFile.parse("rules:\n  touch-target.small:\n    min_touch: 40\n", path: "c") }
        #expect(
            throws: ConfigError.invalidValue(
                path: "c", line: 3, key: "rules.touch-target.small.min_touch_target", message: "must be greater than 0, got 0")
        ) { try ConfigFile.parse("rules:\n  touch-target.small:\n    min_touch_target: 0\n", path: "c") }
        #expect(throws: ConfigError.self) {
            try ConfigFile.parse("min_touch_target: 48\nrules:\n  touch-target.small: { min_touch_target: 40 }\n", path: "c")
        }
    }

    @Test("a rule's option reaches its check: a 40pt minimum does not flag a 42pt button")
    func optionReachesCheck() throws {
        let dir = try RuleExampleTests.write(
            RuleExample(
                design:
                    "<!DOCTYPE html><html><head><style>.b { width: 42px; height: 42px; }</style></head><body data-screen=\"home\"><button class=\"b\">x</button></body></html>",
                swift: "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"Home\") }\n}\n", triggers: true))
        defer { try? FileManager.default.removeItem(at: dir) }
        func run(_ yaml: String) throws -> Int {
            let config = try ConfigFile.parse(yaml, path: "c").configuration
            let a = try Pipeline.run(
                design: [dir.appendingPathComponent("design").path], implementation: [dir.appendingPathComponent("tokens").path],
                configuration: config, date: "2026-01-01", toolVersion: "test")
            return a.findings.filter { $0.rule == "touch-target.small" }.count
        }
        #expect(try run("") == 1)
        #expect(try run("rules:\n  touch-target.small: { min_touch_target: 40 }\n") == 0)
        #expect(try run("min_touch_target: 40\n") == 0)
    }

    @Test("an empty or comment-only file gives the defaults")
    func empty() throws {
        #expect(try ConfigFile.parse("", path: "c.yml").configuration == Configuration())
        #expect(try ConfigFile.parse("# nothing\n", path: "c.yml").configuration == Configuration())
    }

    @Test("an unknown key names the key and the line")
    func unknownKey() {
        let yaml = "root_font_size: 16\nexlude:\n  - x\n"
        #expect(throws: ConfigError.unknownKey(path: "cfg.yml", line: 2, key: "exlude", allowed: ConfigFile.topLevelKeys)) {
            try ConfigFile.parse(yaml, path: "cfg.yml")
        }
        let error = ConfigError.unknownKey(path: "cfg.yml", line: 2, key: "exlude", allowed: ["a"])
        #expect(error.description == "cfg.yml:2: unknown key 'exlude' (expected one of: a)")
    }

    @Test("unknown nested keys and rule ids are errors too")
    func nestedUnknown() {
        #expect(throws: ConfigError.unknownKey(path: "c", line: 3, key: "thresholds.drift", allowed: ConfigFile.thresholdKeys)) {
            try ConfigFile.parse("thresholds:\n  same_color_delta_e: 0.5\n  drift: 2\n", path: "c")
        }
        #expect(throws: ConfigError.unknownKey(path: "c", line: 2, key: "rules.color.mispatch", allowed: Self.known.sorted())) {
            try ConfigFile.parse("rules:\n  color.mispatch: off\n", path: "c", knownRules: Self.known)
        }
        #expect(throws: ConfigError.unknownKey(path: "c", line: 4, key: "rules.color.drift.level", allowed: ConfigFile.ruleKeys)) {
            try ConfigFile.parse("rules:\n  color.drift:\n    enabled: true\n    level: low\n", path: "c", knownRules: Self.known)
        }
    }

    @Test("a bad severity or number names the key and the line")
    func badValues() {
        #expect(
            throws: ConfigError.invalidValue(path: "c", line: 2, key: "rules.color.drift", message: "expected off, on, critical, medium or low, got 'severe'")
        ) {
            try ConfigFile.parse("rules:\n  color.drift: severe\n", path: "c", knownRules: Self.known)
        }
        #expect(
            throws: ConfigError.invalidValue(path: "c", line: 3, key: "rules.color.drift.severity", message: "expected critical, medium or low, got 'high'")
        ) {
            try ConfigFile.parse("rules:\n  color.drift:\n    severity: high\n", path: "c", knownRules: Self.known)
        }
        #expect(throws: ConfigError.invalidValue(path: "c", line: 1, key: "root_font_size", message: "expected a number, got 'big'")) {
            try ConfigFile.parse("root_font_size: big\n", path: "c")
        }
        #expect(throws: ConfigError.invalidValue(path: "c", line: 1, key: "min_touch_target", message: "must be greater than 0, got -4")) {
            try ConfigFile.parse("min_touch_target: -4\n", path: "c")
        }
        #expect(throws: ConfigError.self) { try ConfigFile.parse("thresholds:\n  same_color_delta_e: 3\n  drift_delta_e: 1\n", path: "c") }
        #expect(throws: ConfigError.self) { try ConfigFile.parse("aliases: [a, b]\n", path: "c") }
        #expect(throws: ConfigError.self) { try ConfigFile.parse("- just\n- a list\n", path: "c") }
    }

    @Test("a YAML syntax error names the line")
    func syntax() {
        do {
            _ = try ConfigFile.parse("rules:\n  color.drift: off\n bad: [unclosed\n", path: "c.yml")
            Issue.record("expected an error")
        } catch {
            guard case .syntax(let path, let line, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == "c.yml")
            #expect(line >= 3)
        }
    }

    @Test("a well-formed rule id is accepted while no checks are registered")
    func anyRuleWhenRegistryEmpty() throws {
        let file = try ConfigFile.parse("rules:\n  color.drift: off\n", path: "c", knownRules: [])
        #expect(file.configuration.rules["color.drift"]?.enabled == false)
        #expect(throws: ConfigError.self) { try ConfigFile.parse("rules:\n  Not A Rule: off\n", path: "c", knownRules: []) }
    }

    @Test("the init template loads to the defaults, and still loads with every setting uncommented")
    func template() throws {
        let text = ConfigTemplate.text()
        #expect(try ConfigFile.parse(text, path: "t").configuration == Configuration())
        let ruleOptions = Set(RuleRegistry.descriptions.flatMap(\.options).map(\.key))
        for key in ConfigFile.topLevelKeys + ConfigFile.thresholdKeys where !ruleOptions.contains(key) {
            #expect(text.contains("# \(key):") || text.contains("#   \(key):"), "\(key) documented")
        }
        // Each rule's options are written under the rule, at their defaults.
        for o in RuleRegistry.descriptions.flatMap(\.options) {
            #expect(text.contains("#     \(o.key): \(o.defaultText)"), "\(o.key) documented")
        }
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            line.hasPrefix("# ") ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let file = try ConfigFile.parse(uncommented, path: "t", knownRules: [])
        #expect(file.appName == "My App")
        #expect(file.configuration.sameColorDeltaE == Configuration().sameColorDeltaE)
        #expect(file.configuration.exclude == ["**/Generated/**", "mockups-v1/**", "**/*Tests/**"])
    }

    @Test("config is found in the current directory, or given explicitly")
    func locator() throws {
        let dir = try TemporaryDirectory()
        #expect(try ConfigLocator.load(explicit: nil, currentDirectory: dir.path).configuration == Configuration())
        try "root_font_size: 20\n".write(toFile: dir.path + "/.gapcheck.yml", atomically: true, encoding: .utf8)
        #expect(try ConfigLocator.load(explicit: nil, currentDirectory: dir.path).configuration.rootFontSize == 20)
        try "root_font_size: 12\n".write(toFile: dir.path + "/other.yml", atomically: true, encoding: .utf8)
        #expect(try ConfigLocator.load(explicit: dir.path + "/other.yml", currentDirectory: dir.path).configuration.rootFontSize == 12)
        #expect(throws: ConfigError.unreadable(path: dir.path + "/missing.yml")) {
            try ConfigLocator.load(explicit: dir.path + "/missing.yml", currentDirectory: dir.path)
        }
        try "bogus: 1\n".write(toFile: dir.path + "/.gapcheck.yml", atomically: true, encoding: .utf8)
        #expect(throws: ConfigError.unknownKey(path: ".gapcheck.yml", line: 1, key: "bogus", allowed: ConfigFile.topLevelKeys)) {
            try ConfigLocator.load(explicit: nil, currentDirectory: dir.path)
        }
    }
}
