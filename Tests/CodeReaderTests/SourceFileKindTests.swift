import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Backups, Finder copies and real files that only look like copies.
@Suite("Source file kinds")
struct SourceFileKindTests {
    @Test func aNumberedNameWithoutItsOriginalIsARealFile() throws {
        let inv = try TestSupport.readSnippet("enum Step2Colors { static let ink = Color(hex: 0x111111) }", name: "Onboarding Step 2.swift")
        #expect(inv.color("Step2Colors.ink")?.light?.hex == "#111111")
        #expect(inv.diagnostics.isEmpty)
    }

    @Test func finderCopyNames() {
        #expect(SourceFileKind.finderOriginal(name: "Colors 2.swift") == "Colors.swift")
        #expect(SourceFileKind.finderOriginal(name: "Colors copy.swift") == "Colors.swift")
        #expect(SourceFileKind.finderOriginal(name: "Colors copy 3.swift") == "Colors.swift")
        #expect(SourceFileKind.finderOriginal(name: "Colors.swift") == nil)
        #expect(SourceFileKind.skipReason(path: "App/Colors 2.swift", existing: ["App/Colors.swift"]) != nil)
        #expect(SourceFileKind.skipReason(path: "App/Step 2.swift", existing: ["App/Colors.swift"]) == nil)
        #expect(SourceFileKind.backupReason(name: "Theme.swift~") != nil)
    }
}
