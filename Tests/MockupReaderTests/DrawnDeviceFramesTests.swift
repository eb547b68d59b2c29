import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Device frames drawn as inline SVG: a gallery page whose cards each hold one `<svg>` classed as a device, captioned
/// outside it. Each drawing is a screen of its own, named by its caption, its `<text>` its copy. Fixtures in a style
/// other than the field repository's (a Portuguese banking gallery in `<figure>`s, drawings classed `ecra-mobile`).
@Suite struct DrawnDeviceFramesTests {
    /// One drawn phone screen classed `cls`: its body painted first, then `texts` (a `<tspan>` line per `|`).
    static func device(_ cls: String, texts: [String], width: Int = 360, height: Int = 760) -> String {
        var body = ""
        for (i, t) in texts.enumerated() {
            let parts = t.split(separator: "|").map(String.init)
            if parts.count > 1 {
                let lines = parts.enumerated().map { j, p in "<tspan x=\"24\" dy=\"\(j == 0 ? 0 : 18)\">\(p)</tspan>" }.joined()
                body += "<text x=\"24\" y=\"\(90 + i * 40)\" font-size=\"14\">\(lines)</text>\n"
            } else {
                body += "<text x=\"24\" y=\"\(90 + i * 40)\" font-size=\"15\" fill=\"#14213D\">\(t)</text>\n"
            }
        }
        return """
            <svg class="\(cls)" viewBox="0 0 \(width) \(height)" xmlns="http://www.w3.org/2000/svg">
              <rect width="\(width)" height="\(height)" rx="36" fill="#0B0B0B"/>
              <rect x="8" y="8" width="\(width - 16)" height="\(height - 16)" rx="30" fill="#FFFFFF"/>
              <text x="24" y="40" font-size="12">9:41</text>
              \(body)
            </svg>
            """
    }

    static let gallery = """
        <!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Cofre — todas as telas</title>
        <style>
          body { background: #EEF1F6; font-family: system-ui; }
          .cartao { background: #FFFFFF; border-radius: 16px; padding: 20px; }
          figcaption { font-size: 15px; color: #444444; }
          .ecra-mobile { width: 100%; max-width: 360px; display: block; }
        </style></head><body>
          <header><h1>Cofre</h1><p>Protótipo completo, todas as telas.</p></header>
          <h2 class="grupo">Fluxo principal</h2>
          <div class="grade">
            <figure class="cartao">
              <figcaption>Saldo da conta</figcaption>
              \(device("ecra-mobile", texts: ["Olá, Marina", "Saldo disponível", "Transferir", "Pagar contas", "Últimos lançamentos", "Padaria Central"]))
            </figure>
            <figure class="cartao">
              <figcaption>Nova transferência</figcaption>
              \(device("ecra-mobile", texts: ["Para quem?", "Chave Pix ou conta", "Valor", "Agendar para depois", "Revise antes|de confirmar", "Continuar"]))
            </figure>
            <figure class="cartao">
              <figcaption>Ajustes</figcaption>
              \(device("ecra-mobile", texts: ["Perfil", "Notificações", "Segurança", "Limites do cartão", "Sair da conta"]))
            </figure>
          </div>
          <p class="rodape">Desenhado para iPhone.</p>
        </body></html>
        """

    @Test func eachDrawnDeviceIsAScreenNamedByItsCaption() throws {
        let spec = try readDesign(["telas.html": Self.gallery])
        #expect(spec.screens.map(\.name) == ["Saldo da conta", "Nova transferência", "Ajustes"])
        let saldo = try #require(spec.screens.first)
        let texts = Set(saldo.labels.map(\.text))
        #expect(texts.isSuperset(of: ["Olá, Marina", "Saldo disponível", "Transferir", "Últimos lançamentos"]))
        // A drawn text is a text of the screen, never a label the app must bind to a value.
        #expect(saldo.labels.allSatisfy { $0.kind == .text })
        // The status bar's clock has no letters; the page's heading and footer are no text of any screen.
        #expect(!spec.screens.flatMap(\.labels).contains { ["9:41", "Cofre", "Desenhado para iPhone."].contains($0.text) })
        // The other screens' copy stays theirs.
        #expect(!texts.contains("Para quem?"))
    }

    @Test func linesPlacedAsTspansAreTextsOfTheirOwn() throws {
        let spec = try readDesign(["telas.html": Self.gallery])
        let transfer = try #require(spec.screens.first { $0.name == "Nova transferência" })
        let texts = transfer.labels.map(\.text)
        #expect(texts.contains("Revise antes") && texts.contains("de confirmar"))
        #expect(!texts.contains("Revise antesde confirmar"))
    }

    @Test func iconsAndIllustrationsClassedAsDevicesAreNoScreens() throws {
        let page = """
            <!doctype html><html lang="pt"><head><title>Cofre</title></head><body>
              <h1>Configurações</h1>
              <svg class="phone-icon" width="24" height="24"><rect width="24" height="24" fill="#000"/>
                <text>ab</text><text>cd</text><text>ef</text><text>gh</text><text>ij</text></svg>
              \(Self.device("device-illustration", texts: ["Um", "Dois", "Três", "Quatro", "Cinco"]))
              \(Self.device("mobile-frame", texts: ["Só", "duas"]))
              <section><h2>Conta</h2><p>Nome do titular</p><p>Agência e conta</p></section>
            </body></html>
            """
        let doc = try HTMLPage(text: page, file: "config.html").document
        let svgs = doc.elementsInOrder().filter { doc.nodes[$0].name == "svg" }
        #expect(svgs.count == 3)
        let classes = ElementClasses(doc)
        #expect(svgs.allSatisfy { !DrawnScreens.drawsDeviceScreen(doc, $0, classes: classes.classList($0)) })
        let spec = try readDesign(["config.html": page])
        #expect(spec.screens.count == 1)
        #expect(spec.screens.first?.sections.contains { $0.title == "Conta" } == true)
    }

    @Test func aChartInAnHTMLScreenKeepsItsAxisLabels() throws {
        let page = """
            <!doctype html><html><head><title>Vendas</title></head><body>
              <div class="phone"><div class="conteudo">
                <h2>Semana</h2><p>Receita total</p><p>Pedidos pagos</p>
                <svg viewBox="0 0 300 240"><rect width="300" height="240" fill="#F8FAFC"/>
                  <text>Seg</text><text>Ter</text><text>Qua</text><text>Qui</text><text>Sex</text></svg>
              </div></div>
            </body></html>
            """
        let spec = try readDesign(["vendas.html": page])
        let labels = spec.screens.flatMap(\.labels).map(\.text)
        #expect(!labels.contains("Seg") && !labels.contains("Sex"))
        #expect(spec.screens.count == 1)
    }
}
