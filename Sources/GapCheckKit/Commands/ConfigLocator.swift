import Foundation
import GapCheckModel

/// Finds and loads the configuration: `--config FILE`, else `.gapcheck.yml` in the current directory, else defaults.
public enum ConfigLocator {
    /// The configuration to use; a missing `--config` file is an error, a missing default file is not.
    public static func load(explicit: String?, currentDirectory: String) throws(ConfigError) -> ConfigFile {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else { throw .unreadable(path: explicit) }
            return try ConfigFile.load(path: explicit)
        }
        let implicit = (currentDirectory as NSString).appendingPathComponent(ConfigFile.defaultName)
        guard FileManager.default.fileExists(atPath: implicit) else { return ConfigFile() }
        // Errors name the file as the user knows it: `.gapcheck.yml`, not an absolute path.
        switch SourceTree.read(atPath: implicit, limit: ConfigFile.maxBytes) {
        case .success(let data): return try ConfigFile.parse(String(decoding: data, as: UTF8.self), path: ConfigFile.defaultName)
        case .failure(let failure): throw .refused(path: ConfigFile.defaultName, reason: failure.description)
        }
    }
}
