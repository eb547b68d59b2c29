/// Name and version of this build of gapcheck, as reports and `--version` print them.
public enum ToolInfo {
    /// The executable's name.
    public static let name = "gapcheck"
    /// Semantic version; bump it with every release (reports, JSON, SARIF and `--version` print it).
    public static let version = "0.1.0"
    /// The project's home page for SARIF's `informationUri`; nil until the project has a public URL
    /// (SARIF requires an absolute URI there, so a made-up one would mislead code-scanning users).
    public static let informationURI: String? = nil
    /// `gapcheck 0.1.0`.
    public static var nameAndVersion: String { "\(name) \(version)" }
}
