import GapCheckModel

/// Resolves the token names in code elements' styles (`.foregroundStyle(.textSecondary)`,
/// `AppFonts.title`, `CornerRadius.lg`) through the tree's tokens, assets and helpers.
struct ElementResolver {
    let resolver: TokenResolver
    let lengthsByQualified: [String: Double]
    let lengthsByName: [String: [Double]]
    let buttonStyles: [String: RawButtonStyle]

    init(resolver: TokenResolver, lengths: [LengthToken], buttonStyles: [String: RawButtonStyle] = [:]) {
        self.resolver = resolver
        self.buttonStyles = buttonStyles
        var q: [String: Double] = [:], n: [String: [Double]] = [:]
        for l in lengths {
            if q[l.qualifiedName] == nil { q[l.qualifiedName] = l.value }
            n[l.name, default: []].append(l.value)
        }
        lengthsByQualified = q
        lengthsByName = n
    }

    /// Code elements in file order, each style value resolved; values that do not resolve are dropped.
    func resolve(_ raw: [RawElement]) -> [CodeElement] {
        raw.map { raw in
            var r = raw
            // A button's label looks as its ButtonStyle draws it, unless the label sets the value itself.
            if let name = r.buttonStyle, let style = buttonStyles[name] {
                r.color = r.color ?? style.color
                r.background = r.background ?? style.background
                r.font = r.font ?? style.font
                r.radius = r.radius ?? style.radius
            }
            var e = CodeElement(
                view: r.view, kind: r.kind, role: r.role, text: r.text, symbol: r.symbol, color: color(r.color),
                background: color(r.background), font: font(r.font), radius: length(r.radius),
                accessibilityLabel: r.accessibilityLabel, location: r.location)
            e.inMenu = r.inMenu
            return e
        }
        .sorted { $0.location < $1.location }
    }

    private func color(_ s: RawElement.Style?) -> ElementStyleValue? {
        guard let s else { return nil }
        var v = ElementStyleValue(expression: s.expression, location: s.location, inherited: s.inherited)
        v.atViewRoot = s.atViewRoot
        if let stops = s.gradient {
            var colors: [Color] = []
            for e in stops {
                var visiting: Set<Int> = []
                guard let c = resolver.color(e, owner: nil, visiting: &visiting).light else { return nil }
                colors.append(c)
            }
            v.gradient = colors
            return v
        }
        guard let e = s.color else { return nil }
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
        return v
    }

    private func length(_ s: RawElement.Style?) -> ElementStyleValue? {
        guard let s else { return nil }
        var value = s.length
        if value == nil, let p = s.lengthPath {
            let joined = p.joined(separator: ".")
            value =
                lengthsByQualified[joined]
                ?? p.last.flatMap { name in
                    let all = lengthsByName[name] ?? []
                    return Set(all).count == 1 ? all.first : nil
                }
        }
        guard let value else { return nil }
        var v = ElementStyleValue(expression: s.expression, location: s.location, inherited: s.inherited)
        v.length = value
        return v
    }
}
