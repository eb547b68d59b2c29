import ArgumentParser
import Foundation
import GapCheckKit

/// `gapcheck init`: a commented .gapcheck.yml in the current directory.
struct InitSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .gapcheck.yml into the current directory (never overwrites).")

    func run() throws {
        try guarded { try InitCommand.run(directory: FileManager.default.currentDirectoryPath) }
        Console.standard().err("gapcheck: wrote \(ConfigFile.defaultName); every key is commented out at its default\n")
    }
}
