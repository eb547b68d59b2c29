import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The cascade computes the light and dark styles of a page in one walk (`PageCascade.computeStyles(schemes:)`):
/// each scheme must still see only its own rules and custom properties.
@Suite struct CascadeSchemesTests {
    /// A fresh temporary folder with `files`, and its removal.
    private func folder(_ files: [String: String]) throws -> (root: String, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("schemes-\(UUID().uuidString)")
        for (name, text) in files {
            let url = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (base.path, { try? FileManager.default.removeItem(at: base) })
    }

    @Test func oneWalkGivesEachSchemeItsOwnRulesVariablesAndInlineStyles() throws {
        // A wallet mockup in the media-query style: global and element-scoped custom properties with dark
        // overrides, a plain dark override, and an inline style that holds in both schemes.
        let (root, cleanup) = try folder([
            "wallet.html": """
            <!DOCTYPE html><html><head><style>
            :root { --ink: #1F2937; --paper: #FFFFFF; }
            @media (prefers-color-scheme: dark) { :root { --ink: #F9FAFB; --paper: #111827; } }
            .panel { background: var(--paper); padding: 12px; }
            .panel.alt { --ink: #7C2D12; }
            @media (prefers-color-scheme: dark) { .panel.alt { --ink: #FDBA74; } }
            .label { color: var(--ink); }
            .fixed { color: #0000EE; }
            @media (prefers-color-scheme: dark) { .fixed { color: #93C5FD; } }
            </style></head><body data-screen="wallet">
            <div class="panel"><p class="label">Balance</p><p class="fixed">Details</p></div>
            <div class="panel alt"><p class="label">Overdue</p><span style="color: #065F46">Paid</span></div>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let pairs = Set(spec.colorPairs.map { "\($0.scheme) \($0.foreground.hex) on \($0.background.hex)" })
        #expect(
            pairs == [
                "light #1F2937 on #FFFFFF", "light #0000EE on #FFFFFF", "light #7C2D12 on #FFFFFF", "light #065F46 on #FFFFFF",
                "dark #F9FAFB on #111827", "dark #93C5FD on #111827", "dark #FDBA74 on #111827", "dark #065F46 on #111827"
            ])
    }

    @Test func customPropertiesDeclaredOnElementsReachOnlyTheirSubtreesOnEveryPage() throws {
        // A bank app's pages sharing one stylesheet: an element's own custom property (a class, an inline style)
        // reaches its descendants, a nested one adds to it, and siblings and other pages keep the global values —
        // each element reading its custom properties through the chain of scopes above it, none copied.
        let (root, cleanup) = try folder([
            "css/banco.css": """
            :root { --tinta: #1E3A8A; --fundo: #FFFFFF; }
            @media (prefers-color-scheme: dark) { :root { --tinta: #BFDBFE; --fundo: #0F172A; } }
            .cartao { background: var(--fundo); padding: 8px; }
            .destaque { --tinta: #9D174D; }
            .interno { --fundo: #FEF3C7; }
            .texto { color: var(--tinta); }
            """,
            "conta.html": """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="css/banco.css"></head><body data-screen="conta">
            <div class="cartao"><p class="texto">Saldo</p></div>
            <div class="cartao destaque"><p class="texto">Vencido</p><div class="cartao interno"><p class="texto">Pago</p></div></div>
            </body></html>
            """,
            "extrato.html": """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="css/banco.css"></head><body data-screen="extrato">
            <div class="cartao" style="--tinta: #065F46"><p class="texto">Extrato</p></div>
            <div class="cartao"><p class="texto">Resumo</p></div>
            </body></html>
            """
        ])
        defer { cleanup() }
        let spec = try MockupReader.read(roots: [root])
        let pairs = Set(spec.colorPairs.map { "\($0.scheme) \($0.foreground.hex) on \($0.background.hex)" })
        #expect(
            pairs == [
                "light #1E3A8A on #FFFFFF", "light #9D174D on #FFFFFF", "light #9D174D on #FEF3C7", "light #065F46 on #FFFFFF",
                "dark #BFDBFE on #0F172A", "dark #9D174D on #0F172A", "dark #065F46 on #0F172A"
            ], "\(pairs.sorted())")
    }
}
