import GapCheckModel

/// The code font lines `element.dynamic-type` owns: a design text paired with a code text whose font has a
/// fixed size. Shared with `hardcoded.font`, which leaves these lines to it (one finding per line).
enum DynamicTypeGaps {
    /// One fixed font of one view (or one font token) and the design texts it draws.
    struct Gap {
        var pairs: [ElementPair]
        /// Every code line that sets the font, first first.
        var lines: [SourceLocation]
        var code: CodeElement
        var font: ElementStyleValue
        var spec: FontSpec
        /// The app's font token the line uses (`AppFont.body`), when it names one: the token is what to change.
        var token: FontToken?
        /// True when the design says some of these texts scale (`rem`, `-apple-system-body`, text-style tokens).
        var designScales: Bool { designScalesBecause != nil }
        /// How the design says it: the element's own relative size, else the type tokens' text-style names.
        var designScalesBecause: String?
    }

    /// The pairs' confidences whose code element is surely the design's text.
    static let sure: Set<PairConfidence> = [.exact, .pattern, .shared]

    /// True when the code font does not follow Dynamic Type: a fixed size, or a UIKit text style on a
    /// control that turns `adjustsFontForContentSizeCategory` off.
    static func isFixed(_ code: CodeElement, _ spec: FontSpec) -> Bool {
        if spec.scales == false { return true }
        return spec.scales == true && code.adjustsFontForContentSize == false
    }

    /// The design says its type scale is Apple's text styles: two or more of its typography tokens carry
    /// text-style names no web type scale uses (`title2`, `subheadline`, `footnote`, `caption2`…).
    static func designNamesTextStyles(_ design: DesignSpec) -> Bool {
        let appleOnly: Set<String> = ["largetitle", "title1", "title2", "title3", "subheadline", "footnote", "callout", "caption1", "caption2"]
        var found: Set<String> = []
        for e in design.expectations where e.kind == .typography {
            let words = NameWords.split(e.name).map { $0.lowercased() }
            let joined = words.joined()
            // `title-2`, `title2`, `large-title` all name the style.
            for name in appleOnly where joined.hasSuffix(name) || words.contains(name) { found.insert(name) }
        }
        return found.count >= 2
    }

    /// Every gap, in code order; none on a line where `element.font` reports a size or weight (its fix, the
    /// nearest text style, makes the text scale too), and none in a Mac-only app: macOS has no Dynamic Type
    /// setting a text could ignore (there a fixed font is only `hardcoded.font`'s question).
    static func gaps(_ context: CheckContext) -> [Gap] {
        guard !context.inventory.macOnly else { return [] }
        var fontLines: Set<String> = []
        for pair in context.matches.elements {
            for d in pair.differences where d.aspect == .font { fontLines.insert(lineKey(d.codeLocation)) }
        }
        let styleNames = designNamesTextStyles(context.design)
        var groups: [String: Gap] = [:]
        var order: [String] = []
        for pair in context.matches.elements {
            guard let confidence = pair.confidence, sure.contains(confidence), let code = pair.code, code.role != .icon,
                let font = code.font, let spec = font.font, isFixed(code, spec)
            else { continue }
            guard !fontLines.contains(lineKey(font.location)) else { continue }
            let because: String? =
                pair.design.light.fontScales == true
                ? "its size is relative to the text size (`rem`, `em` or an Apple system font)"
                : styleNames ? "the design's type tokens are named after Apple's text styles" : nil
            let token = token(font, context.inventory)
            // One change fixes them all: a token, or one font written alike across a view's lines.
            let key = token.map { "token|" + $0.qualifiedName } ?? "\(code.view)|\(FontComparison.describe(spec))|\(isUIKit(code, font))|\(spec.scales == true)"
            if var g = groups[key] {
                g.pairs.append(pair)
                if !g.lines.contains(where: { lineKey($0) == lineKey(font.location) }) { g.lines.append(font.location) }
                // The element's own relative size is the stronger reason; it wins over the token names.
                if g.designScalesBecause == nil || pair.design.light.fontScales == true {
                    g.designScalesBecause = because ?? g.designScalesBecause
                }
                groups[key] = g
                continue
            }
            groups[key] = Gap(pairs: [pair], lines: [font.location], code: code, font: font, spec: spec, token: token, designScalesBecause: because)
            order.append(key)
        }
        return order.compactMap { groups[$0] }.map { g in
            var g = g
            g.lines.sort()
            return g
        }
    }

    /// `file:line`, the unit of ownership between the font rules.
    static func lineKey(_ l: SourceLocation) -> String { "\(l.file):\(l.line)" }

    /// The fixed-size font token an element's font names (`.font(AppFont.body)` → `AppFont.body`), as the reader
    /// resolved it; nil for a font written out.
    static func token(_ font: ElementStyleValue, _ inventory: Inventory) -> FontToken? {
        guard let name = font.token else { return nil }
        return inventory.fonts.first { $0.qualifiedName == name && $0.spec.scales == false }
    }

    /// The text style whose default size is `size`: the one of that weight too when there is one (17pt
    /// Semibold is `.headline`, 17pt Regular `.body`), else a regular one.
    static func style(size: Double, weight: Int = 400) -> (name: String, weight: Int)? {
        let same = FontComparison.textStyles.filter { $0.size == size }
        return (same.first { $0.weight == weight } ?? same.first { $0.weight == 400 } ?? same.first).map { ($0.name, $0.weight) }
    }

    /// The nearest text style to `size` (for `relativeTo:` and `UIFontMetrics`).
    static func nearestStyle(size: Double) -> String {
        FontComparison.textStyles.min { abs($0.size - size) < abs($1.size - size) }?.name ?? "body"
    }

    /// SwiftUI spells `title1`/`caption1` as `title`/`caption`.
    static func swiftUIName(_ style: String) -> String {
        style == "title1" ? "title" : style == "caption1" ? "caption" : style
    }

    /// UIKit spells `title`/`caption` as `title1`/`caption1`.
    static func uiKitName(_ style: String) -> String {
        style == "title" ? "title1" : style == "caption" ? "caption1" : style
    }

    /// True when the element is drawn by UIKit (code or storyboard): its fix is a `UIFont`.
    static func isUIKit(_ code: CodeElement, _ font: ElementStyleValue) -> Bool {
        code.kind.hasPrefix("UI") || font.via == "storyboard" || font.expression.contains("UIFont")
    }

    /// The scaling font to write instead, in the app's framework.
    static func replacement(_ spec: FontSpec, framework: CodeIdiom.Framework) -> String {
        let size = spec.size ?? 17
        let weight = spec.weight ?? 400
        let custom = spec.family.flatMap { FontComparison.family(of: FontSpec(family: $0)) }.map { !$0.hasPrefix("system") } ?? false
        if framework == .uiKit {
            if !custom, let s = style(size: size, weight: weight), s.weight == weight, spec.design == nil {
                return "UIFont.preferredFont(forTextStyle: .\(uiKitName(s.name))) with adjustsFontForContentSizeCategory = true"
            }
            let base =
                custom
                ? "UIFont(name: \"\(spec.family ?? "")\", size: \(Length.format(size)))!"
                : "UIFont.systemFont(ofSize: \(Length.format(size)), weight: .\(FontWeightName.swiftName(for: weight)))"
            return "UIFontMetrics(forTextStyle: .\(uiKitName(nearestStyle(size: size)))).scaledFont(for: \(base)) with adjustsFontForContentSizeCategory = true"
        }
        if custom, let family = spec.family {
            let w = weight == 400 ? "" : ".weight(.\(FontWeightName.swiftName(for: weight)))"
            return "Font.custom(\"\(family)\", size: \(Length.format(size)), relativeTo: .\(swiftUIName(nearestStyle(size: size))))\(w)"
        }
        if let s = style(size: size, weight: weight) {
            var out = "." + swiftUIName(s.name)
            if weight != s.weight { out += ".weight(.\(FontWeightName.swiftName(for: weight)))" }
            if let d = spec.design {
                out = "Font.system(.\(swiftUIName(s.name)), design: .\(d))" + (weight != s.weight ? ".weight(.\(FontWeightName.swiftName(for: weight)))" : "")
            }
            return out
        }
        let near = nearestStyle(size: size)
        let w = weight == 400 ? "" : ", weight: .\(FontWeightName.swiftName(for: weight))"
        return
            "`.\(swiftUIName(near))` (the nearest text style), or keep \(Length.format(size))pt and scale it: `@ScaledMetric(relativeTo: .\(swiftUIName(near))) var size: CGFloat = \(Length.format(size))` with `.font(.system(size: size\(w)))`"
    }
}
