import GapCheckModel

/// Computes every design ↔ code match once, for all checks and reporters.
public enum Matcher {
    /// Matches colors, typography, spacing, radii, screens and data fields.
    public static func match(design: DesignSpec, inventory: Inventory, configuration: Configuration) -> MatchResult {
        let exps = merged(design.expectations)
        return MatchResult(
            colors: ColorMatcher(inventory: inventory, configuration: configuration).match(exps),
            typography: TypographyMatcher(inventory: inventory, configuration: configuration).match(exps),
            spacing: LengthMatcher(kind: .spacing, inventory: inventory, configuration: configuration).match(exps),
            radii: LengthMatcher(kind: .radius, inventory: inventory, configuration: configuration).match(exps),
            screens: ScreenMatcher(inventory: inventory, configuration: configuration).match(design.screens),
            fields: FieldMatcher(inventory: inventory).match(design.screens))
    }

    /// Expectations with one name and one value declared twice (a CSS custom property and the same token
    /// in a DTCG file) become one, keeping the custom property (or the first declaration).
    public static func merged(_ expectations: [Expectation]) -> [Expectation] {
        func rank(_ s: ExpectationSource) -> Int { s == .customProperty ? 0 : s == .tokenFile ? 1 : 2 }
        let sorted = expectations.sorted {
            ($0.kind, rank($0.source), $0.location, $0.name) < ($1.kind, rank($1.source), $1.location, $1.name)
        }
        var seen: [String: Int] = [:]
        var out: [Expectation] = []
        for e in sorted {
            guard e.source != .cssRule else { out.append(e); continue }
            let k = "\(e.kind.rawValue)|\(NameKey(e.name).words.joined(separator: " "))|\(e.light)|\(e.dark?.description ?? "")"
            if let i = seen[k] {
                out[i].usageCount += e.usageCount
                out[i].screens = Array(Set(out[i].screens + e.screens)).sorted()
                continue
            }
            seen[k] = out.count
            out.append(e)
        }
        return out.sorted { ($0.kind, $0.location, $0.name) < ($1.kind, $1.location, $1.name) }
    }
}
