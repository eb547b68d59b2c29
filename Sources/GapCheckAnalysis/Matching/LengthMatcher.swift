import GapCheckModel

/// Matches design spacing or radius values to one code scale (`Spacing.md`, `CornerRadius.lg`), by name then value.
public struct LengthMatcher: Sendable {
    let tokens: [LengthToken]
    var names: NameIndex
    /// Token positions by value rounded to the point, for value lookups.
    let byValue: [Int: [Int]]
    let tolerance: Double
    let kind: ValueKind
    /// Lengths of other scales (`Dimensions.sizing48`, a size): matched by name only, never part of the scale.
    let others: [LengthToken]
    let otherNames: NameIndex

    /// The scale of `kind` (`.spacing` or `.radius`) in `inventory`; tokens of unknown scale count too.
    public init(kind: ValueKind, inventory: Inventory, configuration: Configuration) {
        let scale: LengthScale = kind == .radius ? .radius : .spacing
        let geometry = kind == .radius ? [] : LengthMatcher.componentGeometryOwners(inventory.lengths)
        tokens = inventory.lengths.filter {
            ($0.scale == scale || ($0.scale == .other && LengthMatcher.guessScale($0) == scale)) && !geometry.contains($0.owner ?? "")
        }
        self.kind = kind
        tolerance = configuration.spacingTolerance
        names = NameIndex(
            tokens.enumerated().map { (name: $0.element.name, owner: $0.element.owner, index: $0.offset) },
            aliases: configuration.aliases)
        var v: [Int: [Int]] = [:]
        // `Plausible.int`: a value that is not a number of points (inf, nan, 1e300) has no bucket and never matches by value.
        for (i, t) in tokens.enumerated() { if let k = Plausible.int(t.value.rounded()) { v[k, default: []].append(i) } }
        byValue = v
        others = inventory.lengths.filter {
            (![LengthScale.spacing, .radius].contains($0.scale) && LengthMatcher.guessScale($0) != scale) || geometry.contains($0.owner ?? "")
        }
        otherNames = NameIndex(
            others.enumerated().map { (name: $0.element.name, owner: $0.element.owner, index: $0.offset) },
            aliases: configuration.aliases)
    }

    /// Words of an owner named after one component of the UI (`PanelMetrics`, `CardLayout`, `ToolbarSize`).
    static let componentWords: Set<String> = [
        "panel", "card", "cell", "row", "button", "sheet", "popover", "window", "toolbar", "sidebar", "header", "footer", "badge",
        "chip", "tile", "banner", "menu", "list", "field", "bar"
    ]

    /// Owners whose lengths are one component's geometry, not a spacing scale: named after a component and not
    /// after spacing (`PanelMetrics`, not `Spacing` or `CardSpacing`), and declaring a width or height beside their
    /// padding or gap (`width = 300, padding = 12, gap = 8` measure one panel). Their lengths are matched by name
    /// only, as sizes are.
    static func componentGeometryOwners(_ lengths: [LengthToken]) -> Set<String> {
        var sized: Set<String> = []
        for t in lengths {
            guard let owner = t.owner else { continue }
            let ownerWords = Set(NameWords.split(owner))
            guard !ownerWords.isDisjoint(with: componentWords),
                ownerWords.isDisjoint(with: ["spacing", "space", "spaces", "padding", "gap", "gaps", "margin", "inset", "insets"])
            else { continue }
            if !Set(NameWords.split(t.name)).isDisjoint(with: ["width", "height"]) { sized.insert(owner) }
        }
        return sized
    }

    /// Scale of a token whose owner said nothing: radius when its words say so.
    static func guessScale(_ t: LengthToken) -> LengthScale {
        let w = Set(NameWords.split((t.owner ?? "") + " " + t.name))
        if !w.isDisjoint(with: ["radius", "radii", "corner", "rounded"]) { return .radius }
        if !w.isDisjoint(with: ["spacing", "space", "padding", "gap", "margin", "inset", "gutter"]) { return .spacing }
        return .other
    }

    /// The scale's tokens, sorted by value then name.
    public var scale: [LengthToken] { tokens.sorted { ($0.value, $0.qualifiedName) < ($1.value, $1.qualifiedName) } }

    /// Tokens whose value is within tolerance of `value`, sorted by name.
    public func tokens(near value: Double) -> [LengthToken] {
        guard let k = Plausible.int(value.rounded()) else { return [] }
        let idx = (k - 1...k + 1).flatMap { byValue[$0] ?? [] }
        return idx.map { tokens[$0] }.filter { abs($0.value - value) <= tolerance }
            .sorted { $0.qualifiedName < $1.qualifiedName }
    }

    /// One row per expectation of this kind.
    public func match(_ expectations: [Expectation]) -> [MatchRow] {
        let mine = expectations.filter { $0.kind == kind && $0.light.length != nil }
        var m = self
        m.names.learnNamespaces(designNames: NameIndex.namespaceNames(expectations))
        return ModePairing.resolve(mine.map(m.match), rematch: m.match)
    }

    /// The status of one length expectation.
    public func match(_ e: Expectation) -> MatchRow {
        guard let want = e.light.length else { return MatchRow(expectation: e, status: .missing) }
        // A token that renames another (`radiusLarge = Radius.xl`) is the app's naming choice: a token of its own
        // value with the design's name (`Radius.lg`) answers first; the alias only when no such token has the name.
        if let hit = names.best(for: e.name, accept: { tokens[$0.index].aliasOf == nil }) ?? names.best(for: e.name) {
            let t = tokens[hit.entry.index]
            let same = abs(t.value - want) <= tolerance
            if same || e.source != .cssRule || hit.viaAlias {
                return MatchRow(
                    expectation: e, status: same ? .matched : .mismatch, codeName: t.qualifiedName,
                    codeValue: Length.format(t.value) + "pt", codeLocation: t.location, codeExpression: t.expression)
            }
        }
        // A design length the code declares under the same name outside its scale (`--sizing-48` ↔
        // `Dimensions.sizing48`): the code has it, whatever scale the design's use puts it in.
        if let hit = otherNames.best(for: e.name), abs(others[hit.entry.index].value - want) <= tolerance {
            let t = others[hit.entry.index]
            return MatchRow(
                expectation: e, status: .matched, codeName: t.qualifiedName,
                codeValue: Length.format(t.value) + "pt", codeLocation: t.location, codeExpression: t.expression)
        }
        if let t = tokens(near: want).first {
            return MatchRow(
                expectation: e, status: .matchedByValue, codeName: t.qualifiedName,
                codeValue: Length.format(t.value) + "pt", codeLocation: t.location, codeExpression: t.expression)
        }
        return MatchRow(expectation: e, status: .missing)
    }
}
