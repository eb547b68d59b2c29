// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "gapcheck",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gapcheck", targets: ["gapcheck"]),
        .library(name: "GapCheckKit", targets: ["GapCheckKit"]),
        // The readers on their own, for Fuzz/ (a separate package that links them with libFuzzer).
        .library(name: "MockupReader", targets: ["MockupReader"]),
        .library(name: "CSSEngine", targets: ["CSSEngine"]),
        .library(name: "CodeReader", targets: ["CodeReader"]),
        .library(name: "DesignTokenJSON", targets: ["DesignTokenJSON"]),
        .library(name: "GapCheckModel", targets: ["GapCheckModel"]),
        // `swift package gapcheck` in an app package that depends on this one (docs/xcode.md).
        .plugin(name: "GapCheckPlugin", targets: ["GapCheckPlugin"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2")
    ],
    targets: [
        // libxml2, through pkg-config. `LibXML` imports it, and `gapcheck-bench`, which measures libxml2 on its own.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // glibc's <malloc.h> (mallopt), for tuning the allocator at start-up; header only, nothing to link.
        .systemLibrary(name: "CMalloc"),
        // valgrind's callgrind client requests (header only; empty without valgrind's headers), for `gapcheck-bench analyze`.
        .systemLibrary(name: "CCallgrind"),
        // Value types shared by every stage: colors, lengths, fonts, expectations, inventory, findings.
        .target(name: "GapCheckModel"),
        // The one owner of libxml2 memory: HTML and XML documents as Swift values.
        .target(name: "LibXML", dependencies: ["CLibXML2"]),
        // W3C DTCG / Style Dictionary / Tokens Studio JSON, read by both the mockup and the code reader.
        .target(name: "DesignTokenJSON", dependencies: ["GapCheckModel"]),
        // CSS Syntax Level 3 tokenizer and parser, values, colors (CSS Color 4/5) and var(); fuzzed on its own.
        .target(name: "CSSEngine", dependencies: ["GapCheckModel"]),
        // design/ → DesignSpec (HTML via libxml2, the CSS engine, token JSON).
        .target(name: "MockupReader", dependencies: ["GapCheckModel", "LibXML", "CSSEngine", "DesignTokenJSON"]),
        // app sources → Inventory (swift-syntax, asset catalogs, storyboards, token JSON).
        .target(
            name: "CodeReader",
            dependencies: [
                "GapCheckModel", "LibXML", "DesignTokenJSON",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]
        ),
        // DesignSpec + Inventory → MatchResult → findings → scores: matching, checks, the rule registry, scoring.
        .target(name: "GapCheckAnalysis", dependencies: ["GapCheckModel"]),
        // What a report says: the analysis result, the JSON report schema (also read back by `diff`), the trend
        // between two reports, finding order, report options and the tool's name and version.
        .target(name: "GapCheckReport", dependencies: ["GapCheckModel", "GapCheckAnalysis"]),
        // The report model rendered: one reporter per format, rule documentation, text escaping.
        .target(name: "GapCheckReporters", dependencies: ["GapCheckModel", "GapCheckAnalysis", "GapCheckReport"]),
        // The CLI kit: the pipeline (readers → analysis), commands, configuration files, baselines, trends, output.
        .target(
            name: "GapCheckKit",
            dependencies: [
                "GapCheckModel", "MockupReader", "CodeReader", "GapCheckAnalysis", "GapCheckReport", "GapCheckReporters",
                .product(name: "Yams", package: "Yams")
            ]
        ),
        .executableTarget(
            name: "gapcheck",
            dependencies: [
                "GapCheckKit", "GapCheckAnalysis", "GapCheckReport", "GapCheckReporters", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // `swift package gapcheck [design] [impl...] [options]`: the gap report of the package it runs in.
        .plugin(
            name: "GapCheckPlugin",
            capability: .command(
                intent: .custom(
                    verb: "gapcheck",
                    description: "Compare design/ mockups with this package's sources and write the gap report")),
            dependencies: ["gapcheck"]
        ),
        // `make bench`: the raw parsing floor (libxml2, swift-syntax, the CSS engine) under gapcheck.
        .executableTarget(
            name: "gapcheck-bench",
            dependencies: [
                "CLibXML2", "CMalloc", "CCallgrind", "CSSEngine", "MockupReader", "CodeReader", "GapCheckAnalysis", "GapCheckKit", "GapCheckReporters",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]
        ),
        .testTarget(name: "GapCheckModelTests", dependencies: ["GapCheckModel"]),
        .testTarget(name: "LibXMLTests", dependencies: ["LibXML"]),
        .testTarget(name: "CSSEngineTests", dependencies: ["CSSEngine", "GapCheckModel"]),
        .testTarget(name: "MockupReaderTests", dependencies: ["MockupReader", "LibXML", "DesignTokenJSON"], exclude: ["Fixtures"]),
        .testTarget(
            name: "CodeReaderTests",
            dependencies: [
                "CodeReader", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "GapCheckKitTests",
            dependencies: ["GapCheckKit", "GapCheckAnalysis", "GapCheckReport", "GapCheckReporters"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        // The plugin's argument handling: Plugins/GapCheckPlugin/GapCheckInvocation.swift, through a symlink.
        .testTarget(name: "GapCheckPluginTests"),
        // The project checks itself: no dead code in Sources/, and every module depends only on the stages below it.
        .testTarget(
            name: "ProjectChecksTests",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]
        ),
        // Broken, huge, binary and malicious inputs through the readers, the pipeline and the built CLI.
        .testTarget(
            name: "HostileInputTests",
            dependencies: ["GapCheckKit", "CSSEngine", "MockupReader", "CodeReader", "DesignTokenJSON", "GapCheckModel"],
            exclude: ["Regressions"]
        )
    ],
    swiftLanguageModes: [.v6]
)
