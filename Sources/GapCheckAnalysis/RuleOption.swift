import GapCheckModel

/// A setting a rule reads from `.gapcheck.yml`, declared in its `RuleDescription`: the config reader
/// validates it, `gapcheck init` writes it into the template and `gapcheck rules --format markdown`
/// documents it, all from this one declaration.
///
/// It is written in the rule's mapping form (`rules: { touch-target.small: { min_touch_target: 48 } }`),
/// or at the top level when `topLevel` is set (where earlier versions read it: `min_touch_target: 48`).
public struct RuleOption: Sendable, Hashable {
    /// The values an option takes.
    public enum Kind: String, Sendable, Hashable {
        /// A number greater than 0.
        case positiveNumber = "number > 0"
        /// A number, 0 or more.
        case number = "number ≥ 0"
    }

    /// snake_case key (`min_touch_target`).
    public var key: String
    public var kind: Kind
    public var defaultValue: Double
    /// One line: what it changes and in which unit.
    public var documentation: String
    /// Also accepted as a top-level key of `.gapcheck.yml` (kept for files written before rules owned options).
    public var topLevel: Bool

    public init(key: String, kind: Kind, defaultValue: Double, documentation: String, topLevel: Bool = false) {
        self.key = key; self.kind = kind; self.defaultValue = defaultValue; self.documentation = documentation
        self.topLevel = topLevel
    }

    /// The default as written in YAML and docs (`44`, `0.5`).
    public var defaultText: String { Length.format(defaultValue) }
}
