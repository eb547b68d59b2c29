import ArgumentParser
import Foundation
import GapCheckKit

/// `gapcheck init`: a commented .gapcheck.yml in the current directory.
struct InitSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .gapcheck.yml into the current directory (never overwrites).",
        discussion: """
            Every key is written commented out at its default: \(ConfigFile.topLevelKeys.joined(separator: ", ")). \
            gapcheck reads .gapcheck.yml from the current directory, or the file given with --config.

            Example:
              cd MyApp && gapcheck init && $EDITOR .gapcheck.yml

            Exit status: 0 written; 2 .gapcheck.yml already exists or cannot be written.
            """)

    func run() throws {
        try guarded { try InitCommand.run(directory: FileManager.default.currentDirectoryPath) }
        Console.standard().err("gapcheck: wrote \(ConfigFile.defaultName); every key is commented out at its default\n")
    }
}
