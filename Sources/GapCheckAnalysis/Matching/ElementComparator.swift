import GapCheckModel

/// Compares the style of a design element with the code element that draws it, aspect by aspect and
/// in each appearance both sides state. Values that render the same compare equal however they are
/// written (`Color(red: 1, green: 1, blue: 1)` and `#FFF`, `.largeTitle` and 34px).
struct ElementComparator {
    let configuration: Configuration
    let designHasDark: Bool
    /// The appearance the whole app pins (`.preferredColorScheme(.dark)` on its root, `UIUserInterfaceStyle`)
    /// when it is the design's only one: a design element's single look is then compared with what the code
    /// shows in that appearance, over that appearance's canvas. Nil: the design's looks decide.
    var forcedScheme: String? = nil
    /// The scale of each device frame of the screen being compared, judged by its texts (`FrameScale`);
    /// a frame not listed is judged by its size alone.
    var frameScales: [FrameScale.Frame: FrameScale] = [:]

    /// Lab chroma from which a color reads as a hue (a brand or status color) rather than a gray.
    static let chromaticChroma = 15.0
    private static let white = Color(red: 1, green: 1, blue: 1)
    private static let black = Color(red: 0, green: 0, blue: 0)

    func compare(design d: DesignElement, code c: CodeElement, confidence: PairConfidence) -> ([ElementDifference], [ElementAspect]) {
        var diffs: [ElementDifference] = []
        var agreeing: Set<ElementAspect> = []
        // An app that pins one appearance shows only it: the design's single look is what that appearance should be.
        let forced = d.dark == nil ? forcedScheme : nil
        // A screen drawn on a dark canvas with no other look (a dark-only frame beside light ones, a dark-only design)
        // shows the app in dark: its one look is compared with what the code shows in dark.
        let darkFrame = forced == nil && d.dark == nil && d.light.canvas.map(Self.isDarkCanvas) == true
        let schemes: [(String, ElementLook)] =
            darkFrame ? [("dark", d.light)] : forced.map { [($0, d.light)] } ?? [("light", d.light)] + (d.dark.map { [("dark", $0)] } ?? [])
        let scale = frameScales[FrameScale.Frame(d)] ?? FrameScale(frameWidth: d.frameWidth, frameHeight: d.frameHeight)
        for (scheme, look) in schemes {
            let dark = scheme == "dark"
            // In dark, an aspect is judged only where the design gives it another value than in light: the same
            // value in both is a fixed color (or a frame pinned to light), not a statement about dark mode.
            let judged = !dark || forced != nil || darkFrame
            if judged || look.color != d.light.color,
                var diff = color(look, c, dark: dark, forced: forced != nil, confidence: confidence, agreeing: &agreeing)
            {
                if darkFrame { diff.note += "; the design's screen is dark, so the code's dark value is compared" }
                diffs.append(diff)
            }
            if judged || look.background != d.light.background || look.gradient != d.light.gradient,
                var diff = background(look, c, dark: dark, forced: forced != nil, confidence: confidence, agreeing: &agreeing)
            {
                if darkFrame { diff.note += "; the design's screen is dark, so the code's dark value is compared" }
                diffs.append(diff)
            }
            // Sizes do not change with the appearance: compared once.
            if judged {
                let textOnIcon = !d.text.isEmpty && (c.role == .icon || c.kind == "Image")
                if !textOnIcon, let diff = font(look, c, scale: scale, agreeing: &agreeing) { diffs.append(diff) }
                if let diff = radius(look, c, scale: scale, agreeing: &agreeing) { diffs.append(diff) }
                if let diff = padding(look, c, scale: scale, agreeing: &agreeing) { diffs.append(diff) }
            }
        }
        let differing = Set(diffs.map(\.aspect))
        return (diffs, ElementAspect.allCases.filter { agreeing.contains($0) && !differing.contains($0) })
    }

    // MARK: - Colors

    /// The code color in a scheme: the dark value when the code has one, else the light value (fixed colors).
    private func codeColor(_ v: ElementStyleValue, dark: Bool) -> Color? {
        dark ? (v.darkColor ?? v.color) : v.color
    }

    /// What the element's text is seen over: its box's background (a translucent one over the screen's canvas),
    /// else its gradient's first stop, else the screen's canvas, else the appearance's default.
    private func canvas(_ look: ElementLook, dark: Bool) -> Color {
        let beneath = look.canvas ?? (dark ? Self.black : Self.white)
        if let bg = look.background { return Self.opaque(bg, over: beneath) }
        return look.gradient?.first ?? beneath
    }

    /// A canvas dark enough that a screen on it is drawn in dark: relative luminance under 0.1 (#595959 is 0.1).
    static func isDarkCanvas(_ c: Color) -> Bool { c.relativeLuminance < 0.1 }

    /// The fade the code's `.opacity` gives the element when the design's is `designFade` (1 for none): its number,
    /// else the value of the condition's branch that equals the design's (`zone == .one ? 0.55 : 1` against a row at
    /// 0.55 or at 1); nil when the app decides it another way (`.opacity(level)`), so neither side's fade is compared.
    static func codeFade(_ opacity: ElementStyleValue?, designFade: Double) -> Double? {
        guard let opacity else { return 1 }
        if let o = opacity.length { return o }
        return opacity.choices?.first { abs($0 - designFade) < fadeTolerance }
    }

    /// How far two opacities may differ and still be one fade (0.55 and 0.56).
    static let fadeTolerance = 0.02

    private static func opaque(_ c: Color, over bg: Color) -> Color { c.alpha < 0.999 ? c.composited(over: bg.withAlpha(1)) : c }

    static func isChromatic(_ c: Color) -> Bool {
        let lab = c.lab
        return lab.chroma >= chromaticChroma
    }

    /// The code's color as a finding shows it; `forced` names the appearance the app pins, which is why
    /// that appearance's value is the one compared.
    private func colorText(_ v: ElementStyleValue, _ c: Color, forced: Bool = false) -> String {
        let notes = [v.systemName.map { "system \($0)" }, forced ? forcedScheme.map { "app forces \($0)" } : nil].compactMap { $0 }
        return notes.isEmpty ? c.hex : "\(c.hex) (\(notes.joined(separator: "; ")))"
    }

    private func color(
        _ look: ElementLook, _ c: CodeElement, dark: Bool, forced: Bool, confidence: PairConfidence, agreeing: inout Set<ElementAspect>
    ) -> ElementDifference? {
        // A field's foreground styles what the user types; its prompt is drawn in the system placeholder color,
        // so the design's placeholder text color has no counterpart to compare.
        guard !["TextField", "SecureField", "TextEditor"].contains(c.kind) else { return nil }
        guard var designRaw = look.color, let v = c.color, v.gradient == nil, var codeRaw = codeColor(v, dark: dark) else { return nil }
        // `.opacity(x)` on the text or a view around it fades its color, as CSS `opacity` does the design's; a fade the
        // app does not fix (`.opacity(level)`) leaves both compared before opacity.
        let fade = Self.codeFade(c.opacity, designFade: look.fade ?? 1)
        if let o = fade {
            if o > 0.05, o < 0.999 { codeRaw = codeRaw.withAlpha(codeRaw.alpha * o) }
        } else if let f = look.fade, f > 0 {
            designRaw = designRaw.withAlpha(min(1, designRaw.alpha / f))
        }
        // A dark comparison needs the code to say what it shows in dark: an adaptive value or a fixed one.
        let bg = canvas(look, dark: dark)
        let designColor = Self.opaque(designRaw, over: bg), code = Self.opaque(codeRaw, over: bg)
        let delta = designColor.deltaE2000(to: code)
        if delta <= configuration.sameColorDeltaE { agreeing.insert(.color); return nil }
        let chromatic = Self.isChromatic(designColor)
        var severity: Severity
        var note = "ΔE \(String(format: "%.1f", delta))"
        if delta <= configuration.driftDeltaE {
            severity = .low
            note += ", drift"
        } else if chromatic
            && ColorReading.readsDifferently(design: designColor, code: code, dark: dark, alphaTolerance: configuration.alphaTolerance)
        {
            // A brand or status color a user reads as another color: the rule `color.mismatch` uses for tokens.
            severity = .critical
        } else if chromatic && v.systemName != nil && !forced {
            // (In an appearance the app pins, a system color shows one value: it does not adapt.)
            severity = .critical
            note += "; an adaptive system color where the design gives an exact value"
        } else if chromatic && delta > 5 {
            severity = .medium
            note += "; another shade of the same hue"
        } else {
            severity = delta > 10 ? .medium : .low
        }
        if fade == nil, look.fade != nil { note += "; compared before opacity, which the app's `.opacity(…)` decides at run time" }
        if confidence != .exact && severity == .critical { severity = .medium }
        return ElementDifference(
            aspect: .color, scheme: dark ? "dark" : "light", severity: severity, designValue: designColor.hex,
            codeValue: colorText(v, codeRaw, forced: forced),
            note: note, designColor: designColor, codeColor: code, codeExpression: v.expression, codeLocation: v.location, inherited: v.inherited)
    }

    private func background(
        _ look: ElementLook, _ c: CodeElement, dark: Bool, forced: Bool, confidence: PairConfidence, agreeing: inout Set<ElementAspect>
    ) -> ElementDifference? {
        guard let v = c.background, look.background != nil || look.gradient != nil, Self.sameBox(look, v) else { return nil }
        // `Color.clear` paints nothing: what shows is the parent's background, which this element does not set.
        if v.gradient == nil, let clear = v.color, clear.alpha < 0.01 { return nil }
        let scheme = dark ? "dark" : "light"
        // Translucent fills are seen over their screen's canvas: the design's own (its frame or page), the code's the
        // system background of the appearance (what a view shows unless its screen paints another).
        let designBase = look.canvas ?? (dark ? Self.black : Self.white)
        let base = dark ? Self.black : Self.white
        func diff(_ severity: Severity, _ designValue: String, _ codeValue: String, _ note: String, _ dc: Color?, _ cc: Color?) -> ElementDifference {
            ElementDifference(
                aspect: .background, scheme: scheme, severity: confidence == .exact || severity != .critical ? severity : .medium,
                designValue: designValue, codeValue: codeValue, note: note, designColor: dc, codeColor: cc, codeExpression: v.expression,
                codeLocation: v.location, inherited: v.inherited)
        }
        let designStops = look.gradient.map { $0.map { Self.opaque($0, over: designBase) } }
        let codeStops: [Color]? = v.gradient.map { $0.map { Self.opaque($0, over: base) } }
        // Two translucent fills (a ghost button in both) let one backdrop show through: the code's is seen over the
        // design's canvas too, so only their paints are compared, not the system background against the mockup's.
        let codeFill = codeColor(v, dark: dark)
        let bothTranslucent = (look.background?.alpha ?? 1) < 0.999 && (codeFill?.alpha ?? 1) < 0.999
        let codeSolid = codeFill.map { Self.opaque($0, over: bothTranslucent ? designBase : base) }
        let designSolid = look.background.map { Self.opaque($0, over: designBase) }
        switch (designStops, codeStops) {
        case (let ds?, let cs?):
            let n = min(ds.count, cs.count)
            let worst = (0..<n).map { ds[$0].deltaE2000(to: cs[$0]) }.max() ?? 0
            if ds.count == cs.count && worst <= configuration.driftDeltaE { agreeing.insert(.background); return nil }
            return diff(
                worst > 10 || ds.count != cs.count ? .medium : .low, gradientText(ds), gradientText(cs),
                "gradient stops differ (largest ΔE \(String(format: "%.1f", worst)))", ds.first, cs.first)
        case (let ds?, nil):
            guard let code = codeSolid else { return nil }
            let nearest = ds.map { $0.deltaE2000(to: code) }.min() ?? 0
            let chromatic = ds.contains(where: Self.isChromatic)
            return diff(
                chromatic && nearest > 10 ? .critical : .medium, gradientText(ds), colorText(v, code, forced: forced),
                "the design paints a gradient, the code a solid color", ds.first, code)
        case (nil, let cs?):
            guard let design = designSolid else { return nil }
            return diff(
                .medium, design.hex, gradientText(cs) + (forced ? forcedScheme.map { " (app forces \($0))" } ?? "" : ""),
                "the design paints a solid color, the code a gradient", design, cs.first)
        case (nil, nil):
            guard let design = designSolid, let code = codeSolid else { return nil }
            let delta = design.deltaE2000(to: code)
            if delta <= configuration.sameColorDeltaE { agreeing.insert(.background); return nil }
            var note = "ΔE \(String(format: "%.1f", delta))"
            let severity: Severity
            // Two tints of one color (`rgba(48,209,88,0.15)` and `.green.opacity(0.1)`) differ in strength only.
            let tint = look.background.flatMap { d in
                codeColor(v, dark: dark).flatMap { c in
                    d.alpha < 0.5 && c.alpha < 0.5 && d.withAlpha(1).deltaE2000(to: c.withAlpha(1)) <= configuration.driftDeltaE ? (d, c) : nil
                }
            }
            if delta <= configuration.driftDeltaE {
                severity = .low; note += ", drift"
            } else if let (d, c) = tint {
                severity = .low
                note += "; the same color at \(Int((c.alpha * 100).rounded()))% opacity where the design has \(Int((d.alpha * 100).rounded()))%"
            } else if Self.isChromatic(design)
                && ColorReading.readsDifferently(design: design, code: code, dark: dark, alphaTolerance: configuration.alphaTolerance)
            {
                severity = .critical
            } else {
                severity = delta > 5 ? .medium : .low
            }
            if v.systemName != nil { note += "; code uses the adaptive system color \(v.systemName ?? "")" }
            return diff(severity, design.hex, colorText(v, code, forced: forced), note, design, code)
        }
    }

    /// False when the design paints the element's own box (a chip, a button) and the code value comes from a
    /// container that paints behind several texts (a card): comparing them reports the container's style as
    /// the text's. (A design card whose code box draws one text is the same card with content missing.)
    static func sameBox(_ look: ElementLook, _ v: ElementStyleValue) -> Bool {
        // A value from the app's own modifier or a storyboard: which box it is is not known here.
        guard let holds = look.boxHoldsOthers, v.via == nil else { return true }
        return holds || !v.sharedBox
    }

    private func gradientText(_ stops: [Color]) -> String { "gradient " + stops.map(\.hex).joined(separator: " → ") }

    // MARK: - Font and radius

    private func font(_ look: ElementLook, _ c: CodeElement, scale: FrameScale, agreeing: inout Set<ElementAspect>) -> ElementDifference? {
        // A field's font styles what the user types (and its prompt); the design text of its word is the label
        // beside it, another element.
        guard c.role != .field else { return nil }
        guard look.fontSize != nil || look.fontWeight != nil, let v = c.font, let spec = v.font, let cs = FontComparison.size(of: spec) else { return nil }
        let px = look.fontSize
        let ds = px.map(scale.points) ?? cs
        let dw = look.fontWeight ?? (FontComparison.weight(of: spec, defaultRegular: true) ?? 400)
        let cw = FontComparison.weight(of: spec, defaultRegular: true) ?? 400
        let sizeGap = abs(ds - cs)
        let weightGap = abs(dw - cw)
        var clauses: [String] = []
        var severity: Severity = .low
        // Web mockups set 16px where iOS uses 17pt body: a point apart is the same step of the type scale. A
        // scaled frame's sizes are known to a few percent (which phone it stands for is a guess).
        if sizeGap > scale.tolerance(cs, 1) {
            clauses.append("size \(Length.format(cs))pt vs \(scale.describe(px ?? ds))")
            if sizeGap > scale.tolerance(cs, 2.5) { severity = .medium }
        }
        if weightGap >= 200 {
            clauses.append("weight \(FontWeightName.name(for: cw)) vs \(FontWeightName.name(for: dw))")
            severity = .medium
        } else if weightGap >= 100 && (dw >= 600) != (cw >= 600) {
            // Semibold vs regular reads differently; medium vs regular barely does.
            clauses.append("weight \(FontWeightName.name(for: cw)) vs \(FontWeightName.name(for: dw))")
        }
        if clauses.isEmpty { agreeing.insert(.font); return nil }
        // The system draws a navigation title in its own style (large: 34pt Bold); mockups approximate it. Worth
        // a look, not a gap.
        if c.kind == "navigationTitle" {
            severity = .low
            clauses.append("the system's navigation title style")
        }
        // A frame drawn smaller than a phone at a scale not known: its sizes are not the app's points.
        if sizeGap > scale.tolerance(cs, 1), weightGap < 200, let why = scale.uncertainty {
            severity = .low
            clauses.append(why)
        }
        if sizeGap > scale.tolerance(cs, 1), let why = scale.explanation {
            clauses.append(why)
            // As written the sizes are the same step or near it: the inferred scale is the only evidence of a gap.
            if let px, abs(px - cs) <= 2.5, weightGap < 200 {
                severity = .low
                clauses.append("as written (\(Length.format(px))px) the sizes are near the same step")
            }
        }
        let designFont = FontSpec(size: ds, weight: dw)
        return ElementDifference(
            aspect: .font, scheme: "light", severity: severity, designValue: "\(scale.describe(px ?? ds)) \(FontWeightName.name(for: dw))",
            codeValue: FontComparison.describe(spec), note: clauses.joined(separator: ", "), designFont: designFont, codeFont: spec,
            codeExpression: v.expression, codeLocation: v.location, inherited: v.inherited)
    }

    /// Padding inside the box that paints the background, edge by edge where both sides state it.
    private func padding(_ look: ElementLook, _ c: CodeElement, scale: FrameScale, agreeing: inout Set<ElementAspect>) -> ElementDifference? {
        guard look.background != nil || look.gradient != nil, let v = c.padding, Self.sameBox(look, v) else { return nil }
        var clauses: [String] = [], designParts: [String] = [], codeParts: [String] = []
        var worst = 0.0
        for (edge, d, code) in [("horizontal", look.paddingHorizontal, v.length), ("vertical", look.paddingVertical, v.verticalLength)] {
            guard let d, let code else { continue }
            designParts.append("\(edge) \(scale.describe(d))")
            codeParts.append("\(edge) \(Length.format(code))pt")
            let gap = abs(scale.points(d) - code)
            if gap > scale.tolerance(code, 2) { clauses.append("\(edge) \(Length.format(code))pt vs \(scale.describe(d))"); worst = max(worst, gap) }
        }
        guard !designParts.isEmpty else { return nil }
        if clauses.isEmpty { agreeing.insert(.padding); return nil }
        // A step of a 4pt grid reads as the same layout; twice that is another density.
        // A difference only at an inferred frame scale (as written within a step) is low: the scale is the only evidence.
        var written = 0.0
        for (d, code) in [(look.paddingHorizontal, v.length), (look.paddingVertical, v.verticalLength)] {
            if let d, let code { written = max(written, abs(d - code)) }
        }
        let severity: Severity = worst > 8 && scale.uncertainty == nil && written > 8 ? .medium : .low
        return ElementDifference(
            aspect: .padding, scheme: "light", severity: severity, designValue: designParts.joined(separator: ", "),
            codeValue: codeParts.joined(separator: ", "),
            note: (["padding " + clauses.joined(separator: ", ")] + [scale.uncertainty, scale.explanation].compactMap { $0 }).joined(separator: ", "),
            codeExpression: v.expression, codeLocation: v.location, inherited: v.inherited)
    }

    private func radius(_ look: ElementLook, _ c: CodeElement, scale: FrameScale, agreeing: inout Set<ElementAspect>) -> ElementDifference? {
        guard look.background != nil || look.gradient != nil, let v = c.radius, let cr = v.length, Self.sameBox(look, v) else { return nil }
        let px = look.radius ?? 0
        let dr = scale.points(px)
        // Pills (999px) are `Capsule()` in SwiftUI: not compared.
        if dr >= 100 || cr >= 100 { return nil }
        let gap = abs(dr - cr)
        if gap <= scale.tolerance(cr, 1) { agreeing.insert(.radius); return nil }
        // A difference only at an inferred frame scale (as written within a few points) is low: the scale is the only evidence.
        let severity: Severity = gap > 4 && scale.uncertainty == nil && abs(px - cr) > 4 ? .medium : .low
        return ElementDifference(
            aspect: .radius, scheme: "light", severity: severity, designValue: scale.describe(px),
            codeValue: Length.format(cr) + "pt",
            note: (["corner radius \(Length.format(cr))pt vs \(scale.describe(px))"] + [scale.uncertainty, scale.explanation].compactMap { $0 }).joined(
                separator: ", "),
            codeExpression: v.expression, codeLocation: v.location, inherited: v.inherited)
    }
}
