import GapCheckModel

/// Everything a user can tune in `.gapcheck.yml`; the defaults are the severity policy in docs/architecture.md.
public struct Configuration: Sendable, Hashable, Codable {
    /// Per-rule switch and severity override.
    public struct RuleSetting: Sendable, Hashable, Codable {
        public var enabled: Bool
        public var severity: Severity?
        /// Values of the rule's own options (`RuleDescription.options`), by key; a missing key is the default.
        public var options: [String: Double] = [:]
        public init(enabled: Bool = true, severity: Severity? = nil, options: [String: Double] = [:]) {
            self.enabled = enabled; self.severity = severity; self.options = options
        }
    }

    /// ΔE2000 at or below which two colors are the same.
    public var sameColorDeltaE: Double = 0.5
    /// ΔE2000 at or below which two colors drift (low); above it they mismatch.
    public var driftDeltaE: Double = 2.0
    /// Alpha difference above which two colors differ, whatever their ΔE.
    public var alphaTolerance: Double = 0.02
    /// Root font size in px for `rem`.
    public var rootFontSize: Double = 16
    /// True when the user set `rootFontSize` (`root_font_size` in `.gapcheck.yml`): gapcheck then never infers
    /// another root size from the app's values (`RemRoot`).
    public var rootFontSizeStated = false
    /// Rule id → setting.
    public var rules: [String: RuleSetting] = [:]
    /// Design name → code name (`--brand-primary: AppColors.accent`); either side in any convention.
    public var aliases: [String: String] = [:]
    /// Screen name → view type (`onboarding: WelcomeView`).
    public var screens: [String: String] = [:]
    /// Glob patterns (relative to each root) of files to read; empty means all.
    public var include: [String] = []
    /// Glob patterns of files to skip, in addition to the built-in ones (.build, Pods, DerivedData...).
    public var exclude: [String] = []
    /// Allowed lengths off the spacing scale by this many points are still on scale.
    public var spacingTolerance: Double = 0.5

    public init() {}

    /// Whether `rule` runs.
    public func isEnabled(_ rule: String) -> Bool { rules[rule]?.enabled ?? true }

    /// The value of `rule`'s `option`: the configured one, else the option's default.
    public func value(of option: RuleOption, rule: String) -> Double { rules[rule]?.options[option.key] ?? option.defaultValue }

    /// The severity `rule` reports at: the override, else its default.
    public func severity(for rule: String, default d: Severity) -> Severity { rules[rule]?.severity ?? d }
}
