import GapCheckModel
import Testing

@testable import CodeReader

/// The Swift tables embedded in CodeReader must equal the reference CSVs in `Tests/ReferenceData`.
@Suite("Embedded Apple tables")
struct EmbeddedTableTests {
    private func color(_ row: [String: String], _ prefix: String, alpha: String?) throws -> Color {
        let r = try #require(Int(row[prefix + "_r"] ?? "")), g = try #require(Int(row[prefix + "_g"] ?? ""))
        let b = try #require(Int(row[prefix + "_b"] ?? ""))
        return Color(red255: r, green255: g, blue255: b, alpha: alpha.flatMap(Double.init) ?? 1)
    }

    @Test func systemColorsEqualTheCSV() throws {
        let rows = try TestSupport.csv(TestSupport.testdata("apple_system_colors.csv"))
        #expect(rows.count == SystemColorTable.tintColors.count)
        for row in rows {
            let name = try #require(row["uikit_name"])
            let c = try #require(SystemColorTable.byUIKitName[name], "\(name) missing")
            #expect(c.light == (try color(row, "light", alpha: nil)), "\(name) light")
            #expect(c.dark == (try color(row, "dark", alpha: nil)), "\(name) dark")
            #expect(c.light.hex == row["light_hex"], "\(name) light hex")
            let swiftUI = row["swiftui"].flatMap { $0.isEmpty ? nil : String($0.dropFirst("Color.".count)) }
            #expect(c.swiftUIName == swiftUI, "\(name) SwiftUI name")
        }
    }

    @Test func uiElementColorsEqualTheCSV() throws {
        let rows = try TestSupport.csv(TestSupport.testdata("apple_ui_element_colors.csv"))
        #expect(rows.count == SystemColorTable.uiElementColors.count)
        for row in rows {
            let name = try #require(row["uikit_name"])
            let c = try #require(SystemColorTable.byUIKitName[name], "\(name) missing")
            #expect(c.light == (try color(row, "light", alpha: row["light_alpha"])), "\(name) light")
            #expect(c.dark == (try color(row, "dark", alpha: row["dark_alpha"])), "\(name) dark")
        }
    }

    @Test func textStylesEqualTheCSV() throws {
        let rows = try TestSupport.csv(TestSupport.testdata("apple_text_styles.csv"))
        #expect(rows.count == TextStyleTable.styles.count)
        for row in rows {
            let name = try #require(row["text_style"])
            let s = try #require(TextStyleTable.style(named: name), "\(name) missing")
            #expect(s.size == Double(row["size_pt"] ?? ""), "\(name) size")
            #expect(s.leading == Double(row["leading_pt"] ?? ""), "\(name) leading")
            #expect(s.weight == FontWeightName.weight(named: row["weight"] ?? ""), "\(name) weight")
        }
    }

    @Test func swiftUINamesMapToSystemColors() {
        #expect(SystemColorTable.bySwiftUIName["gray"]?.name == "systemGray")
        #expect(SystemColorTable.bySwiftUIName["primary"]?.name == "label")
        #expect(SystemColorTable.bySwiftUIName["black"]?.isAdaptive == false)
        #expect(SystemColorTable.uiKitFixedByName["green"]?.light.hex == "#00FF00")
        #expect(SystemColorTable.interfaceBuilder("systemGreenColor")?.light.hex == "#34C759")
        #expect(SystemColorTable.interfaceBuilder("groupTableViewBackgroundColor")?.light.hex == "#F2F2F7")
        #expect(TextStyleTable.style(named: "UICTFontTextStyleTitle2")?.size == 22)
        #expect(TextStyleTable.style(named: "caption")?.name == "caption1")
    }
}
