import GapCheckModel

extension CSSBridge {
    /// The color stops of the first `linear-`/`radial-`/`conic-gradient()` (also `repeating-`) in a
    /// `background`/`background-image` value, in the scheme; nil when the value paints no gradient.
    static func gradientStops(_ values: [CSSComponentValue], dark: Bool) -> [Color]? {
        for v in values {
            guard let f = v.function, f.name.lowercased().hasSuffix("gradient") else { continue }
            var stops: [Color] = []
            for part in CSSValues.splitCommas(f.arguments) {
                // A stop is `<color> [<length-percentage>]{0,2}`; the direction or shape part has no color.
                for item in part where !item.isWhitespace {
                    if let c = color([item], dark: dark)?.color { stops.append(c); break }
                }
            }
            return stops.isEmpty ? nil : stops
        }
        return nil
    }
}
