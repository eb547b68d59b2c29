import DesignTokenJSON
import FuzzSupport
import GapCheckModel

/// Design-token JSON: the sniffing, the key locator, the parser with aliases and dark values.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    _ = DesignTokenFile.looksLikeTokens(bytes)
    let locator = JSONKeyLocator(bytes)
    _ = locator.errorPosition
    var diagnostics: [Diagnostic] = []
    let tokens = DesignTokenFile.parse(bytes, path: "tokens.json", diagnostics: &diagnostics)
    for t in tokens { _ = t.kind; _ = t.role; _ = locator.position(of: t.path) }
    _ = DesignTokenFile.applyDarkSet(tokens, to: tokens)
    return 0
}

/// The entry point SwiftPM links as `main`: hands `fuzzTokenJSON` to libFuzzer's driver.
@_cdecl("FuzzTokenJSON_main")
public func fuzzTokenJSONMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzTokenJSON)
}
