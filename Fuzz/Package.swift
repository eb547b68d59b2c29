// swift-tools-version:6.0
// libFuzzer targets for gapcheck's readers. A separate package so that normal builds never see it:
//
//   swift build -c debug --package-path Fuzz -Xswiftc -sanitize=fuzzer,address --scratch-path .build-fuzz
//   .build-fuzz/debug/FuzzCSSParser -max_total_time=60 corpus/css
//
// `make fuzz` does both for every target (see the Makefile and docs/RELIABILITY.md).
import PackageDescription

/// One executable per target; each defines `LLVMFuzzerTestOneInput` and gets `main` from libFuzzer.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "gapcheck") },
        swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
    name: "gapcheck-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "gapcheck", path: "..")],
    targets: [
        // Temp files for the readers that only take paths.
        .target(name: "FuzzSupport"),
        // CSS tokenizer and parser: stylesheets, declaration lists, component values, encodings.
        fuzzTarget("FuzzCSSParser", ["CSSEngine"]),
        // CSS values: colors, lengths, fonts, shadows, shorthands, var() substitution.
        fuzzTarget("FuzzCSSValues", ["CSSEngine", "GapCheckModel"]),
        // The mockup reader on one HTML page plus one linked stylesheet.
        fuzzTarget("FuzzHTML", ["MockupReader"]),
        // Design-token JSON (DTCG, Style Dictionary, Tokens Studio) and the key locator.
        fuzzTarget("FuzzTokenJSON", ["DesignTokenJSON", "GapCheckModel"]),
        // The code reader on one Swift file, storyboard or colorset.
        fuzzTarget("FuzzSwift", ["CodeReader"])
    ],
    swiftLanguageModes: [.v6]
)
