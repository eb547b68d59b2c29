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
    /// An extension's plist (it has `NSExtension`) names the extension: never the app, even when it is the
    /// shallowest plist; a plist with application keys (`UILaunchScreen`) wins over shallower ones.
    @Test func extensionPlistsNeverNameTheApp() throws {
        let ext =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Tempo Share</string>"
            + "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string></dict></dict></plist>\n"
        let onlyExtension = try read([
            "App.swift": Self.app, "Share/Info.plist": ext, "Apps/Phone/Resources/Info.plist": Self.plist(["CFBundleDisplayName": "$(APP_NAME)"])
        ])
        #expect(onlyExtension.appName == "Tempo")
        let deepApp = try read([
            "App.swift": Self.app, "Notes/Info.plist": Self.plist(["CFBundleName": "Tempo Notes Helper"]),
            "Apps/Phone/Resources/Info.plist": Self.plist(["CFBundleDisplayName": "Tempo Run", "UILaunchScreen": ""])
        ])
        #expect(deepApp.appName == "Tempo Run")
    }
}
