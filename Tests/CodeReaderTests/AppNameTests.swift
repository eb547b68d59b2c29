import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// The app's name for report titles: the app's Info.plist, else the `@main` SwiftUI `App` type.
@Suite("App name")
struct AppNameTests {
    private func read(_ files: [String: String]) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-cr-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try CodeReader.read(roots: [dir.path])
    }

    private static let app = "import SwiftUI\n@main\nstruct TempoApp: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n"

    private static func plist(_ pairs: [String: String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
            + pairs.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined() + "</dict></plist>\n"
    }

    @Test func mainAppTypeWithoutItsSuffix() throws {
        #expect(try read(["App.swift": Self.app]).appName == "Tempo")
        #expect(try read(["App.swift": Self.app.replacingOccurrences(of: "TempoApp", with: "Runner")]).appName == "Runner")
    }

    @Test func notMainOrNotAnAppIsNoName() throws {
        #expect(try read(["App.swift": Self.app.replacingOccurrences(of: "@main\n", with: "")]).appName == nil)
        #expect(try read(["App.swift": "import SwiftUI\n@main\nstruct Tool { static func main() {} }\n"]).appName == nil)
    }

    @Test func infoPlistDisplayNameWinsAndBuildSettingsAreSkipped() throws {
        let named = try read([
            "App.swift": Self.app,
            "Tempo/Info.plist": Self.plist(["CFBundleDisplayName": "Tempo Run", "CFBundleName": "$(PRODUCT_NAME)"]),
            "Widget/Extension/Info.plist": Self.plist(["CFBundleDisplayName": "Tempo Widget"])
        ])
        #expect(named.appName == "Tempo Run")
        let unresolved = try read(["App.swift": Self.app, "Tempo/Info.plist": Self.plist(["CFBundleName": "$(PRODUCT_NAME)"])])
        #expect(unresolved.appName == "Tempo")
    }
}
