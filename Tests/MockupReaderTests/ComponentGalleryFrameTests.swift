import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// A component gallery drawn in device frames (each frame one component's states, captioned by them) gives no screens;
/// a page of real screens that shows a switch "On" and "Off" or a button twice stays screens. Style: `.handset` frames,
/// chips, toggles and sliders, headings in a `<figcaption>` inside the frame.
@Suite struct ComponentGalleryFrameTests {
    static func frame(_ heading: String, _ rows: [String]) -> String {
        """
        <div class="handset"><div class="inner"><figcaption>\(heading)</figcaption>
        \(rows.map { "<div class=\"row\"><span class=\"cap\">\($0)</span><i class=\"sample\"></i></div>" }.joined(separator: "\n"))
        </div></div>
        """
    }

    static func extract(_ body: String) throws -> (screens: [String], specimens: [String]) {
        let page = try HTMLPage(text: "<html><body>\(body)</body></html>", file: "kit.html")
        let r = StructureExtractor(page: page, fileStem: "kit").extract()
        return (r.screens.map(\.name), r.specimens.map(\.name))
    }

    @Test func framesOfComponentStatesAreSpecimensAndSoIsTheirGallerysOtherFrame() throws {
        let r = try Self.extract(
            Self.frame("Chip Variants", ["Filled", "Outlined", "Disabled"]) + Self.frame("Toggle States", ["On", "Off", "Disabled"])
                + Self.frame("Slider Sizes", ["Small", "Medium", "Large"])
                // No captions of states: a sample of the gallery all the same.
                + Self.frame("Avatar", ["JD", "Jane Doe", "Online now"]))
        #expect(r.screens.isEmpty, "\(r.screens)")
        #expect(r.specimens.count == 4, "\(r.specimens)")
    }

    @Test func screensWithAFewStatesStayScreens() throws {
        let r = try Self.extract(
            Self.frame("Settings", ["Dark Mode", "On", "Notifications", "Off", "Sounds", "On"])
                + Self.frame("Sign in", ["Email", "Password", "Sign in", "Disabled", "Forgot password?"])
                + Self.frame("Profile", ["Jane Doe", "Edit profile", "Default"]))
        #expect(r.specimens.isEmpty, "\(r.specimens)")
        #expect(r.screens.count == 3, "\(r.screens)")
    }
}
