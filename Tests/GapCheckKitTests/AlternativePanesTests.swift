import Foundation
import GapCheckModel
import GapCheckReport
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Competing directions drawn as sibling panes of one page, switched by tabs (field-tests round 25, cause 1): the
/// app is compared with the pane it follows, not with every pane. Fixtures of our own: a Portuguese recipe app
/// proposed in two looks, "Terra" (shown at rest) and "Mar", each a pane hidden by `:not(.ativa)` that redefines the
/// page's custom properties on its own class; the app follows "Mar", the second.
@Suite struct AlternativePanesTests {
    /// One phone of recipes, drawn the same in every pane.
    static func phone(_ subtitle: String) -> String {
        """
        <div class="celular"><header class="topo"><h1>Receitas</h1><p class="sub">\(subtitle)</p></header>
        <div class="cartao"><h3>Bolo de cenoura</h3><span class="meta">45 min · fácil</span></div>
        <div class="cartao"><h3>Feijoada</h3><span class="meta">3 h · média</span></div>
        <div class="cartao"><h3>Pão de queijo</h3><span class="meta">30 min · fácil</span></div>
        <nav class="abas"><a>Início</a><a>Favoritos</a><a>Lista de compras</a></nav></div>
        """
    }

    static let page = """
        <!DOCTYPE html><html lang="pt"><head><title>Receitas — duas propostas</title><style>
        .proposta:not(.ativa) { display: none; }
        .seletor button { border: 1px solid #999999; }
        .celular { width: 390px; height: 844px; }
        .terra { --tinta: #3B2314; --fundo: #F6EFE6; --destaque: #B5562B; --barro: #D9A27E; --musgo: #5E6B3A; }
        .mar { --tinta: #0B2A3C; --fundo: #EAF4F8; --destaque: #1F7A8C; --onda: #9AD1E0; }
        .terra .celular, .mar .celular { background: var(--fundo); color: var(--tinta); }
        .terra .cartao { background: var(--barro); border-radius: 14px; }
        .terra .meta { color: var(--musgo); font-size: 12px; }
        .terra .sub { color: #C9B8A6; font-size: 11px; }
        .mar .cartao { background: var(--onda); }
        .mar .meta { color: var(--destaque); font-size: 12px; }
        </style></head><body>
        <div class="seletor"><button data-alvo="terra">Terra</button><button data-alvo="mar">Mar</button></div>
        <section class="proposta terra ativa"><h2>Proposta Terra</h2>
        \(phone("Hoje na cozinha"))
        </section>
        <section class="proposta mar"><h2>Proposta Mar</h2>
        \(phone("Hoje na cozinha"))
        </section>
        </body></html>
        """

    /// The app follows "Mar": its colors and the recipes' texts.
    static let app = """
        import SwiftUI

        enum Paleta {
            static let tinta = Color(red: 11 / 255, green: 42 / 255, blue: 60 / 255)
            static let fundo = Color(red: 234 / 255, green: 244 / 255, blue: 248 / 255)
            static let destaque = Color(red: 31 / 255, green: 122 / 255, blue: 140 / 255)
            static let onda = Color(red: 154 / 255, green: 209 / 255, blue: 224 / 255)
        }

        struct ReceitasView: View {
            var body: some View {
                VStack {
                    Text("Receitas").foregroundColor(Paleta.tinta)
                    Text("Hoje na cozinha")
                    Text("Bolo de cenoura"); Text("45 min · fácil").foregroundColor(Paleta.destaque)
                    Text("Feijoada"); Text("Pão de queijo")
                }.background(Paleta.fundo)
            }
        }
        """

    @Test func thePanesAreReadAsAlternatives() throws {
        let a = try DesignTrustTests.run(design: ["receitas.html": Self.page], app: ["ReceitasView.swift": Self.app])
        let groups = try #require(a.design.alternativePanes)
        #expect(groups.count == 1)
        #expect(groups[0].panes.map(\.scope) == ["terra", "mar"])
        #expect(groups[0].panes.map(\.label) == ["Proposta Terra", "Proposta Mar"])
    }

    @Test func theAppIsComparedWithThePaneItFollows() throws {
        let a = try DesignTrustTests.run(design: ["receitas.html": Self.page], app: ["ReceitasView.swift": Self.app])
        let names = Set(a.design.expectations.map(\.name))
        // Terra's own tokens and what its pane paints are left out; Mar's are kept.
        #expect(!names.contains("--barro") && !names.contains("--musgo"), "\(names.sorted())")
        #expect(names.contains("--onda"), "\(names.sorted())")
        #expect(!a.findings.contains { $0.title.contains("--barro") || $0.title.contains("--musgo") }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.rule == "contrast.insufficient" && $0.message.contains("C9B8A6") }, "\(a.findings.map(\.title))")
        let said = a.design.diagnostics.filter { $0.message.contains("alternatives of one design") }
        #expect(said.count == 1, "\(a.design.diagnostics.map(\.message))")
        #expect(said.first?.message.contains("compared with \"Proposta Mar\"") == true)
        #expect(said.first?.message.contains("\"Proposta Terra\"") == true)
    }

    /// The pane kept is compared as usual: a color of its own the app lacks is still reported.
    @Test func theKeptPaneIsStillCompared() throws {
        let app = Self.app.replacingOccurrences(
            of: "    static let onda = Color(red: 154 / 255, green: 209 / 255, blue: 224 / 255)\n", with: "")
        let a = try DesignTrustTests.run(design: ["receitas.html": Self.page], app: ["ReceitasView.swift": app])
        #expect(a.findings.contains { $0.rule == "color.missing" && $0.title.contains("--onda") }, "\(a.findings.map(\.title))")
        #expect(!a.findings.contains { $0.title.contains("--barro") }, "\(a.findings.map(\.title))")
    }

    // MARK: - Negatives

    /// Tab panes of one screen (an inbox and its archive) show other texts: no alternatives, even when each pane
    /// tints itself with a property of its own class.
    @Test func tabPanesOfOneScreenAreNoAlternatives() throws {
        let page = """
            <!DOCTYPE html><html lang="pt"><head><title>Mensagens</title><style>
            .painel { display: none; } .painel.visivel { display: block; }
            .entrada { --faixa: #2F6FDE; --papel: #FFFFFF; } .arquivo { --faixa: #8A8A8A; --papel: #F2F2F2; }
            .entrada .linha, .arquivo .linha { background: var(--papel); border-left: 3px solid var(--faixa); }
            </style></head><body><div class="celular" style="width: 390px; height: 844px">
            <div class="painel entrada visivel"><h2>Entrada</h2><p class="linha">Ana: reunião às 10h</p><p class="linha">Banco: fatura de março</p>
            <p class="linha">Rui: fotos da viagem</p><p class="linha">Loja: pedido enviado</p><p class="linha">Clube: treino amanhã</p></div>
            <div class="painel arquivo"><h2>Arquivo</h2><p class="linha">Escola: matrícula 2024</p><p class="linha">Seguro: apólice renovada</p>
            <p class="linha">Teatro: ingressos</p><p class="linha">Vizinho: obra no prédio</p><p class="linha">Correios: aviso</p></div>
            </div></body></html>
            """
        let a = try DesignTrustTests.run(design: ["mensagens.html": page], app: ["ReceitasView.swift": Self.app])
        #expect(a.design.alternativePanes == nil)
        #expect(!a.design.diagnostics.contains { $0.message.contains("alternatives of one design") })
        // Both panes' properties are still the design's.
        let names = Set(a.design.expectations.map(\.name))
        #expect(names.contains("--faixa"), "\(names.sorted())")
    }

    /// A light and a dark pane of one screen are its appearances, not alternatives.
    @Test func lightAndDarkPanesAreNoAlternatives() throws {
        let page = Self.page.replacingOccurrences(of: "terra", with: "light").replacingOccurrences(of: "mar", with: "dark")
        let a = try DesignTrustTests.run(design: ["receitas.html": page], app: ["ReceitasView.swift": Self.app])
        #expect(a.design.alternativePanes == nil)
    }

    /// Panes that are different screens (a list and a profile), each with properties of its own class, are no
    /// alternatives: they do not repeat each other's texts.
    @Test func panesThatAreDifferentScreensAreNoAlternatives() throws {
        let page = """
            <!DOCTYPE html><html lang="pt"><head><title>App</title><style>
            .tela:not(.atual) { display: none; }
            .lista { --realce: #C2185B; --base: #FFFFFF; } .perfil { --realce: #00897B; --base: #FAFAFA; }
            .lista h2, .perfil h2 { color: var(--realce); background: var(--base); }
            </style></head><body>
            <section class="tela lista atual"><h2>Receitas salvas</h2><p>Bolo de cenoura</p><p>Feijoada</p><p>Pão de queijo</p><p>Moqueca</p><p>Brigadeiro</p></section>
            <section class="tela perfil"><h2>Meu perfil</h2><p>Nome</p><p>E-mail</p><p>Idioma</p><p>Notificações</p><p>Sair da conta</p></section>
            </body></html>
            """
        let a = try DesignTrustTests.run(design: ["app.html": page], app: ["ReceitasView.swift": Self.app])
        #expect(a.design.alternativePanes == nil)
    }

    @Test func aPaneScopeReadsTheSelectorsThatBeginWithItsClass() {
        let pane = AlternativePane(label: "Mar", scope: "mar", firstLine: 10, lastLine: 20)
        #expect(pane.scopes(".mar"))
        #expect(pane.scopes(".mar .cartao"))
        #expect(pane.scopes("section.mar > .cartao"))
        #expect(pane.scopes(".terra .x, .Mar .y"))
        #expect(!pane.scopes(".cartao .mar"))
        #expect(!pane.scopes(".maré"))
        #expect(!pane.scopes(".marca"))
        #expect(!pane.scopes(nil))
        #expect(pane.contains(SourceLocation(file: "a.html", line: 12, column: 1), file: "a.html"))
        #expect(!pane.contains(SourceLocation(file: "a.html", line: 21, column: 1), file: "a.html"))
        #expect(!pane.contains(SourceLocation(file: "b.html", line: 12, column: 1), file: "a.html"))
    }
}
