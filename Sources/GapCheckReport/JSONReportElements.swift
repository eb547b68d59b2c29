import GapCheckAnalysis
import GapCheckModel

extension JSONReport {
    /// How one side draws an element; colors as `#RRGGBB[AA]`, sizes in points.
    public struct ElementStyle: Codable, Sendable, Hashable {
        public var color: String?
        public var darkColor: String?
        public var background: String?
        public var darkBackground: String?
        public var gradient: [String]?
        public var fontSize: Double?
        public var fontWeight: Int?
        public var radius: Double?
        /// Padding inside the box that paints the background (horizontal, vertical).
        public var paddingHorizontal: Double?
        public var paddingVertical: Double?
        /// Code only: `.shadow` radius, `.opacity`, and the app modifier or storyboard the styles come through.
        public var shadowRadius: Double?
        public var opacity: Double?
        public var via: String?
    }

    /// One style difference of an element pair.
    public struct ElementDifference: Codable, Sendable, Hashable {
        public var aspect: String
        public var scheme: String
        public var severity: String
        public var design: String
        public var code: String
        public var note: String
        public var codeExpression: String
        public var codeLocation: Location
    }

    /// A design element of a matched screen and the code element paired with it (code fields nil when none).
    public struct ElementRow: Codable, Sendable, Hashable {
        public var screen: String
        public var designText: String
        public var designRole: String
        public var designSelector: String
        public var designLocation: Location
        public var design: ElementStyle
        public var codeView: String?
        public var codeKind: String?
        public var codeText: String?
        public var codeLocation: Location?
        public var code: ElementStyle?
        /// The code element's `.accessibilityLabel` (its own or its control's), when literal.
        public var codeAccessibilityLabel: String?
        /// `exact`, `pattern`, `shared`, `symbol` or `weak`; nil when unpaired.
        public var confidence: String?
        public var differences: [ElementDifference]

        package init(_ p: ElementPair) {
            func loc(_ l: SourceLocation) -> Location { Location(file: l.file, line: l.line, column: l.column) }
            screen = p.screen
            designText = p.design.text.isEmpty ? (p.design.accessibilityName ?? "") : p.design.text
            designRole = p.design.role.rawValue
            designSelector = p.design.selector
            designLocation = loc(p.design.location)
            let l = p.design.light, d = p.design.dark
            design = ElementStyle(
                color: l.color?.hex, darkColor: d?.color?.hex, background: l.background?.hex, darkBackground: d?.background?.hex,
                gradient: l.gradient?.map(\.hex), fontSize: l.fontSize, fontWeight: l.fontWeight, radius: l.radius,
                paddingHorizontal: l.background != nil || l.gradient != nil ? l.paddingHorizontal : nil,
                paddingVertical: l.background != nil || l.gradient != nil ? l.paddingVertical : nil)
            codeView = p.code?.view
            codeKind = p.code?.kind
            codeText = p.code?.text
            codeLocation = p.code.map { loc($0.location) }
            code = p.code.map { c in
                ElementStyle(
                    color: c.color?.color?.hex, darkColor: c.color?.darkColor?.hex, background: c.background?.color?.hex,
                    darkBackground: c.background?.darkColor?.hex, gradient: (c.background?.gradient ?? c.color?.gradient)?.map(\.hex),
                    fontSize: c.font?.font.flatMap(FontComparison.size(of:)),
                    fontWeight: c.font?.font.flatMap { FontComparison.weight(of: $0, defaultRegular: true) }, radius: c.radius?.length,
                    paddingHorizontal: c.padding?.length, paddingVertical: c.padding?.verticalLength, shadowRadius: c.shadow?.length,
                    opacity: c.opacity?.length, via: [c.color, c.background, c.font, c.radius, c.padding].lazy.compactMap { $0?.via }.first)
            }
            codeAccessibilityLabel = p.code?.accessibilityLabel
            confidence = p.confidence?.rawValue
            differences = p.differences.map {
                ElementDifference(
                    aspect: $0.aspect.rawValue, scheme: $0.scheme, severity: $0.severity.rawValue, design: $0.designValue, code: $0.codeValue,
                    note: $0.note, codeExpression: $0.codeExpression, codeLocation: loc($0.codeLocation))
            }
        }
    }
}
