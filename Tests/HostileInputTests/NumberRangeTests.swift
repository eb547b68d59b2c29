import Foundation
import GapCheckModel
import Testing

/// Huge and non-finite numbers in every reader: each is a warning naming file:line, never a trap.
@Suite("huge and non-finite numbers", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct NumberRangeTests {
    /// A design and an app where every kind of number the readers take is huge, negative or not finite.
    static func hostileNumbers(_ ws: Workspace) throws {
        try ws.addBaseline()
        try ws.write(
            "design/numbers.css",
            """
            :root {
              --space-huge: 1e300px;
              --space-overflow: calc(1e308px * 10);
              --radius-negative-huge: -1e300px;
              --font-size-giant: 1e300px;
              --font-weight-giant: 1e300;
              --shadow-far: 1e300px 0 4px rgba(0, 0, 0, .2);
              --color-alpha-giant: rgba(0, 0, 0, 1e300);
            }
            .pad { padding: 1e300px; }
            .calc { margin: calc(1e308px * 10); }
            .text { font-size: 1e300px; font-weight: 1e300; line-height: 1e300px; letter-spacing: 1e300px; }
            .neg { font-size: -5px; border-radius: 1e309px; }
            .nan { width: calc(0px / 0); height: 1e999px; }
            """)
        try ws.write(
            "design/tokens.json",
            """
            {
              "space": { "huge": { "$value": "1e300px", "$type": "dimension" } },
              "weight": { "giant": { "$value": 1e300, "$type": "fontWeight" } },
              "type": { "giant": { "$type": "typography", "$value": { "fontSize": "1e300px", "fontWeight": 1e300, "lineHeight": "1e300px" } } },
              "color": { "nan": { "$value": "rgb(NaN 0 0)", "$type": "color" } }
            }
            """)
        try ws.write(
            "app/Numbers.swift",
            """
            import SwiftUI
            enum Spacing {
                static let md: CGFloat = 1e300
                static let neg: CGFloat = -1e300
                static let inf: CGFloat = .infinity
                static let nan: CGFloat = .nan
            }
            extension Font {
                static let giant = Font.system(size: 1e300)
                static let heavyGiant = Font.system(size: 1e300, weight: .bold)
            }
            extension Color {
                static let huge = Color(red: 1e300, green: 0, blue: 0)
                static let hueInf = Color(hue: .infinity, saturation: 1, brightness: 1)
            }
            struct NumbersView: View {
                var body: some View { Text("Numbers").font(.system(size: 1e300)).padding(1e300).frame(width: -1e300) }
            }
            """)
        try ws.write(
            "app/Assets.xcassets/Inf.colorset/Contents.json",
            """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"255.0e300","green":"0","blue":"0","alpha":"inf"}}}]}
            """)
        try ws.write(
            "app/Assets.xcassets/Nan.colorset/Contents.json",
            """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"nan","green":"-1e300","blue":"0x1p1023","alpha":"1"}}}]}
            """)
        try ws.write(
            "app/Huge.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects><view id="v"><subviews>
                <label text="Huge" id="l"><fontDescription key="fontDescription" type="system" pointSize="1e300"/>
                  <color key="textColor" red="1e300" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
              </subviews></view></objects>
            </document>
            """)
    }

    @Test("every format: exit 0, the report is written, each value is a warning naming file:line")
    func everyFormat() throws {
        let ws = try Workspace()
        try Self.hostileNumbers(ws)
        for format in ["markdown", "json", "sarif", "html", "xcode", "github"] {
            let r = try ws.check(format: format)
            #expect(r.status == 0, "\(format): \(r)")
            #expect(!r.err.contains("Fatal error"), "\(format): \(r)")
        }
        let r = try ws.check()
        expectReportWritten(r, ws)
        for (file, line) in [
            ("design/numbers.css", 2), ("design/numbers.css", 3), ("design/numbers.css", 5), ("design/numbers.css", 10),
            ("design/tokens.json", 2), ("design/tokens.json", 3), ("design/tokens.json", 4), ("app/Numbers.swift", 3),
            ("app/Numbers.swift", 9), ("app/Numbers.swift", 13), ("app/Huge.xib", 4), ("app/Huge.xib", 5)
        ] {
            expectWarning(r, naming: "\(file):\(line)", mentioning: "out of range")
        }
        expectWarning(r, naming: "app/Assets.xcassets/Inf.colorset/Contents.json", mentioning: "out of range")
        expectWarning(r, naming: "design/tokens.json:5", mentioning: "not understood")
        // Nothing huge reaches the report as a value: only the warnings quote the numbers.
        let values = ws.read("out/report.md").split(separator: "\n").filter { !$0.contains("warning:") }
        #expect(!values.contains { $0.contains("e+300") || $0.contains("e+302") || $0.contains("inf") && $0.contains("pt") }, "\(values)")
    }

    @Test("Plausible.int never traps and refuses what Int(_:) would trap on")
    func plausibleInt() {
        #expect(Plausible.int(1e300) == nil)
        #expect(Plausible.int(-.infinity) == nil)
        #expect(Plausible.int(.nan) == nil)
        #expect(Plausible.int(16.0) == 16)
        #expect(Plausible.int(-9_007_199_254_740_992) == -9_007_199_254_740_992)
        #expect(Plausible.int(1.8e19) == nil)
    }

    @Test("ValueGate drops an implausible expectation with a warning at its location, keeps the rest")
    func gate() {
        let here = SourceLocation(file: "d.css", line: 7, column: 3)
        var spec = DesignSpec(expectations: [
            Expectation(kind: .spacing, name: "--a", source: .customProperty, role: .spacing, light: .length(1e300), location: here),
            Expectation(kind: .spacing, name: "--b", source: .customProperty, role: .spacing, light: .length(16), location: here),
            Expectation(kind: .typography, name: "--c", source: .customProperty, role: .font, light: .font(FontSpec(size: .nan)), location: here),
            Expectation(
                kind: .color, name: "--d", source: .customProperty, role: .text, light: .color(Color(red: 0, green: 0, blue: 0)),
                dark: .color(Color(red: .infinity, green: 0, blue: 0)), location: here)
        ])
        ValueGate.check(&spec)
        #expect(spec.expectations.map(\.name) == ["--b", "--d"])
        #expect(spec.expectations.last?.dark == nil)
        #expect(spec.diagnostics.count == 3)
        #expect(spec.diagnostics.allSatisfy { $0.location == here && $0.message.contains("out of range") })
    }

    @Test("ValueGate drops implausible color pairs in place: the rest kept in order, one warning per pair dropped")
    func gatePairs() {
        func pair(_ name: String, _ fg: Color, size: Double? = 15, weight: Int? = 400, line: Int) -> ColorPair {
            ColorPair(
                foreground: fg, background: Color(red: 1, green: 1, blue: 1), foregroundName: name, backgroundName: "--bg",
                fontSize: size, fontWeight: weight, scheme: "light", selector: ".\(name)", screen: nil,
                location: SourceLocation(file: "p.css", line: line, column: 1))
        }
        let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
        var spec = DesignSpec()
        spec.colorPairs = [
            pair("a", ink, line: 1), pair("b", Color(red: .nan, green: 0, blue: 0), line: 2), pair("c", ink, line: 3),
            pair("d", ink, size: 1e300, line: 4), pair("e", ink, weight: 12_345, line: 5), pair("f", ink, line: 6)
        ]
        ValueGate.check(&spec)
        #expect(spec.colorPairs.map(\.foregroundName) == ["a", "c", "f"])
        #expect(spec.diagnostics.map(\.location.line) == [2, 4, 5])
    }
}
