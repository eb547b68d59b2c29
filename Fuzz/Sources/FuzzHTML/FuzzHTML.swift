import FuzzSupport
import MockupReader

/// The mockup reader (libxml2 HTML, structure extraction, cascade, CSS, tokens) on one page.
///
/// `MockupReader.read(roots:)` only takes paths, so each input is written to a scratch folder:
/// the bytes before a line `--css--` become `page.html`, the rest `style.css` (which the page may link).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let (html, css) = ScratchFolder.split(fuzzBytes(data, size), at: "\n--css--\n")
    var files: [(name: String, bytes: [UInt8])] = [("page.html", html)]
    if let css { files.append(("style.css", css)) }
    let root = ScratchFolder.fill(files)
    guard let spec = try? MockupReader.read(roots: [root]) else { fatalError("the scratch folder is readable") }
    _ = spec.diagnostics.count
    return 0
}

/// The entry point SwiftPM links as `main`: hands `fuzzHTML` to libFuzzer's driver.
@_cdecl("FuzzHTML_main")
public func fuzzHTMLMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzHTML)
}
