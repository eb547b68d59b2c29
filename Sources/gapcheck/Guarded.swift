import ArgumentParser
import Foundation
import GapCheckKit
import GapCheckReporters

/// Runs a command body; any gapcheck error becomes one `gapcheck: error: ...` line and exit status 2.
@discardableResult
func guarded<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        let line = TerminalText.sanitize(String(describing: error))
        FileHandle.standardError.write(Data("gapcheck: error: \(line)\n".utf8))
        throw ExitCode(ExitStatus.forError(error).rawValue)
    }
}

/// Throws the error exit status when a write to stdout failed (a full disk, a closed file).
func checkStandardOutput() throws {
    guard let reason = StandardOutput.failure else { return }
    FileHandle.standardError.write(Data("gapcheck: error: standard output: cannot write (\(reason))\n".utf8))
    throw ExitCode(ExitStatus.usageError.rawValue)
}

/// Writes `text` to `output` atomically, or to stdout (no `-o`, or `-o -`).
func emit(_ text: String, to output: String?, console: Console) throws {
    if let output, output != "-" { try AtomicFile.write(text, to: output) } else { console.out(text) }
}
