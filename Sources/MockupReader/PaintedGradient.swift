import CSSEngine
import Foundation
import GapCheckModel

/// The colors one gradient layer paints across its box, from its color stops placed on the gradient line.
///
/// Only the stretch from 0% to 100% of the line is painted inside the box (a linear gradient's line ends at
/// the box's corners, a conic one at a full turn): a stop outside it (`#2E7FD4 -25%`, `#F4643C 118%`) is
/// never drawn itself, the box shows the color interpolated at its edge. A radial gradient may paint past
/// 100% (an ending shape smaller than the box), so only its part before 0% is dropped. Stops without a
/// position are spaced evenly and a position before an earlier stop's is moved up to it, as CSS places them;
/// colors are interpolated in premultiplied sRGB, so a `transparent` stop fades the other color out. A
/// gradient whose stops sit at lengths (`12px`) cannot be placed without layout: every stop is then taken
/// as painted, evenly spaced.
struct PaintedGradient: Sendable, Equatable {
    /// One color on the painted ramp at `position` (0 is the box's start, 1 its end).
    struct Point: Sendable, Equatable {
        var position: Double
        var color: Color
        /// True for a color interpolated at the box's edge, not one of the gradient's stops.
        var edge = false
    }

    /// The painted ramp in order, from the box's start to its end; a hard stop is two points at one position.
    var points: [Point]
    /// Where on the ramp (0...1) the box's top-left corner lies, where a left-to-right text begins: known for
    /// a linear gradient (its angle, taken on a square box), nil for other kinds.
    var start: Double?

    /// True when some painted color is translucent, so what lies beneath shows through.
    var isTranslucent: Bool { points.contains { $0.color.alpha < 0.999 } }

    /// The ramp with every color composited over `backdrop`: what the box shows over an opaque color.
    func composited(over backdrop: Color) -> PaintedGradient {
        PaintedGradient(
            points: points.map { Point(position: $0.position, color: $0.color.composited(over: backdrop), edge: $0.edge) }, start: start)
    }

    /// The color painted at `t` (0...1) along the ramp; at a hard stop, the color after it.
    func color(at t: Double) -> Color {
        guard let first = points.first, let last = points.last else { return Color(red: 1, green: 1, blue: 1) }
        if t <= first.position { return first.color }
        if t >= last.position { return last.color }
        guard let i = points.lastIndex(where: { $0.position <= t }), i + 1 < points.count else { return last.color }
        let a = points[i], b = points[i + 1]
        return Self.mix(a.color, b.color, (t - a.position) / (b.position - a.position))
    }

    /// The colors at `count` evenly spaced points from the box's start to its end (both included).
    func samples(_ count: Int) -> [Color] {
        guard count > 1 else { return points.first.map { [$0.color] } ?? [] }
        return (0..<count).map { color(at: Double($0) / Double(count - 1)) }
    }

    /// `a` to `b` at `f` (0...1), interpolated in premultiplied sRGB as CSS interpolates gradients.
    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let alpha = a.alpha * (1 - f) + b.alpha * f
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ x: Double, _ y: Double) -> Double { (x * a.alpha * (1 - f) + y * b.alpha * f) / alpha }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: alpha)
    }

    /// The painted ramp of one gradient function (`linear-gradient(…)`, `conic-gradient(…)`, …); nil when a
    /// stop's color cannot be read.
    static func parse(name: String, arguments: [CSSComponentValue], dark: Bool) -> PaintedGradient? {
        let kind = name.lowercased()
        let repeating = kind.hasPrefix("repeating-")
        let conic = kind.hasSuffix("conic-gradient")
        var stops: [(color: Color, positions: [Double?])] = []
        var placeable = !repeating
        // A linear gradient runs to the bottom unless its first part says otherwise.
        var angle: Double? = kind.hasSuffix("linear-gradient") && !kind.hasPrefix("-") ? 180 : nil
        for (index, part) in CSSValues.splitCommas(arguments).enumerated() {
            let items = part.filter { !$0.isWhitespace }
            let colors = items.filter { CSSColorParser.isColor($0) }
            // The first part without a color is the direction or shape; a later one is an interpolation hint.
            guard colors.count == 1, let item = colors.first else {
                if colors.isEmpty {
                    if index == 0, angle != nil { angle = direction(items) }
                    continue
                }
                return nil
            }
            guard let c = CSSBridge.color([item], dark: dark)?.color else { return nil }
            var positions: [Double?] = []
            for v in items where v != item {
                let p = fraction(v, conic: conic)
                if p == nil { placeable = false }
                positions.append(p)
            }
            stops.append((c, positions))
        }
        guard !stops.isEmpty else { return nil }
        guard placeable else {
            // Lengths or a repeating pattern: every stop may show, evenly spaced.
            let n = Double(max(stops.count - 1, 1))
            return PaintedGradient(points: stops.enumerated().map { Point(position: Double($0.offset) / n, color: $0.element.color) }, start: nil)
        }
        // One stop per position (`red 10% 20%` is two stops of one color); CSS's fix-up of missing and
        // out-of-order positions.
        var placed: [(color: Color, position: Double?)] = []
        for s in stops {
            if s.positions.isEmpty { placed.append((s.color, nil)) } else { for p in s.positions { placed.append((s.color, p)) } }
        }
        if placed[0].position == nil { placed[0].position = 0 }
        if placed[placed.count - 1].position == nil { placed[placed.count - 1].position = 1 }
        var highest = -Double.infinity
        for i in placed.indices {
            if let p = placed[i].position {
                highest = max(highest, p)
                placed[i].position = highest
            }
        }
        var i = 0
        while i < placed.count {
            guard placed[i].position == nil else { i += 1; continue }
            var j = i
            while placed[j].position == nil { j += 1 }
            let from = placed[i - 1].position ?? 0, to = placed[j].position ?? from
            for k in i..<j { placed[k].position = from + (to - from) * Double(k - i + 1) / Double(j - i + 1) }
            i = j
        }
        let line = placed.map { Point(position: $0.position ?? 0, color: $0.color) }
        let whole = PaintedGradient(points: line, start: nil)
        let lower = 0.0
        let upper = kind.hasSuffix("radial-gradient") ? max(1, line.last?.position ?? 1) : 1
        var points = [Point(position: lower, color: whole.colorAfter(lower), edge: !line.contains { $0.position == lower })]
        points += line.filter { $0.position > lower && $0.position < upper }
        points.append(Point(position: upper, color: whole.colorBefore(upper), edge: !line.contains { $0.position == upper }))
        // Positions from 0 to 1 over the painted stretch.
        // The top-left corner of a square box on the gradient line, whose ends touch the box's corners.
        let start = angle.map { degrees -> Double in
            let a = degrees * Double.pi / 180
            return 0.5 + (-0.5 * sin(a) + 0.5 * cos(a)) / (abs(sin(a)) + abs(cos(a)))
        }
        return PaintedGradient(
            points: points.map { Point(position: ($0.position - lower) / (upper - lower), color: $0.color, edge: $0.edge) },
            start: start.map { min(max($0, 0), 1) })
    }

    /// The angle in degrees (0 is to the top, 90 to the right) of a linear gradient's first part: an angle, or
    /// `to` and one or two sides; nil when it cannot be read.
    private static func direction(_ items: [CSSComponentValue]) -> Double? {
        if items.count == 1, case .dimension(let n, let unit) = items[0].kind {
            switch unit.lowercased() {
            case "deg": return n.value
            case "turn": return n.value * 360
            case "rad": return n.value * 180 / Double.pi
            case "grad": return n.value * 0.9
            default: return nil
            }
        }
        let words = items.compactMap { $0.identValue?.lowercased() }
        guard words.first == "to", words.count == items.count else { return nil }
        let sides = Set(words.dropFirst())
        let angles: [Set<String>: Double] = [
            ["top"]: 0, ["right"]: 90, ["bottom"]: 180, ["left"]: 270, ["top", "right"]: 45, ["bottom", "right"]: 135, ["bottom", "left"]: 225,
            ["top", "left"]: 315
        ]
        return angles[sides]
    }

    /// The color just after `t` on a ramp whose points may lie outside 0...1 (the last stop at `t` wins).
    private func colorAfter(_ t: Double) -> Color {
        guard let i = points.lastIndex(where: { $0.position <= t }) else { return points[0].color }
        guard i + 1 < points.count else { return points[i].color }
        let a = points[i], b = points[i + 1]
        return Self.mix(a.color, b.color, (t - a.position) / (b.position - a.position))
    }

    /// The color just before `t` (the first stop at `t` wins).
    private func colorBefore(_ t: Double) -> Color {
        guard let j = points.firstIndex(where: { $0.position >= t }) else { return points[points.count - 1].color }
        guard j > 0 else { return points[0].color }
        let a = points[j - 1], b = points[j]
        return Self.mix(a.color, b.color, (t - a.position) / (b.position - a.position))
    }

    /// A stop position as a fraction of the gradient line: a percentage, a zero, or (conic) an angle; nil
    /// for a length, which needs the box's size.
    private static func fraction(_ v: CSSComponentValue, conic: Bool) -> Double? {
        switch v.kind {
        case .percentage(let n): return n.value / 100
        case .number(let n) where n.value == 0: return 0
        case .dimension(let n, let unit) where conic:
            switch unit.lowercased() {
            case "deg": return n.value / 360
            case "turn": return n.value
            case "rad": return n.value / (2 * Double.pi)
            case "grad": return n.value / 400
            default: return nil
            }
        case .dimension(let n, _) where n.value == 0: return 0
        default: return nil
        }
    }
}
