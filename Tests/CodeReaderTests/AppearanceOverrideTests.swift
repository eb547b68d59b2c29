import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Forced appearance through SwiftUI environment and Xcode build settings.
@Suite("Appearance overrides")
struct AppearanceOverrideTests {
    @Test func environmentColorSchemeAndBuildSettings() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-cr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        import SwiftUI
        struct RootView: View {
            var body: some View {
                Text("Hi").environment(\\.colorScheme, .dark)
            }
        }
        """.write(to: dir.appendingPathComponent("RootView.swift"), atomically: true, encoding: .utf8)
        try """
        // !$*UTF8*$!
        {
        \t\tbuildSettings = {
        \t\t\tINFOPLIST_KEY_UIUserInterfaceStyle = Light;
        \t\t};
        }
        """.write(to: dir.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let inv = try CodeReader.read(roots: [dir.path])
        #expect(inv.colorSchemeOverrides.map { "\($0.scheme) \($0.location.line)" } == ["light 4", "dark 4"])
    }
}
