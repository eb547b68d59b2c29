import GapCheckModel

/// Computes every design ↔ code match once, for all checks and reporters.
public enum Matcher {
    /// Matches colors, typography, spacing, radii, screens and data fields.
    public static func match(design: DesignSpec, inventory: Inventory, configuration: Configuration) -> MatchResult {
        let exps = merged(design.expectations)
        let colorMatcher = ColorMatcher(inventory: inventory, configuration: configuration)
        let spacing = LengthMatcher(kind: .spacing, inventory: inventory, configuration: configuration)
        let radius = LengthMatcher(kind: .radius, inventory: inventory, configuration: configuration)
        // A design that draws only a dark appearance gives the values the app shows in dark mode. So does a design
        // that is dark by default, for an app pinned dark: the app shows the design's default, never its light theme.
        let seenInDark = design.darkByDefault == true && ColorDarkVariantMissingCheck.darkOnlyApp(inventory) != nil
        let designColors =
            design.appearance == .dark || seenInDark
            ? ColorMatcher(inventory: inventory, configuration: configuration, darkAppearance: true) : colorMatcher
        let colors = designColors.match(seenInDark ? exps.map(\.inDarkAppearance) : exps)
        var result = MatchResult(
            colors: colors,
            typography: TypographyMatcher(inventory: inventory, configuration: configuration).match(exps),
            spacing: spacing.match(exps), radii: radius.match(exps),
            screens: PlatformScreens.match(design.screens, inventory: inventory, configuration: configuration),
            fields: FieldMatcher(inventory: inventory).match(design.screens),
            index: MatchIndex(
                colors: colorMatcher, designColors: designColors, spacing: spacing, radius: radius, inventory: inventory,
                configuration: configuration, colorRows: colors, spread: DesignSpread(design, tolerance: configuration.driftDeltaE)))
        let aligned = ElementAligner(design: design, inventory: inventory, configuration: configuration).align(result.screens)
        result.elements = aligned.pairs
        result.frameScales = aligned.frameScales
        return result
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
        return groupedTypography(out).sorted { ($0.kind, $0.location, $0.name) < ($1.kind, $1.location, $1.name) }
    }

    /// `--font-size-title-lg: 22px` and `--font-weight-title-lg: 700` are one text style: custom properties
    /// whose names differ only in the font property word merge into one expectation (named after the size).
    static func groupedTypography(_ expectations: [Expectation]) -> [Expectation] {
        var groups: [String: [Int]] = [:]
        for (i, e) in expectations.enumerated() where e.kind == .typography && e.source == .customProperty {
            let key = NameKey(e.name, extraGeneric: NameKey.typographyGenericWords).core.joined(separator: " ")
            groups[key, default: []].append(i)
        }
        var drop: Set<Int> = []
        var out = expectations
        for (_, idx) in groups.sorted(by: { $0.key < $1.key }) where idx.count > 1 {
            let specs = idx.compactMap { expectations[$0].light.font }
            // Only property-per-field groups: one size (a style's and its scale step's, when they agree), at most one
            // weight, one family.
            let sizes = Set(specs.compactMap(\.size))
            guard sizes.count == 1, specs.filter({ $0.weight != nil }).count <= 1, specs.filter({ $0.family != nil }).count <= 1 else { continue }
            // The style that states most of its font heads the group (`--x-font` from size, weight and family, not its
            // scale step `--font-size-x`); the first of them on a tie.
            func stated(_ i: Int) -> Int {
                guard let f = expectations[i].light.font, f.size != nil else { return -1 }
                return [f.weight != nil, f.family != nil, f.lineHeight != nil, f.letterSpacing != nil].filter { $0 }.count
            }
            guard let head = idx.max(by: { (stated($0), -$0) < (stated($1), -$1) }), stated(head) >= 0 else { continue }
            let merged = FontSpec.combining([expectations[head].light.font].compactMap { $0 } + specs)
            out[head].light = .font(merged)
            // A mode's value is its own size with the style's other properties.
            if let modes = out[head].modes {
                out[head].modes = modes.map { m in
                    var m = m
                    if var f = m.value.font {
                        f.weight = f.weight ?? merged.weight; f.family = f.family ?? merged.family
                        f.fillSpacing(from: merged)
                        f.design = f.design ?? merged.design
                        m.value = .font(f.resolvingRelative())
                    }
                    return m
                }
            }
            for i in idx where i != head { drop.insert(i) }
        }
        return out.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
    }
}
