import CSSEngine
import FuzzSupport
import GapCheckModel

/// CSS value interpretation on arbitrary text: colors (every CSS Color 4/5 form), lengths and calc(),
/// fonts, shadows, shorthands and var() substitution. Also checks two round trips:
/// `parse(serializeColor(c)) == c` and `length(serializeLength(v)) == v`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSSValues(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let values = CSSSyntax.componentValues(text)
    let context = CSSValueContext(rootFontSize: 16, fontSize: 14, viewportWidth: 390, viewportHeight: 844)

    // Colors, both schemes, and the color round trip.
    for scheme in [CSSColorScheme.light, .dark] {
        if let parsed = CSSColorParser.parse(values, colorScheme: scheme), let c = parsed.color {
            let text = CSSValues.serializeColor(c)
            guard let again = CSSColorParser.parse(text)?.color else { fatalError("serialized color does not parse: \(text)") }
            let d = max(
                abs(again.red - c.clamped.red), abs(again.green - c.clamped.green), abs(again.blue - c.clamped.blue), abs(again.alpha - c.clamped.alpha))
            if d > 1e-5 { fatalError("color round trip: \(text) -> \(again)") }
        }
        _ = CSSColorParser.parseSpecified(values, colorScheme: scheme)
    }
    for v in values { _ = CSSColorParser.isColor(v) }

    // Lengths and the length round trip.
    if let v = CSSValues.length(values, context: context, percentBase: 100), v.isFinite, abs(v) < 1e9 {
        let text = CSSValues.serializeLength(v)
        guard let again = CSSValues.length(text) else { fatalError("serialized length does not parse: \(text)") }
        if abs(again - v) > 1e-6 * max(1, abs(v)) { fatalError("length round trip: \(v) -> \(text) -> \(again)") }
    }
    _ = CSSValues.fontSize(values, context: context)
    _ = CSSValues.fontWeight(values)
    _ = CSSValues.fontFamilies(values)
    _ = CSSValues.lineHeight(values, context: context)?.points(fontSize: 17)
    _ = CSSValues.letterSpacing(values, context: context)
    _ = CSSValues.font(values, context: context)
    _ = CSSValues.shadows(values, context: context)
    _ = CSSValues.splitCommas(values)

    // Every shorthand on this value.
    for name in ["padding", "margin", "gap", "border-radius", "font", "border", "background", "inset", "border-color", "outline"] {
        _ = CSSValues.expand(CSSDeclaration(name: name, value: values))
    }

    // var(): the text as a declaration list of custom properties, resolved together and substituted.
    let decls = CSSParser.parseDeclarationList(text)
    var properties: [String: [CSSComponentValue]] = [:]
    for d in decls where d.name.hasPrefix("--") { properties[d.name] = d.value }
    let resolved = CSSVariables.resolveAll(properties)
    for d in decls {
        let r = CSSVariables.substitute(d.value) { name in
            if case .success(let v)? = resolved[name] { return v }
            return nil
        }
        if case .success(let v) = r { _ = CSSColorParser.parse(v); _ = CSSValues.length(v, context: context) }
        _ = CSSVariables.referencedNames(d.value)
    }
    _ = CSSVariables.substitute(values) { properties[$0] }
    return 0
}

/// The entry point SwiftPM links as `main`: hands `fuzzCSSValues` to libFuzzer's driver.
@_cdecl("FuzzCSSValues_main")
public func fuzzCSSValuesMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzCSSValues)
}
