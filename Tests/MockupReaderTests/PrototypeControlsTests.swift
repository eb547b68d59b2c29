import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// The buttons a prototype adds to switch its own state ("Free" / "Premium", a script swapping the frame's class) are
/// the page's, not the app's, even inside the phone frame: no touch target, no contrast pair, no element, and their
/// style is page chrome. A segmented control of the app drawn alike, named for what it picks, stays app UI.
/// Fixtures: an English fitness app with a prototype toolbar inside its frame, a German one on a frameless page.
@Suite struct PrototypeControlsTests {
    static func page(groupName: String) -> String {
        """
        <!DOCTYPE html><html lang="en"><head><style>
        .phone { width: 390px; height: 844px; background: #101114; color: #F2F2F2; }
        .toggle-group { display: flex; gap: 4px; }
        .toggle-group button { height: 30px; padding: 0 10px; font-size: 12px; color: #8A8A8A; background: #1C1D21; }
        .card { background: #1C1D21; border-radius: 16px; padding: 16px; }
        .start { height: 52px; color: #FFFFFF; background: #3A7AFE; }
        </style></head><body>
        <div class="phone" id="app">
          <h1>Today</h1>
          <div class="toggle-group" \(groupName)>
            <button class="on" id="freeButton" type="button">Free</button>
            <button id="premiumButton" type="button">Premium</button>
          </div>
          <section class="card"><h2>Weekly goal</h2><p>3 of 5 workouts</p></section>
          <button class="start">Start workout</button>
        </div>
        <script>
          freeButton.addEventListener('click', () => app.classList.toggle('premium', false));
          premiumButton.addEventListener('click', () => app.classList.toggle('premium', true));
        </script>
        </body></html>
        """
    }

    @Test func aPrototypeStateSwitcherInTheFrameIsNoAppUI() throws {
        let spec = try readDesign(["today.html": Self.page(groupName: "aria-label=\"Prototype state\"")])
        #expect(!spec.tapTargets.contains { $0.selector.contains("premiumButton") || $0.selector.contains("button.on") }, "\(spec.tapTargets.map(\.selector))")
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#8A8A8A" })
        #expect(!spec.elements.contains { $0.text == "Premium" })
        // The app's own controls stay.
        #expect(spec.tapTargets.contains { $0.selector.contains("start") })
        #expect(spec.elements.contains { $0.text == "Start workout" })
    }

    /// The same buttons named for what they pick in the app (a plan picker) are the app's segmented control.
    @Test func anAppSegmentedControlStaysAppUI() throws {
        let spec = try readDesign(["today.html": Self.page(groupName: "aria-label=\"Plan\"")])
        #expect(spec.tapTargets.contains { $0.selector.contains("premiumButton") }, "\(spec.tapTargets.map(\.selector))")
        #expect(spec.elements.contains { $0.text == "Premium" })
    }

    /// A toolbar of the drawn app named for the drawing (`mockup-toolbar`, `wireframe-tabs`) is the app's.
    @Test func theDrawingsOwnToolbarStaysAppUI() throws {
        for name in ["id=\"mockup-toolbar\"", "id=\"wireframe-tabs\"", "aria-label=\"Prototype\""] {
            let spec = try readDesign(["today.html": Self.page(groupName: name)])
            #expect(spec.elements.contains { $0.text == "Premium" }, "\(name)")
        }
    }

    /// A group named like the prototype that holds the screen's content is no switcher (the frame itself, a wrapper).
    @Test func aWrapperNamedForThePrototypeStaysAppUI() throws {
        let html = Self.page(groupName: "aria-label=\"Plan\"").replacingOccurrences(
            of: "<section class=\"card\">", with: "<section class=\"card\" aria-label=\"Prototyp Wochenziel\">")
        let spec = try readDesign(["today.html": html])
        #expect(spec.elements.contains { $0.text == "3 of 5 workouts" })
    }

    /// A frameless page with a fixed toolbar classed as the prototype's (German: `prototyp-steuerung`).
    @Test func aFramelessPagesPrototypeToolbarIsNoAppUI() throws {
        let html = """
            <!DOCTYPE html><html lang="de"><head><style>
            body { background: #FFFFFF; color: #222222; }
            .prototyp-steuerung { position: fixed; top: 0; right: 0; }
            .prototyp-steuerung button { height: 24px; color: #9A9A9A; background: #F0F0F0; font-size: 11px; }
            .los { height: 48px; color: #FFFFFF; background: #0B6E4F; }
            </style></head><body>
            <div class="prototyp-steuerung"><span>Zustand:</span><button>Leer</button><button>Gefüllt</button></div>
            <h1>Einkaufsliste</h1>
            <p>Noch keine Einträge</p>
            <button class="los">Eintrag hinzufügen</button>
            </body></html>
            """
        let spec = try readDesign(["liste.html": html])
        #expect(!spec.elements.contains { $0.text == "Gefüllt" }, "\(spec.elements.map(\.text))")
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#9A9A9A" })
        #expect(spec.elements.contains { $0.text == "Eintrag hinzufügen" })
    }
}
