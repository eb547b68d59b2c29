import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport

/// A design kept as versions in feature folders (`telas/v1.html`, `telas/v2.html`) whose repository's root notes
/// say which version is the source of truth: the other versions of that page are not compared. Style: a Portuguese
/// project, the note in `INSTRUCOES.md` at the repository's root, the unchosen version a darker direction with a
/// ledger screen the app never built.
@Suite struct RepositoryNotesTrustTests {
    static func page(_ title: String, _ ink: String, _ texts: [String]) -> String {
        """
        <!DOCTYPE html><html lang="pt"><head><title>\(title)</title><style>
        :root { --tinta: \(ink); --fundo: #FFFFFF; }
        .cartao { background: var(--fundo); color: var(--tinta); padding: 16px; }
        </style></head><body><div class="phone"><h1>\(title)</h1>
        \(texts.map { "<div class=\"cartao\"><p>\($0)</p></div>" }.joined(separator: "\n"))
        </div></body></html>
        """
    }

    static let chosen = page("Despesas", "#2E5E4E", ["Jantar em grupo", "Total da viagem", "Quem pagou"])
    static let direction = page("Razão", "#8E44AD", ["Lançamentos do mês", "Saldo devedor", "Conciliação bancária"])

    static let app = """
        import SwiftUI

        extension Color {
            static let tinta = Color(red: 0x2E / 255, green: 0x5E / 255, blue: 0x4E / 255)
            static let fundo = Color.white
        }

        struct DespesasView: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("Jantar em grupo").foregroundStyle(Color.tinta)
                        Text("Total da viagem").foregroundStyle(Color.tinta)
                        Text("Quem pagou").foregroundStyle(Color.tinta)
                    }
                    .background(Color.fundo)
                    .navigationTitle("Despesas")
                }
            }
        }
        """

    /// Runs gapcheck on `repo/prototipos` beside `repo/App`, the repository marked by `.git` when `git`.
    static func run(note: String?, git: Bool) throws -> Analysis {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-repo-notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let repo = dir.appendingPathComponent("repo")
        var files = [
            "prototipos/telas/v1.html": chosen, "prototipos/telas/v2.html": direction, "App/DespesasView.swift": app
        ]
        if let note { files["INSTRUCOES.md"] = note }
        for (name, text) in files {
            let url = repo.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        if git { try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true) }
        return try Pipeline.run(
            design: [repo.appendingPathComponent("prototipos").path], implementation: [repo.appendingPathComponent("App").path],
            configuration: Configuration(), date: "", toolVersion: "")
    }

    static func fromDirection(_ a: Analysis) -> [Finding] {
        a.findings.filter { f in
            f.severity != .low && ([f.expected?.location, f.actual?.location].compactMap { $0 } + f.occurrences).contains { $0.file.hasSuffix("telas/v2.html") }
        }
    }

    static let note = "A paleta em `prototipos/telas/v1.html` é a fonte da verdade (source of truth) para as cores.\n"

    @Test func theVersionTheRepositoryNotesChooseIsTheOneCompared() throws {
        let a = try Self.run(note: Self.note, git: true)
        #expect(Self.fromDirection(a).isEmpty, "\(Self.fromDirection(a).map { ($0.rule, $0.title) })")
        let said = a.design.diagnostics.map(\.message)
        #expect(said.contains { $0.contains("versions of one page and the design marks") && $0.contains("telas/v1.html") }, "\(said)")
    }

    @Test func withoutTheRepositoryOrTheNoteBothVersionsAreCompared() throws {
        // The same note outside any repository is not read: the design folder is all the user pointed at.
        let outside = try Self.run(note: Self.note, git: false)
        #expect(Self.fromDirection(outside).contains { $0.rule == "screen.missing" }, "\(outside.findings.map { ($0.rule, $0.title) })")
        // Unmarked versions: a version number says neither which one shipped nor which one is newer in intent.
        let unmarked = try Self.run(note: "Protótipos em `prototipos/`.\n", git: true)
        #expect(Self.fromDirection(unmarked).contains { $0.rule == "screen.missing" }, "\(unmarked.findings.map { ($0.rule, $0.title) })")
    }
}
