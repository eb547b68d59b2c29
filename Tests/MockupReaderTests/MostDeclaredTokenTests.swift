import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Pages that each declare the design's values (an exporter's per-page theme) and give one name different values: the
/// value most pages give is the design's token, whichever file is read first; the other value stays that page's own.
@Suite struct MostDeclaredTokenTests {
    static func page(_ fondo: String, _ texto: String, _ heading: String) -> String {
        """
        <!DOCTYPE html><html lang="es"><head><title>\(heading)</title>
        <style>:root { --fondo: \(fondo); --texto: \(texto); } body { background: var(--fondo); color: var(--texto); }</style></head>
        <body><h1>\(heading)</h1><p>Contenido de \(heading)</p></body></html>
        """
    }

    static func token(_ spec: DesignSpec, _ name: String) -> Expectation? { spec.expectations.first { $0.name == name } }

    @Test func theValueMostPagesGiveIsTheToken() throws {
        // The outlier sorts first: `a_borrar` before `inicio` and `perfil`.
        let spec = try readDesign([
            "pantallas/a_borrar/page.html": Self.page("#F8F6F5", "#221110", "Borrar"),
            "pantallas/inicio/page.html": Self.page("#F6F7F8", "#121C20", "Inicio"),
            "pantallas/perfil/page.html": Self.page("#F6F7F8", "#121C20", "Perfil")
        ])
        let fondo = try #require(Self.token(spec, "--fondo"))
        #expect(fondo.light.color?.hex == "#F6F7F8", "\(fondo.light)")
        #expect(!fondo.location.file.contains("a_borrar"), "\(fondo.location)")
        // The outlier page's value is kept as that page's own, not lost.
        #expect(fondo.notes.contains { $0.contains("a_borrar") }, "\(fondo.notes)")
        #expect(Self.token(spec, "--texto")?.light.color?.hex == "#121C20")
    }

    @Test func onATieTheFirstPagesValueStays() throws {
        let spec = try readDesign([
            "pantallas/a_borrar/page.html": Self.page("#F8F6F5", "#221110", "Borrar"),
            "pantallas/inicio/page.html": Self.page("#F6F7F8", "#121C20", "Inicio")
        ])
        #expect(Self.token(spec, "--fondo")?.light.color?.hex == "#F8F6F5")
    }
}
