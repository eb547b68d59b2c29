import Foundation
import Testing
@testable import CodeReader

/// Prints the inventory of `GAPCHECK_DUMP` (a folder) as JSON; a debugging aid, skipped otherwise.
@Test(.enabled(if: ProcessInfo.processInfo.environment["GAPCHECK_DUMP"] != nil))
func dumpInventory() throws {
    let path = ProcessInfo.processInfo.environment["GAPCHECK_DUMP"] ?? "."
    let start = Date()
    let inv = try CodeReader.read(roots: [path])
    let elapsed = Date().timeIntervalSince(start)
    let enc = JSONEncoder()
    enc.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try enc.encode(inv)
    try data.write(to: URL(fileURLWithPath: "/tmp/gapcheck-dump.json"))
    print("read \(inv.files.count) files in \(elapsed)s")
}
