import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The design's elements: text, role and computed look (color, background or gradient, font, radius), light and dark.
@Suite struct DesignElementTests {
    static func read(_ html: String) throws -> DesignSpec {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-de-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try html.write(to: dir.appendingPathComponent("wallet.html"), atomically: true, encoding: .utf8)
        return try MockupReader.read(roots: [dir.path])
    }

    static let page = """
        <!DOCTYPE html><html><head><style>
        :root { --brand: #667eea; --text: #1c1c1e; }
        body { background: #f8f9fa; color: var(--text); font-size: 16px; }
        .balance { background: linear-gradient(135deg, var(--brand) 0%, #764ba2 100%); color: #fff; border-radius: 12px; }
        .amount { font-size: 28px; font-weight: 700; }
        .card { background-color: #ffffff; border-radius: 8px 8px 0 0; }
        .credit { color: #28a745; }
        @media (prefers-color-scheme: dark) { body { color: #f2f2f7; } .card { background-color: #1c1c1e; } }
        </style></head>
        <body><h1>Wallet</h1>
        <div class="balance"><span>Balance</span><p class="amount">$24.00</p></div>
        <div class="card"><p class="credit">+ 30 emergency minutes</p></div>
        <button aria-label="Settings"><svg></svg></button>
        </body></html>
        """

    /// A button laid straight into the frame's screen paints its own box; the screen under it is its canvas. A view
    /// straight in the frame that holds other texts is still the screen's canvas, not a chip.
    @Test func aControlStraightInsideTheFramesScreenKeepsItsOwnBackground() throws {
        let spec = try Self.read(
            """
            <!DOCTYPE html><html><head><style>
            .handset { width: 390px; height: 844px; border-radius: 44px; }
            .handset-screen { background: #FAF6EE; }
            .entrar { background: #C2410C; color: #FFFFFF; border-radius: 14px; padding: 14px; }
            .panel { background: #EFE7DA; }
            </style></head><body>
            <div class="handset"><div class="handset-screen">
              <div class="entrar">Entrar</div>
              <div class="panel"><p>Bem-vindo</p><p>Conta nova</p></div>
            </div></div></body></html>
            """)
        let entrar = try #require(spec.elements.first { $0.text == "Entrar" })
        #expect(entrar.light.background?.hex == "#C2410C")
        #expect(entrar.light.canvas?.hex == "#FAF6EE")
        let welcome = try #require(spec.elements.first { $0.text == "Bem-vindo" })
        #expect(welcome.light.background == nil)
    }

    @Test func textElementsCarryTheirComputedLook() throws {
        let spec = try Self.read(Self.page)
        let byText = Dictionary(spec.elements.map { ($0.text, $0) }, uniquingKeysWith: { a, _ in a })
        let title = try #require(byText["Wallet"])
        #expect(title.role == .title)
        // An `<h1>` no rule sizes shows the user agent's 32px bold: no statement of the design.
        #expect(title.light.fontSize == nil && title.light.fontWeight == nil)
        #expect(title.light.color?.hex == "#1C1C1E")
        // The page canvas is not a background of the element.
        #expect(title.light.background == nil && title.light.gradient == nil)

        let balance = try #require(byText["Balance"])
        #expect(balance.light.color?.hex == "#FFFFFF")
        #expect(balance.light.gradient?.map(\.hex) == ["#667EEA", "#764BA2"])
        #expect(balance.light.radius == 12)
        let amount = try #require(byText["$24.00"])
        #expect(amount.light.fontSize == 28 && amount.light.fontWeight == 700)

        let credit = try #require(byText["+ 30 emergency minutes"])
        #expect(credit.light.color?.hex == "#28A745")
        #expect(credit.light.background?.hex == "#FFFFFF")
        #expect(credit.light.radius == 8)
        #expect(credit.dark?.background?.hex == "#1C1C1E")
        #expect(credit.screen == "wallet")
    }

    @Test func iconOnlyControlsKeepTheirAccessibleName() throws {
        let spec = try Self.read(Self.page)
        let icon = try #require(spec.elements.first { $0.accessibilityName == "Settings" })
        #expect(icon.text.isEmpty && icon.role == .icon)
    }

    @Test func aSolidBackgroundShorthandResetsAGradient() throws {
        let spec = try Self.read(
            """
            <html><head><style>.a { background: linear-gradient(#000, #fff); } .a.b { background: #ff0000; }</style></head>
            <body><div class="a b"><p>Flat</p></div></body></html>
            """)
        let flat = try #require(spec.elements.first { $0.text == "Flat" })
        #expect(flat.light.gradient == nil)
        #expect(flat.light.background?.hex == "#FF0000")
    }
}
