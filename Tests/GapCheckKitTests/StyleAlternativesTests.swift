import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Pages that draw one screen in several styles, whatever their names, are alternatives of one screen (field-tests
/// round 12): one screen, never one missing screen per style; the one the design marks as chosen is the one
/// compared. Fixtures of our own: three French `theme-*.html` variants of one settings screen, a profile screen
/// in the first theme's palette, and a gallery page whose card stars the chosen theme.
@Suite struct StyleAlternativesTests {
    static let texts = ["Réglages", "Compte", "Notifications", "Confidentialité", "Apparence", "Se déconnecter", "Version 2.1"]

    static func theme(_ name: String, page: String, ink: String, accent: String, card: String) -> String {
        """
        <!DOCTYPE html><html lang="fr"><head><title>Réglages — \(name)</title><style>
        .ecran { width: 390px; height: 844px; background: \(page); color: \(ink); }
        .ligne { background: \(card); color: \(ink); padding: 14px; }
        .sortie { background: \(accent); color: #FFFFFF; }
        </style></head><body><div class="ecran"><h1>\(texts[0])</h1>
        \(texts[1..<5].map { "<div class=\"ligne\">\($0)</div>" }.joined())
        <button class="sortie">\(texts[5])</button><small>\(texts[6])</small></div></body></html>
        """
    }
    static let themes = [
        "theme-ocean.html": theme("Océan", page: "#E0F2FE", ink: "#0C4A6E", accent: "#0369A1", card: "#BAE6FD"),
        "theme-foret.html": theme("Forêt", page: "#ECFDF5", ink: "#064E3B", accent: "#047857", card: "#A7F3D0"),
        "theme-couchant.html": theme("Couchant", page: "#FFF7ED", ink: "#7C2D12", accent: "#C2410C", card: "#FED7AA")
    ]
    /// Another screen of the design, drawn in the ocean theme's palette: no alternative of the settings.
    static let profile = """
        <!DOCTYPE html><html lang="fr"><head><title>Profil</title><style>
        .ecran { width: 390px; height: 844px; background: #E0F2FE; color: #0C4A6E; }
        .ligne { background: #BAE6FD; color: #0C4A6E; padding: 14px; }
        </style></head><body><div class="ecran"><h1>Profil</h1><div class="ligne">Photo de profil</div>
        <div class="ligne">Nom affiché</div><div class="ligne">Adresse e-mail</div><div class="ligne">Abonnement Premium</div></div></body></html>
        """
    static let app = """
        import SwiftUI

        struct ReglagesView: View {
            var body: some View {
                List {
                    Text("Réglages"); Text("Compte"); Text("Notifications"); Text("Confidentialité"); Text("Apparence")
                    Button("Se déconnecter") {}; Text("Version 2.1")
                }
                .background(Color(red: 224 / 255, green: 242 / 255, blue: 254 / 255))
            }
        }
        """

    static func file(_ s: ScreenSpec) -> String { (s.location.file as NSString).lastPathComponent }

    @Test func oneScreenDrawnInThreeThemesIsOneScreen() throws {
        var design = Self.themes
        design["profil.html"] = Self.profile
        let a = try DesignTrustTests.run(design: design, app: ["ReglagesView.swift": Self.app])
        let themed = a.design.screens.filter { Self.file($0).hasPrefix("theme-") }
        #expect(themed.count == 1, "\(a.design.screens.map(Self.file))")
        let missingThemes = a.findings.filter { f in
            f.rule == "screen.missing" && f.severity != .low && ["theme-ocean", "theme-foret", "theme-couchant"].contains { f.title.contains($0) }
        }
        #expect(missingThemes.isEmpty, "\(missingThemes.map(\.title))")
        #expect(a.diagnostics.contains { $0.message.contains("alternatives of one design") }, "\(a.diagnostics.map(\.message))")
        // A real missing screen beside the alternatives is still reported.
        #expect(a.findings.contains { $0.rule == "screen.missing" && $0.severity != .low && $0.title.contains("profil") }, "\(a.findings.map(\.title))")
    }

    @Test func theThemeAGalleryCardStarsIsTheOneCompared() throws {
        var design = Self.themes
        design["index.html"] = """
            <!DOCTYPE html><html lang="fr"><head><title>Pistes visuelles</title></head><body><h1>Pistes visuelles</h1><div class="grille">
            <a class="carte" href="theme-ocean.html"><iframe src="theme-ocean.html"></iframe><div><b>01</b> Océan ★</div></a>
            <a class="carte" href="theme-foret.html"><iframe src="theme-foret.html"></iframe><div><b>02</b> Forêt</div></a>
            <a class="carte" href="theme-couchant.html"><iframe src="theme-couchant.html"></iframe><div><b>03</b> Couchant</div></a>
            </div></body></html>
            """
        let a = try DesignTrustTests.run(design: design, app: ["ReglagesView.swift": Self.app])
        // The app follows the three alike (the forest wins the tie), but the design chose the ocean.
        #expect(a.design.screens.filter { Self.file($0).hasPrefix("theme-") }.map(Self.file) == ["theme-ocean.html"], "\(a.design.screens.map(Self.file))")
        let said = try #require(a.diagnostics.first { $0.message.contains("alternatives of one design") }, "\(a.diagnostics.map(\.message))")
        #expect(said.message.contains("chosen") && said.location.file.hasSuffix("theme-ocean.html"), "\(said.message)")
    }

    @Test func aPageTitleCanMarkTheChosenOne() throws {
        var design = Self.themes
        design["theme-couchant.html"] = design["theme-couchant.html"]?.replacingOccurrences(
            of: "<title>Réglages — Couchant", with: "<title>Réglages — Couchant (final)")
        let a = try DesignTrustTests.run(design: design, app: ["ReglagesView.swift": Self.app])
        #expect(a.design.screens.filter { Self.file($0).hasPrefix("theme-") }.map(Self.file) == ["theme-couchant.html"], "\(a.design.screens.map(Self.file))")
    }

    /// A sign-up flow drawn after the theme studies, in one of them (`theme` names it in the title), with its own texts.
    static func flow(title: String, heading: String = "Inscription") -> String {
        """
        <!DOCTYPE html><html lang="fr"><head><title>\(title)</title><style>
        .ecran { width: 390px; height: 844px; background: #F8FAFC; color: #0F172A; }
        .champ { background: #E2E8F0; color: #0F172A; padding: 14px; }
        </style></head><body><div class="ecran"><h1>\(heading)</h1><div class="champ">Adresse e-mail</div>
        <div class="champ">Mot de passe</div><div class="champ">Créer un compte</div><div class="champ">J’ai déjà un compte</div></div></body></html>
        """
    }

    @Test func aChosenPageThatNamesAStudyIsTheDirectionChosenAfterThem() throws {
        var design = Self.themes
        // No study is starred; the starred flow says which texture it takes ("Forêt"), on another layout.
        design["parcours.html"] = Self.flow(title: "Inscription — mise en page native × Forêt ★")
        // A flow drawn in a study the starred page did not take.
        design["parcours-couchant.html"] = Self.flow(title: "Couchant — parcours d’inscription", heading: "Bienvenue")
        let a = try DesignTrustTests.run(design: design, app: ["ReglagesView.swift": Self.app])
        let files = Set(a.design.screens.map(Self.file))
        #expect(!files.contains { $0.hasPrefix("theme-") }, "\(files)")
        #expect(files.contains("parcours.html") && !files.contains("parcours-couchant.html"), "\(files)")
        let said = try #require(a.diagnostics.first { $0.message.contains("direction chosen after them") }, "\(a.diagnostics.map(\.message))")
        #expect(said.message.contains("theme-foret.html") && said.location.file.hasSuffix("parcours.html"), "\(said.message)")
        #expect(a.diagnostics.contains { $0.message.contains("parcours-couchant.html names") }, "\(a.diagnostics.map(\.message))")
        // No finding comes from a study or from the rejected study's flow.
        let fromStudies = a.findings.filter { f in
            let files = [f.expected?.location?.file, f.actual?.location?.file].compactMap { $0 } + f.occurrences.map(\.file)
            return files.contains { $0.contains("theme-") || $0.contains("couchant") }
        }
        #expect(fromStudies.isEmpty, "\(fromStudies.map(\.message))")
    }

    @Test func withoutAMarkNamingAStudyTheStudiesAndTheirFlowsStay() throws {
        var design = Self.themes
        // A starred page that names no study, and a flow named after one: the app's likeness still picks a study,
        // and no mark of the design set the named study aside, so its flow stays.
        design["parcours.html"] = Self.flow(title: "Inscription ★")
        design["parcours-couchant.html"] = Self.flow(title: "Couchant — parcours d’inscription", heading: "Bienvenue")
        let a = try DesignTrustTests.run(design: design, app: ["ReglagesView.swift": Self.app])
        let files = Set(a.design.screens.map(Self.file))
        #expect(files.filter { $0.hasPrefix("theme-") }.count == 1, "\(files)")
        #expect(files.contains("parcours.html") && files.contains("parcours-couchant.html"), "\(files)")
        #expect(!a.diagnostics.contains { $0.message.contains("direction chosen after them") || $0.message.contains("rejected direction") })
    }

    @Test func studiesTheAppFollowsEquallyGiveTheirScreenButNoneOfTheirValues() throws {
        // The app shows the screen's texts in colors of none of the themes: nothing says which one the team chose.
        let plain = Self.app.replacingOccurrences(of: ".background(Color(red: 224 / 255, green: 242 / 255, blue: 254 / 255))", with: "")
        let a = try DesignTrustTests.run(design: Self.themes, app: ["ReglagesView.swift": plain])
        #expect(a.design.screens.filter { Self.file($0).hasPrefix("theme-") }.count == 1, "\(a.design.screens.map(Self.file))")
        #expect(a.diagnostics.contains { $0.message.contains("follows several of them equally") }, "\(a.diagnostics.map(\.message))")
        // (The analysis keeps no painted pairs since the checks read them; the elements go with them.)
        #expect(a.design.elements.filter { $0.location.file.contains("theme-") }.isEmpty, "\(a.design.elements.map(\.location.file))")
        #expect(!a.design.expectations.contains { $0.kind == .color && $0.location.file.contains("theme-") })
        // When the app has one theme's color tokens, that theme is compared whole.
        var design = Self.themes
        // The ocean theme as tokens its rules use (tokens no rule uses would be the page's own chrome).
        design["theme-ocean.html"] = design["theme-ocean.html"]?
            .replacingOccurrences(of: "background: #BAE6FD;", with: "background: var(--ligne);")
            .replacingOccurrences(of: "background: #0369A1;", with: "background: var(--sortie);")
            .replacingOccurrences(of: "<style>", with: "<style>:root { --sortie: #0369A1; --ligne: #BAE6FD; }")
        let tokens = """
            import SwiftUI

            extension Color {
                static let sortie = Color(red: 3 / 255, green: 105 / 255, blue: 161 / 255)
                static let ligne = Color(red: 186 / 255, green: 230 / 255, blue: 253 / 255)
            }
            """
        let b = try DesignTrustTests.run(design: design, app: ["ReglagesView.swift": plain, "Couleurs.swift": tokens])
        #expect(!b.diagnostics.contains { $0.message.contains("follows several of them equally") }, "\(b.diagnostics.map(\.message))")
        #expect(b.design.elements.contains { $0.location.file.hasSuffix("theme-ocean.html") }, "\(b.design.elements.map(\.location.file))")
    }

    static func screen(_ file: String, _ texts: [String]) -> ScreenSpec {
        ScreenSpec(
            name: file, title: nil, sections: [], labels: texts.map { DataLabel(text: $0, kind: .text, location: SourceLocation(file: "d/" + file)) },
            location: SourceLocation(file: "d/" + file))
    }

    static func element(_ file: String, ink: Color, background: Color) -> DesignElement {
        DesignElement(
            screen: file, text: "x", role: .text, selector: "p", light: ElementLook(color: ink, background: background),
            location: SourceLocation(file: "d/" + file))
    }

    @Test func twoScreensInOnePaletteAreNoAlternativesThoughTheyShareTheirWords() {
        let signIn = ["Email", "Password", "Sign in", "Sign up", "Continue with Apple", "Forgot password?"]
        let signUp = ["Email", "Password", "Sign in", "Sign up", "Continue with Apple", "Confirm password"]
        let ink = Color(red: 0.1, green: 0.1, blue: 0.2), paper = Color(red: 1, green: 1, blue: 1)
        var spec = DesignSpec(screens: [Self.screen("sign-in.html", signIn), Self.screen("sign-up.html", signUp)])
        spec.elements = [Self.element("sign-in.html", ink: ink, background: paper), Self.element("sign-up.html", ink: ink, background: paper)]
        #expect(DesignAlternatives.styleGroups(spec, excluding: []).isEmpty)
        // The same texts in other colors are one screen in two styles.
        let rose = Color(red: 0.5, green: 0.1, blue: 0.2), cream = Color(red: 1, green: 0.95, blue: 0.9)
        spec.screens = [Self.screen("glass.html", signIn), Self.screen("clay.html", signIn)]
        spec.elements = [Self.element("glass.html", ink: ink, background: paper), Self.element("clay.html", ink: rose, background: cream)]
        #expect(DesignAlternatives.styleGroups(spec, excluding: []) == [["d/clay.html", "d/glass.html"]])
        // A light and a dark page of one screen are both the design.
        spec.screens = [Self.screen("home-light.html", signIn), Self.screen("home-dark.html", signIn)]
        spec.elements = [Self.element("home-light.html", ink: ink, background: paper), Self.element("home-dark.html", ink: cream, background: rose)]
        #expect(DesignAlternatives.styleGroups(spec, excluding: []).isEmpty)
    }

    @Test func styleGroupsLinkPagesOfOneFolderOnlyAndCountSharedTextsExactly() {
        let texts = ["Inicio", "Buscar", "Perfil", "Ajustes", "Salir", "Mensajes"]
        func page(_ file: String, _ texts: [String]) -> ScreenSpec {
            ScreenSpec(
                name: file, title: nil, sections: [], labels: texts.map { DataLabel(text: $0, kind: .text, location: SourceLocation(file: file)) },
                location: SourceLocation(file: file))
        }
        func paint(_ file: String, _ ink: Color, _ paper: Color) -> DesignElement {
            DesignElement(
                screen: file, text: "x", role: .text, selector: "p", light: ElementLook(color: ink, background: paper), location: SourceLocation(file: file))
        }
        let inks = (0..<4).map { Color(red: 0.1 + 0.2 * Double($0), green: 0.1, blue: 0.3) }
        let papers = (0..<4).map { Color(red: 1, green: 1 - 0.1 * Double($0), blue: 0.9) }
        // Files sorted: a/1, a/3, b/2, b/4; every page draws the same texts in its own colors.
        var spec = DesignSpec(screens: [page("a/1.html", texts), page("b/2.html", texts), page("a/3.html", texts), page("b/4.html", texts)])
        spec.elements = ["a/1.html", "b/2.html", "a/3.html", "b/4.html"].enumerated().map { paint($1, inks[$0], papers[$0]) }
        #expect(DesignAlternatives.styleGroups(spec, excluding: []) == [["a/1.html", "a/3.html"], ["b/2.html", "b/4.html"]])
        // Six texts shared (five labels and the elements' text) of seven and ten: half the smaller page's, a third of
        // the larger's, five at least: linked.
        spec.screens[3] = page("b/4.html", Array(texts.prefix(5)) + ["Uno", "Dos", "Tres", "Cuatro"])
        #expect(DesignAlternatives.styleGroups(spec, excluding: []) == [["a/1.html", "a/3.html"], ["b/2.html", "b/4.html"]])
        // Four shared: below the five a link needs.
        spec.screens[3] = page("b/4.html", Array(texts.prefix(3)) + ["Uno", "Dos", "Tres"])
        #expect(DesignAlternatives.styleGroups(spec, excluding: []) == [["a/1.html", "a/3.html"]])
    }

    @Test func sharedCountIsTheSizeOfTheIntersection() {
        var state: UInt64 = 20_261_125
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        for _ in 0..<300 {
            let a = Set((0..<next(12)).map { _ in next(24) }), b = Set((0..<next(12)).map { _ in next(24) })
            #expect(DesignAlternatives.sharedCount(a.sorted(), b.sorted()) == a.intersection(b).count)
        }
        #expect(DesignAlternatives.sharedCount([], [1, 2]) == 0)
        #expect(DesignAlternatives.sharedCount([1, 3, 5], [1, 3, 5]) == 3)
        #expect(DesignAlternatives.sharedCount([1, 3, 5], [2, 4, 6]) == 0)
    }
}
