import CodeReader
import FuzzSupport

/// The code reader on one file. `CodeReader.read(roots:)` only takes paths, so the input is written
/// to a scratch folder; its first byte picks the kind: a Swift file (most inputs), a storyboard or
/// an asset-catalog colorset.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwift(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var bytes = fuzzBytes(data, size)
    let selector = bytes.first ?? 0
    let name: String
    switch selector {
    case UInt8(ascii: "<"): name = "Main.storyboard"
    case UInt8(ascii: "{"): name = "Assets.xcassets/Brand.colorset/Contents.json"
    default: name = "View.swift"
    }
    if name == "View.swift", selector == 0x01 { bytes.removeFirst() }
    let root = ScratchFolder.fill([(name, bytes)])
    guard let inventory = try? CodeReader.read(roots: [root]) else { fatalError("the scratch folder is readable") }
    _ = inventory.diagnostics.count
    return 0
}

/// The entry point SwiftPM links as `main`: hands `fuzzSwift` to libFuzzer's driver.
@_cdecl("FuzzSwift_main")
public func fuzzSwiftMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzSwift)
}
