import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// Seed 001's situation (status colors as system colors, a Theme.swift copy, missing stats and fields),
/// run through the real readers.
@Suite struct ChecksSeedScenarioTests {
    static let css = """
        :root {
          --brand-primary: #007AFF;
          --status-success: #34C759;
          --status-warning: #FF9500;
          --status-error: #FF3B30;
          --spacing-md: 16px;
          --radius-md: 12px;
        }
        .stat-value { font-size: 28px; font-weight: 700; }
        .stat-label { font-size: 13px; color: #636366; }
        """

    static let html = """
        <!DOCTYPE html>
        <html><head><title>Dashboard</title><link rel="stylesheet" href="tokens.css"></head>
        <body data-screen="dashboard">
          <h1>Dashboard</h1>
          <section><h2>System Status</h2>
            <div class="stat"><span class="stat-value">24</span><span class="stat-label">Total Capsules</span></div>
            <div class="stat"><span class="stat-value">7</span><span class="stat-label">Active</span></div>
            <div class="stat"><span class="stat-value">18</span><span class="stat-label">Testing</span></div>
            <div class="stat"><span class="stat-value">32ms</span><span class="stat-label">API Latency</span></div>
          </section>
        </body></html>
        """

    static let colors = """
        import SwiftUI

        extension Color {
            static let brandPrimary = Color(hex: "#007AFF")
            static let statusSuccess = Color.green
            static let statusWarning = Color.orange
            static let statusError = Color.red
        }

        extension Color {
            init(hex: String) { self = .clear }
        }
        """

    static let theme = """
        import SwiftUI

        enum Theme {
            static let statusSuccess = Color.green
            static let builderPrimary = Color.blue
        }

        enum Spacing {
            static let md: CGFloat = 16
        }

        enum CornerRadius {
            static let md: CGFloat = 12
        }
        """

    static let views = """
        import SwiftUI

        struct SystemStatus {
            var capsulesCount: Int
            var activeCapsulesCount: Int
            var version: String
        }

        struct DashboardView: View {
            let status: SystemStatus
            var body: some View {
                VStack {
                    Text("System Status")
                    Text("Total Capsules")
                    Text("Active")
                    Text("Version")
                }
                .navigationTitle("Dashboard")
            }
        }
        """

    static func run() throws -> Analysis {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-seed-\(UUID().uuidString)")
        let design = dir.appendingPathComponent("design"), tokens = dir.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try css.write(to: design.appendingPathComponent("tokens.css"), atomically: true, encoding: .utf8)
        try html.write(to: design.appendingPathComponent("dashboard.html"), atomically: true, encoding: .utf8)
        try colors.write(to: tokens.appendingPathComponent("Colors.swift"), atomically: true, encoding: .utf8)
        try theme.write(to: tokens.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
        try views.write(to: tokens.appendingPathComponent("DashboardView.swift"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try Pipeline.run(design: [design.path], implementation: [tokens.path], configuration: Configuration(), date: "", toolVersion: "")
    }

    @Test func seed001() throws {
        let a = try Self.run()
        let titles = a.findings.map { "\($0.rule): \($0.title)" }
        let generic = a.findings.filter { $0.rule == "color.generic" }.map(\.title)
        #expect(generic.count == 3, "\(titles)")
        #expect(generic.contains { $0.contains("`Color.statusWarning` is `Color.orange` (#FF9500 light / #FF9F0A dark)") }, "\(generic)")
        let dup = a.findings.filter { $0.rule == "token.duplicate" }
        #expect(dup.count == 1 && dup.first?.severity == .medium, "\(titles)")
        let models = a.findings.filter { $0.rule == "model.field-missing" }.compactMap(\.expected?.name).sorted()
        #expect(models == ["API Latency", "Testing"], "\(titles)")
        #expect(a.findings.first { $0.rule == "model.field-missing" && $0.expected?.name == "Testing" }?.fix?.text.contains("SystemStatus") == true)
        let labels = a.findings.filter { $0.rule == "content.label-missing" }.compactMap(\.expected?.name).sorted()
        #expect(labels == ["API Latency", "Testing"], "\(titles)")
        #expect(
            !a.findings.contains {
                ["color.mismatch", "color.missing", "spacing.off-scale", "radius.mismatch", "screen.missing", "section.missing"].contains($0.rule)
            }, "\(titles)")
    }
}
