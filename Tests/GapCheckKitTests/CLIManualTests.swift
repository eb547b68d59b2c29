import Foundation
import Testing

@testable import GapCheckKit

/// docs/gapcheck.1 (what `make install` installs) and every command's `--help`.
@Suite("Help and man page", .enabled(if: CLIBinary.url != nil, "build the gapcheck product first"))
struct CLIManualTests {
    static let manPath = CLIBinary.packageRoot.path + "/docs/gapcheck.1"

    /// The commands of `gapcheck --experimental-dump-help` (argument-parser's description of every
    /// command and argument), the root first; `help` left out.
    static func commands() throws -> [[String: Any]] {
        let r = try CLIBinary.run(["--experimental-dump-help"])
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        var out: [[String: Any]] = []
        var stack = [try #require(dump["command"] as? [String: Any])]
        while let command = stack.popLast() {
            guard command["commandName"] as? String != "help" else { continue }
            out.append(command)
            stack += ((command["subcommands"] as? [[String: Any]]) ?? []).reversed()
        }
        return out
    }

    @Test("every command's help has an abstract, examples and the exit statuses")
    func helpIsComplete() throws {
        let commands = try Self.commands()
        #expect(commands.map { $0["commandName"] as? String ?? "" } == ["gapcheck", "check", "rules", "explain", "init", "extract", "inventory", "diff"])
        for command in commands {
            let name = command["commandName"] as? String ?? ""
            let discussion = command["discussion"] as? String ?? ""
            #expect(!(command["abstract"] as? String ?? "").isEmpty, "\(name)")
            #expect(discussion.contains("Exit status: 0"), "\(name)")
            #expect(discussion.contains("Example"), "\(name)")
            for argument in (command["arguments"] as? [[String: Any]]) ?? [] where argument["shouldDisplay"] as? Bool != false {
                #expect(!(argument["abstract"] as? String ?? "").isEmpty, "\(name): \(argument["names"] ?? argument["valueName"] ?? "")")
            }
        }
    }

    @Test("docs/gapcheck.1 has every command, option and help text (run `make man`)")
    func manPageCoversHelp() throws {
        let man = try String(contentsOfFile: Self.manPath, encoding: .utf8)
        var missing: [String] = []
        for command in try Self.commands() {
            let name = command["commandName"] as? String ?? ""
            var texts = [command["abstract"] as? String ?? ""]
            if name != "gapcheck" { texts.append(".It Em \(name)") }
            // Discussions are copied paragraph by paragraph.
            texts += (command["discussion"] as? String ?? "").split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
            for argument in (command["arguments"] as? [[String: Any]]) ?? [] where argument["shouldDisplay"] as? Bool != false {
                texts.append(argument["abstract"] as? String ?? "")
                for n in (argument["names"] as? [[String: String]]) ?? [] where n["kind"] == "long" { texts.append("-\(n["name"] ?? "")") }
            }
            for text in texts where !text.isEmpty && !man.contains(text) { missing.append("\(name): \(text)") }
        }
        if !missing.isEmpty { Issue.record("docs/gapcheck.1 is stale (run `make man` and commit it); missing:\n\(missing.joined(separator: "\n"))") }
    }

    /// The generate-manual tool, when `make man` (or the plugin) has built it.
    static var generator: String? {
        let path = CLIBinary.packageRoot.path + "/.build/debug/generate-manual-tool"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    @Test("docs/gapcheck.1 equals a fresh generate-manual, ignoring its date (run `make man`)", .enabled(if: generator != nil))
    func manPageIsFresh() throws {
        let dir = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.generator))
        process.arguments = [try #require(CLIBinary.url).path, "--output-directory", dir.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        func withoutDate(_ text: String) -> [Substring] { text.split(separator: "\n").filter { !$0.hasPrefix(".Dd ") } }
        let fresh = try String(contentsOfFile: dir.path + "/gapcheck.1", encoding: .utf8)
        let committed = try String(contentsOfFile: Self.manPath, encoding: .utf8)
        if withoutDate(fresh) != withoutDate(committed) { Issue.record("docs/gapcheck.1 is stale: run `make man` and commit it") }
    }
}
