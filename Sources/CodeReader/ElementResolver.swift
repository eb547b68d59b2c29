import GapCheckModel

/// Resolves the token names in code elements' styles (`.foregroundStyle(.textSecondary)`,
/// `AppFonts.title`, `CornerRadius.lg`) through the tree's tokens, assets and helpers.
struct ElementResolver {
    let resolver: TokenResolver
    let lengthsByQualified: [String: Double]
    let lengthsByName: [String: [Double]]
    let buttonStyles: [String: RawButtonStyle]
    let viewModifiers: [String: RawViewModifier]
    /// Each target's `AccentColor` (a watch app's is its own).
    let accents: TargetAccents

    init(
        resolver: TokenResolver, lengths: [LengthToken], buttonStyles: [String: RawButtonStyle] = [:], viewModifiers: [String: RawViewModifier] = [:],
        accents: TargetAccents = .none
    ) {
        self.resolver = resolver
        self.accents = accents
        self.buttonStyles = buttonStyles
        self.viewModifiers = viewModifiers
        var q: [String: Double] = [:], n: [String: [Double]] = [:]
        for l in lengths {
            if q[l.qualifiedName] == nil { q[l.qualifiedName] = l.value }
            n[l.name, default: []].append(l.value)
        }
        lengthsByQualified = q
        lengthsByName = n
    }

    /// Code elements in file order, each style value resolved; values that do not resolve are dropped.
    ///
    /// Equal style values share one box: the elements of a view inherit the same container modifiers
    /// (its root's background, a stack's padding), and one box per element was the inventory's largest
    /// part on a large app (bench/RESULTS.md, issue 14).
    /// The raw elements are taken one by one from the end, so each one's strings and tables are released as its
    /// element is made: never all raw elements beside all resolved ones (bench/RESULTS.md, issue 14).
    func resolve(_ raw: consuming [RawElement]) -> [CodeElement] {
        var shared: Set<ElementStyleValue> = []
        func interned(_ v: ElementStyleValue?) -> ElementStyleValue? { v.map { shared.insert($0).memberAfterInsert } }
        var out: [CodeElement] = []
        out.reserveCapacity(raw.count)
        while var r = raw.popLast() {
            // A button's label looks as its ButtonStyle draws it, unless the label sets the value itself.
            if let name = r.buttonStyle, let style = buttonStyles[name] {
                r.color = r.color ?? style.color
                r.background = r.background ?? style.background
                r.font = r.font ?? style.font
                r.radius = r.radius ?? style.radius
            }
            if !r.modifiers.isEmpty, !viewModifiers.isEmpty { applyModifiers(&r) }
            var e = CodeElement(
                view: r.view, kind: r.kind, role: r.role, text: r.text, symbol: r.symbol, color: interned(color(r.color, in: r.location.file)),
                background: interned(color(r.background, in: r.location.file)), font: interned(font(r.font)), radius: interned(length(r.radius)),
                accessibilityLabel: r.accessibilityLabel, location: r.location)
            e.padding = interned(padding(r.padding))
            e.shadow = interned(length(r.shadow))
            e.opacity = interned(opacity(r.opacity))
            e.inMenu = r.inMenu
            e.inControl = r.inControl
            e.inTabBar = r.inTabBar
            e.adjustsFontForContentSize = r.adjustsFontForContentSize
            e.hitSize = r.hitSize
            out.append(e)
        }
        // Back in the raw elements' order, so elements at one location keep it through the sort.
        out.reverse()
        // In place: `sorted` would hold a second array of every element (the same algorithm, so the same order).
        out.sort { $0.location < $1.location }
        return out
    }

    /// The app's own modifiers on the way to the element (`.cardStyle()`, `.modifier(CardStyle())`), in order:
    /// each sets what it styles unless a modifier applied later (closer to the element) set it already.
    private func applyModifiers(_ r: inout RawElement) {
        for applied in r.modifiers {
            // A modifier may apply others (`func cardStyle() -> some View { modifier(CardStyle()) }`): theirs first.
            var names = [applied.name]
            var queue = [applied.name]
            while let n = queue.popLast(), names.count < 8 {
                for inner in viewModifiers[n]?.applies ?? [] where !names.contains(inner) && viewModifiers[inner] != nil {
                    names.insert(inner, at: 0); queue.append(inner)
                }
            }
            for name in names {
                guard let m = viewModifiers[name] else { continue }
                let via = name.hasPrefix(".") ? name + "()" : ".modifier(\(name)())"
                func take(_ slot: inout RawElement.Style?, _ value: RawElement.Style?) {
                    guard var v = value, (slot?.seq ?? -1) < applied.seq else { return }
                    v.seq = applied.seq
                    v.inherited = applied.inherited
                    v.via = via
                    slot = v
                }
                take(&r.color, m.color); take(&r.background, m.background); take(&r.font, m.font); take(&r.radius, m.radius)
                take(&r.padding, m.padding); take(&r.shadow, m.shadow); take(&r.opacity, m.opacity)
            }
        }
    }

    /// `s` resolved as the target of `file` (the element's) reads it.
    private func color(_ s: RawElement.Style?, in file: String) -> ElementStyleValue? {
        guard let s else { return nil }
        var v = ElementStyleValue(expression: s.expression, location: s.location, inherited: s.inherited)
        v.atViewRoot = s.atViewRoot
        v.sharedBox = s.sharedBox
        v.via = s.via
        if let stops = s.gradient {
            var colors: [Color] = []
            for stop in stops {
                var visiting: Set<Int> = []
                guard let e = accents.resolving(stop, in: file), let c = resolver.color(e, owner: nil, visiting: &visiting).light else { return nil }
                colors.append(c)
            }
            v.gradient = colors
            return v
        }
        // `Color.accentColor` of a target without its own AccentColor is the system tint: no value to compare.
        guard let written = s.color, let e = accents.resolving(written, in: file) else { return nil }
        var visiting: Set<Int> = []
        let r = resolver.color(e, owner: nil, visiting: &visiting)
        guard let light = r.light, !r.unresolved else { return nil }
        v.color = light
        v.darkColor = r.dark
        v.systemName = r.origin == .system ? r.systemName : nil
        return v
    }

    private func font(_ s: RawElement.Style?) -> ElementStyleValue? {
        guard let s, let e = s.font else { return nil }
        var visiting: Set<Int> = []
        guard let spec = resolver.font(e, owner: nil, visiting: &visiting) else { return nil }
        var v = ElementStyleValue(expression: s.expression, location: s.location, inherited: s.inherited)
        v.font = spec
        v.via = s.via
        v.token = resolver.fontToken(e, owner: nil)
        return v
    }

    private func length(_ s: RawElement.Style?) -> ElementStyleValue? {
        guard let s, let value = number(s.length, s.lengthPath) else { return nil }
        var v = ElementStyleValue(expression: s.expression, location: s.location, inherited: s.inherited)
        v.length = value
        v.sharedBox = s.sharedBox
        v.via = s.via
        return v
    }

    /// An opacity: its number, or the values a condition chooses from (none when only the running app knows it).
    private func opacity(_ s: RawElement.Style?) -> ElementStyleValue? {
        guard let s, let choices = s.choices else { return length(s) }
        var v = ElementStyleValue(expression: s.expression, location: s.location, inherited: s.inherited)
        v.choices = choices
        v.via = s.via
        return v
    }

    /// A padding: horizontal in `length`, vertical in `verticalLength`; nil when neither resolves.
    private func padding(_ s: RawElement.Style?) -> ElementStyleValue? {
        guard let s else { return nil }
        let h = number(s.length, s.lengthPath), v = number(s.vertical, s.verticalPath)
        guard h != nil || v != nil else { return nil }
        var out = ElementStyleValue(expression: s.expression, location: s.location, inherited: s.inherited)
        out.length = h
        out.verticalLength = v
        out.sharedBox = s.sharedBox
        out.via = s.via
        return out
    }

    /// A number as written, or the length token a path names.
    private func number(_ literal: Double?, _ path: [String]?) -> Double? {
        if let literal { return literal }
        guard let p = path else { return nil }
        return lengthsByQualified[p.joined(separator: ".")]
            ?? p.last.flatMap { name in
                let all = lengthsByName[name] ?? []
                return Set(all).count == 1 ? all.first : nil
            }
    }
}
