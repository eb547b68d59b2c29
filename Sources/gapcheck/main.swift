import ArgumentParser
import Foundation
import GapCheckKit

tuneAllocator()

// Parse, run, and map every outcome to gapcheck's exit statuses (0 ok, 1 gate failed, 2 error, 3 nothing
// readable in an input folder).
// Argument-parser exits 64 on usage errors; gapcheck promises 2 and one line on stderr.
do {
    var command = try GapCheck.parseAsRoot()
    try command.run()
} catch {
    // A report that did not reach stdout is an error whatever the run's own outcome was.
    if (try? checkStandardOutput()) == nil { exit(2) }
    if GapCheck.exitCode(for: error) == .validationFailure {
        let message = GapCheck.message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data("gapcheck: error: \(message) (see `gapcheck --help`)\n".utf8))
        exit(2)
    }
    GapCheck.exit(withError: error)
}
if (try? checkStandardOutput()) == nil { exit(2) }
