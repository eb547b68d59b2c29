import GapCheckReporters

/// Everything `gapcheck DESIGN IMPL` was asked to do, as parsed from the command line.
public struct CheckRequest: Sendable, Hashable {
    /// Design roots (mockups, CSS, token JSON), as the user typed them.
    public var design: [String]
    /// Implementation roots (the app), as the user typed them.
    public var implementation: [String]
    /// Which reporter renders the analysis.
    public var format: ReportFormat
    /// Report file; nil (or `-`) writes to stdout.
    public var output: String?
    /// The lowest severity that fails the gate.
    public var failOn: FailThreshold
    /// `--config`; nil looks for `.gapcheck.yml` in the current directory.
    public var configPath: String?
    /// `--baseline`: known findings that do not gate.
    public var baselinePath: String?
    /// `--write-baseline`: where to record every current finding.
    public var writeBaselinePath: String?
    /// `YYYY-MM-DD`; nil uses `SOURCE_DATE_EPOCH` or today.
    public var date: String?
    /// No progress, diagnostics or summary on stderr (errors still print).
    public var quiet: Bool
    /// `--assets`: folder for SVG color swatches, which the Markdown report then embeds; nil writes none.
    public var assetsPath: String?
    /// `--compare`: a JSON report of an earlier run; the report gains a "Since the last review" trend.
    public var comparePath: String?

    /// A request with the command line's defaults for everything not given.
    public init(
        design: [String], implementation: [String], format: ReportFormat = .markdown, output: String? = nil,
        failOn: FailThreshold = .default, configPath: String? = nil, baselinePath: String? = nil,
        writeBaselinePath: String? = nil, date: String? = nil, quiet: Bool = false, assetsPath: String? = nil,
        comparePath: String? = nil
    ) {
        self.design = design; self.implementation = implementation; self.format = format; self.output = output
        self.failOn = failOn; self.configPath = configPath; self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath; self.date = date; self.quiet = quiet
        self.assetsPath = assetsPath; self.comparePath = comparePath
    }
}
