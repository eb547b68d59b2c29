import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// An editor's or tool's settings inside a design folder are no design: hidden folders (`.vscode`, `.github`,
/// `.storybook`), hidden files (`.stylelintrc.json`) and tool manifests (`package.json`, `tsconfig.json`) are skipped and
/// named in a warning, while the design's own token file beside them is read, and a settings file the user names is read.
@Suite("Tool settings in a design folder")
struct ToolSettingsFolderTests {
    /// An editor's color customizations: a plain-value JSON by shape (a kind word in its group).
    static let editorColors = """
        {
          "workbench.colorCustomizations": {
            "statusBar.background": "#5C2D91",
            "sideBar.background": "#1E1E2E"
          }
        }
        """

    static let tokens = """
        {
          "color": { "primary": "#0A84FF", "surface": "#F2F2F7" },
          "spacing": { "md": 12 }
        }
        """

    static let page = """
        <!doctype html><html><head><style>:root { --primary: #0A84FF; }</style></head>
        <body><main class="screen"><h1>Fahrten</h1><p style="color: var(--primary)">Neue Fahrt</p></main></body></html>
        """

    @Test func settingsFoldersAndToolFilesAreSkippedAndNamed() throws {
        let spec = try readDesign([
            "index.html": Self.page, "tokens.json": Self.tokens,
            ".vscode/settings.json": Self.editorColors,
            ".storybook/theme.json": Self.tokens.replacingOccurrences(of: "#0A84FF", with: "#FF375F"),
            "package.json": ##"{"name": "mockups", "version": "1.0.0", "colors": {"brand": "#123456"}}"##,
            "tsconfig.app.json": #"{"compilerOptions": {"strict": true}}"#,
            ".stylelintrc.json": #"{"color": {"named": "never"}}"#
        ])
        let colors = spec.expectations.filter { $0.kind == .color }
        #expect(colors.contains { $0.light.color == Color(hex: "#F2F2F7") }, "\(colors.map(\.name))")
        #expect(!colors.contains { $0.name.contains("workbench") || $0.name.contains("statusBar") }, "\(colors.map(\.name))")
        #expect(!colors.contains { $0.light.color == Color(hex: "#FF375F") }, "\(colors.map(\.name))")
        #expect(!colors.contains { $0.light.color == Color(hex: "#123456") }, "\(colors.map(\.name))")
        #expect(!spec.files.contains { $0.contains(".vscode") || $0.hasSuffix("package.json") }, "\(spec.files)")
        let messages = spec.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("2 folders skipped as an editor's or tool's settings") && $0.contains(".vscode") }, "\(messages)")
        #expect(messages.contains { $0.contains("3 tool configuration files skipped") && $0.contains("package.json") }, "\(messages)")
    }

    @Test func aSettingsFileTheUserNamesIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("design-tools-\(UUID().uuidString)/.vscode")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("settings.json")
        try Self.editorColors.write(to: file, atomically: true, encoding: .utf8)
        let spec = try MockupReader.read(roots: [file.path])
        #expect(spec.expectations.contains { $0.kind == .color && $0.light.color == Color(hex: "#5C2D91") }, "\(spec.expectations.map(\.name))")
    }

    @Test func toolConfigurationNames() {
        for name in ["package.json", "package-lock.json", "tsconfig.json", "tsconfig.node.json", "jsconfig.json", ".eslintrc.json", "Composer.json"] {
            #expect(DesignFileReaders.isToolConfiguration(name), "\(name)")
        }
        for name in ["tokens.json", "colors.json", "components.json", "theme.json", "settings.json", "design-tokens.tokens.json"] {
            #expect(!DesignFileReaders.isToolConfiguration(name), "\(name)")
        }
    }
}
