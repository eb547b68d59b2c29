import Foundation

/// `gapcheck init`: writes the commented configuration template, never over an existing file.
public enum InitCommand {
    /// Writes `.gapcheck.yml` into `directory` and returns its path.
    @discardableResult
    public static func run(directory: String) throws -> String {
        let path = (directory as NSString).appendingPathComponent(ConfigFile.defaultName)
        do {
            try AtomicFile.write(ConfigTemplate.text(), to: path, overwrite: false)
        } catch .exists {
            throw CommandError.configExists(path: ConfigFile.defaultName)
        }
        return path
    }
}
