import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A page that draws its app as inline SVG (a redesign proposal, a wireframe export): the drawings are the app's
/// frames, and the page around them (its palette, captions, footer) is presentation. Fixtures in styles other than
/// the field repository's (a German comparison page of phone wireframes, a dashboard with a chart).
@Suite struct DrawnScreensTests {
    private func read(_ files: [String: String]) throws -> DesignSpec { try readDesign(files) }

    /// One phone wireframe drawn as SVG, painted in `background` and `ink`.
    static func drawing(background: String, ink: String) -> String {
        """
        <svg viewBox="0 0 390 844" width="390" height="844">
          <defs><linearGradient id="g"><stop offset="0" stop-color="#000000"/></linearGradient></defs>
          <rect x="0" y="0" width="390" height="844" fill="\(background)"/>
          <text x="20" y="60" font-family="Inter" font-size="28" fill="\(ink)">Kontostand</text>
          <text x="20" y="100" font-size="15" fill="\(ink)">Verfügbar heute</text>
          <text x="20" y="160" font-size="15" fill="\(ink)">Überweisen</text>
          <text x="20" y="200" font-size="15" fill="\(ink)">Letzte Umsätze</text>
          <text x="20" y="240" font-size="13" fill="\(ink)">Bäckerei Schmidt</text>
          <text x="20" y="280" font-size="13" fill="\(ink)">Stadtwerke Nord</text>
        </svg>
        """
    }

    static let comparison = """
        <!doctype html><html lang="de"><head><meta charset="utf-8"><title>Banking — Entwürfe</title>
        <style>
          :root { --seite: #EDEDED; --schrift: #222222; --leise: #707070; --tafel: #FFFFFF; }
          body { background: var(--seite); color: var(--schrift); font-family: Georgia, serif; }
          .variante { background: var(--tafel); padding: 18px; }
          .variante h2 { color: var(--leise); font-size: 12px; }
          .hinweis { color: var(--leise); font-size: 11px; }
        </style></head><body>
          <h1>Drei Richtungen für die Startseite</h1>
          <div class="raster">
            <div class="variante"><h2>Entwurf 1</h2><p class="hinweis">Hell und ruhig.</p>\(drawing(background: "#F7F3EE", ink: "#1D1B19"))</div>
            <div class="variante"><h2>Entwurf 2</h2><p class="hinweis">Dunkel.</p>\(drawing(background: "#101418", ink: "#F2F4F7"))</div>
          </div>
          <footer class="hinweis">Skizzen, keine fertigen Entwürfe.</footer>
        </body></html>
        """

    @Test func thePageAroundDrawnScreensGivesNoExpectationsAndNoSections() throws {
        let spec = try read(["entwuerfe.html": Self.comparison])
        let names = Set(spec.expectations.map(\.name))
        for chrome in ["--seite", "--schrift", "--leise", "--tafel"] {
            #expect(!names.contains(chrome), "\(chrome) styles only the page around the drawings")
        }
        let screen = try #require(spec.screens.first)
        #expect(spec.screens.count == 1)
        #expect(!screen.sections.contains { $0.title.contains("Entwurf") })
        #expect(screen.texts.contains("Kontostand"))
        #expect(!screen.texts.contains { $0.contains("Drei Richtungen") || $0.contains("Skizzen") })
        // Each drawn text once, though both proposals write it.
        #expect(screen.texts.filter { $0 == "Kontostand" }.count == 1)
    }

    @Test func drawnScreensAreFoundAndIconsAndSmallDrawingsAreNot() throws {
        let page = try HTMLPage(text: Self.comparison, file: "entwuerfe.html")
        #expect(DrawnScreens.find(page.document).count == 2)
        let icons = """
            <html><body><h1>Einstellungen</h1><p>Konto</p>
            <svg width="24" height="24"><rect width="24" height="24" fill="#000"/><text>a</text><text>b</text><text>c</text><text>d</text><text>e</text></svg>
            </body></html>
            """
        #expect(DrawnScreens.find(try HTMLPage(text: icons, file: "icons.html").document).isEmpty)
    }

    /// A frameless dashboard mockup with a chart: the chart paints a background and labels its axes, but the page's
    /// HTML writes more of its texts, so the page stays the app and its palette the design.
    @Test func aChartOnAFramelessScreenLeavesThePageTheApp() throws {
        let dashboard = """
            <!doctype html><html><head><title>Sales dashboard</title>
            <style>
              :root { --panel: #FFFFFF; --ink: #1A2230; --accent: #2563EB; }
              body { background: var(--panel); color: var(--ink); }
              .kpi-value { color: var(--accent); font-size: 28px; }
            </style></head><body>
              <h1>Sales</h1>
              <section><h2>This week</h2>
                <div class="kpi"><span class="kpi-label">Revenue</span><span class="kpi-value">$12,400</span></div>
                <div class="kpi"><span class="kpi-label">Orders</span><span class="kpi-value">312</span></div>
                <div class="kpi"><span class="kpi-label">Refunds</span><span class="kpi-value">4</span></div>
                <div class="kpi"><span class="kpi-label">Visitors</span><span class="kpi-value">9,210</span></div>
              </section>
              <section><h2>Trend</h2>
                <svg viewBox="0 0 600 300" width="600" height="300">
                  <rect width="600" height="300" fill="#F8FAFC"/>
                  <text x="10" y="290">Mon</text><text x="90" y="290">Tue</text><text x="170" y="290">Wed</text>
                  <text x="250" y="290">Thu</text><text x="330" y="290">Fri</text>
                </svg>
              </section>
              <p>Updated hourly.</p><p>Figures exclude taxes.</p><p>Export as CSV</p>
            </body></html>
            """
        let spec = try read(["dashboard.html": dashboard])
        let names = Set(spec.expectations.map(\.name))
        #expect(names.contains("--ink") && names.contains("--accent"))
        #expect(spec.screens.first?.sections.contains { $0.title == "This week" } == true)
    }
}
