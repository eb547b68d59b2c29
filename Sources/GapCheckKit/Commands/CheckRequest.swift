/// Everything `gapcheck DESIGN IMPL` was asked to do, as parsed from the command line.
public struct CheckRequest: Sendable, Hashable {
    public var design: [String]
    public var implementation: [String]
    public var format: ReportFormat
    /// Report file; nil writes to stdout.
    public var output: String?
    public var failOn: FailThreshold
    public var configPath: String?
    public var baselinePath: String?
    public var writeBaselinePath: String?
    /// `YYYY-MM-DD`; nil uses `SOURCE_DATE_EPOCH` or today.
    public var date: String?
    /// No progress, diagnostics or summary on stderr (errors still print).
    public var quiet: Bool

    public init(
        design: [String], implementation: [String], format: ReportFormat = .markdown, output: String? = nil,
        failOn: FailThreshold = .default, configPath: String? = nil, baselinePath: String? = nil,
        writeBaselinePath: String? = nil, date: String? = nil, quiet: Bool = false
    ) {
        self.design = design; self.implementation = implementation; self.format = format; self.output = output
        self.failOn = failOn; self.configPath = configPath; self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath; self.date = date; self.quiet = quiet
    }
}
