import GapCheckModel
import GapCheckReport

/// A small SVG color chip for the Markdown report (`--assets`): one color, or light and dark side by side.
///
/// The file name and the SVG come from the parsed numbers only, so the same colors always give the
/// same bytes and no input text reaches the file.
public struct Swatch: Sendable, Hashable, Comparable {
    /// The light-appearance color (the only one for single swatches).
    public var light: Color
    /// The dark-appearance color, when it differs from the light one.
    public var dark: Color?

    /// A swatch; `dark` is dropped when it prints as the same hex as `light`.
    public init(light: Color, dark: Color? = nil) {
        self.light = light
        self.dark = dark.flatMap { $0.hex == light.hex ? nil : $0 }
    }

    /// The swatch for one side of a finding, nil when the side is not a color.
    public init?(_ side: FindingSide?) {
        guard let light = side?.color else { return nil }
        self.init(light: light, dark: side?.darkColor)
    }

    /// `swatch-34c759.svg`, or `swatch-1c1c1e-ffffff.svg` for light and dark (8 digits when translucent).
    public var fileName: String {
        "swatch-" + ([light] + (dark.map { [$0] } ?? [])).map { $0.hex.dropFirst().lowercased() }.joined(separator: "-") + ".svg"
    }

    /// `#34C759`, or `#1C1C1E / #FFFFFF` for light and dark.
    public var altText: String { dark.map { "\(light.hex) / \($0.hex)" } ?? light.hex }

    /// Side of the square chip, in px.
    static let size = 20

    /// The SVG document: a rounded square, split diagonally into light (top left) and dark (bottom right).
    public var svg: String {
        let n = Self.size
        func fill(_ c: Color) -> String {
            let c = c.clamped
            let opacity = c.alpha >= 0.9995 ? "" : " fill-opacity=\"\(Length.format((c.alpha * 1000).rounded() / 1000))\""
            return "fill=\"\(Color(red: c.red, green: c.green, blue: c.blue).hex)\"\(opacity)"
        }
        var body = "  <title>\(altText)</title>\n"
        body += "  <rect width=\"\(n)\" height=\"\(n)\" rx=\"4\" \(fill(light))/>\n"
        if let dark {
            body += "  <path d=\"M\(n) 0V\(n - 4)A4 4 0 0 1 \(n - 4) \(n)H0Z\" \(fill(dark))/>\n"
        }
        body += "  <rect x=\"0.5\" y=\"0.5\" width=\"\(n - 1)\" height=\"\(n - 1)\" rx=\"3.5\" fill=\"none\" stroke=\"#000000\" stroke-opacity=\"0.2\"/>\n"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n)\" height=\"\(n)\" viewBox=\"0 0 \(n) \(n)\">\n" + body + "</svg>\n"
    }

    /// Every swatch the findings of `analysis` show, one per file name, sorted by file name.
    public static func all(in analysis: Analysis) -> [Swatch] {
        var byName: [String: Swatch] = [:]
        for f in analysis.findings {
            for s in [Swatch(f.expected), Swatch(f.actual)].compactMap({ $0 }) { byName[s.fileName] = s }
        }
        return byName.keys.sorted().compactMap { byName[$0] }
    }

    /// Sorted by file name.
    public static func < (a: Swatch, b: Swatch) -> Bool { a.fileName < b.fileName }
}
