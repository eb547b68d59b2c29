import GapCheckModel
import Testing

@testable import MockupReader

/// The grouping rules of `SheetModes` alone: which sibling stylesheets are modes of one token set, and which are not.
@Suite struct SheetModesTests {
    /// Files that differ by an axis word and a width (`-768px-`) and declare the same properties are one group;
    /// the phone's (or the default density's) is the base.
    @Test func axisFilesAreOneGroupWithThePhoneAsBase() {
        let m = SheetModes(sheets: [
            ("vars/layout-desktop-1280px.css", ["--gutter", "--col"]), ("vars/layout-tablet-768px.css", ["--gutter", "--col"]),
            ("vars/layout-mobile-375px.css", ["--gutter", "--col"]), ("vars/dichte-spacious.css", ["--pad"]),
            ("vars/dichte-default.css", ["--pad"]), ("vars/dichte-compact.css", ["--pad"])
        ])
        #expect(m.groups.count == 2)
        let layout = m.groups.first { $0.members.joined().contains("vars/layout-mobile-375px.css") }
        #expect(layout.map { $0.members[$0.base] } == ["vars/layout-mobile-375px.css"])
        let density = m.groups.first { $0.members.joined().contains("vars/dichte-default.css") }
        #expect(density.map { $0.members[$0.base] } == ["vars/dichte-default.css"])
        #expect(m.baseExclusions.count == 4)
        #expect(m.modeWords(of: "vars/layout-tablet-768px.css") == ["tablet"])
    }

    /// Numbered files, files declaring other properties, and a lone axis file are no modes.
    @Test func filesThatAreNotModes() {
        let m = SheetModes(sheets: [
            ("a/heading-1-sm.css", [".h1"]), ("a/heading-2-lg.css", [".h2"]), ("b/grid-mobile.css", ["--a"]),
            ("b/grid-desktop.css", ["--b"]), ("c/only-compact.css", ["--x"])
        ])
        #expect(m.groups.isEmpty)
        #expect(SheetModes.axisSplit("breakpoint-sm-390px-compact")?.key == "breakpoint")
        #expect(SheetModes.axisSplit("breakpoint-sm-390px-compact")?.label == "sm-compact")
    }

    /// Brand folders with the same files are one group, the one named default the base; folders named for an
    /// appearance (`dark/`) are no brands.
    @Test func brandFoldersAreOneGroup() {
        let m = SheetModes(sheets: [
            ("themes/zeta/color.css", ["--ink"]), ("themes/zeta/size.css", ["--gap"]), ("themes/default/color.css", ["--ink"]),
            ("themes/default/size.css", ["--gap"]), ("modes/dark/color.css", ["--ink"]), ("modes/dark/size.css", ["--gap"]),
            ("modes/light/color.css", ["--ink"]), ("modes/light/size.css", ["--gap"])
        ])
        #expect(m.groups.count == 1)
        #expect(m.groups.first?.brands == true)
        #expect(m.groups.first.map { $0.labels[$0.base] } == "default")
        #expect(m.baseExclusions == ["themes/zeta/color.css", "themes/zeta/size.css"])
        #expect(m.assignments.count == 1)
    }
}
