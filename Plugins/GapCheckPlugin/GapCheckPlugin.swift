import Foundation
import PackagePlugin

/// `swift package gapcheck [design] [impl...] [options]`: runs gapcheck on the package it is invoked in.
///
/// The folders default to `design/` and the source targets' directories; everything else is
/// `GapCheckInvocation`'s (plain Swift, unit-tested). The tool runs in the package directory, so
/// paths in the report and in `-o` are relative to the package.
@main
struct GapCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL.path
        let sources = context.package.targets.compactMap { target -> String? in
            guard let module = target.sourceModule, module.kind != .test else { return nil }
            return GapCheckInvocation.relative(module.directoryURL.path, to: package)
        }.sorted()
        let invocation = try GapCheckInvocation(arguments: arguments, sourceDirectories: sources)
        if invocation.wantsHelp { print(GapCheckInvocation.usage + "\n") }
        if !invocation.wantsHelp, invocation.designDefaulted,
            !FileManager.default.fileExists(atPath: context.package.directoryURL.appendingPathComponent(invocation.design).path)
        {
            throw PluginFailure("no design/ folder in \(package); name the mockups' folder: swift package gapcheck path/to/mockups")
        }

        let process = Process()
        process.executableURL = try context.tool(named: "gapcheck").url
        process.arguments = invocation.arguments
        process.currentDirectoryURL = context.package.directoryURL
        // SwiftPM prints a plugin's stdout and stderr on its stdout; the report alone goes there, and
        // gapcheck's stderr lines become SwiftPM diagnostics and progress lines, on stderr.
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var errors: [String] = []
        for line in text.split(separator: "\n") {
            switch GapCheckInvocation.classify(String(line)) {
            case .error(let message):
                errors.append(message)
                Diagnostics.error(message)
            case .warning(let message): Diagnostics.warning(message)
            case .info(let message): Diagnostics.progress(message)
            }
        }
        switch process.terminationStatus {
        case 0:
            return
        case 1:
            throw PluginFailure("the gate failed: a new finding at or above --fail-on (see the summary above)")
        default:
            var message = "gapcheck exited with status \(process.terminationStatus)"
            if let hint = GapCheckInvocation.writeHint(errors: errors, output: invocation.output, packageDirectory: package) {
                message += "; " + hint
            }
            throw PluginFailure(message)
        }
    }
}

/// An error the plugin reports as one line.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
