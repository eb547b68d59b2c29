import CSSEngine
import FuzzSupport

/// CSS Syntax Level 3 tokenizer and parser on arbitrary bytes: every entry point must return.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSSParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    // Bytes → encoding sniffing (BOM, @charset) → stylesheet.
    let fromBytes = CSSStylesheet.parse(bytes: bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    let sheet = CSSStylesheet.parse(text)
    // The two paths agree on valid UTF-8 without a BOM or @charset.
    _ = fromBytes.rules.count
    for rule in sheet.allQualifiedRules {
        _ = CSSSelectors.split(rule.prelude)
        for d in rule.declarations { _ = CSSSerializer.serialize(d.value) }
    }
    _ = CSSParser.parseDeclarationList(text)
    _ = CSSSyntax.ruleList(text)
    _ = CSSSyntax.blockContents(text)
    _ = CSSSyntax.oneRule(text)
    _ = CSSSyntax.oneDeclaration(text)
    let values = CSSSyntax.componentValues(text)
    _ = CSSSerializer.serialize(values)
    _ = CSSSyntax.oneComponentValue(text)
    _ = CSSSelectors.darkVariant(text)
    _ = CSSSelectors.isDarkMediaQuery(text)
    return 0
}

/// The entry point SwiftPM links as `main`: hands `fuzzCSSParser` to libFuzzer's driver.
@_cdecl("FuzzCSSParser_main")
public func fuzzCSSParserMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzCSSParser)
}
