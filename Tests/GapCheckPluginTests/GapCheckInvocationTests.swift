import Testing

/// `swift package gapcheck ...` → `gapcheck check ...`: defaults, pass-through, explicit folders, `--`.
@Suite("GapCheckPlugin arguments")
struct GapCheckInvocationTests {
    static let sources = ["Sources/App", "Sources/AppUI"]

    @Test("no arguments: design/ and every source target")
    func defaults() throws {
        let i = try GapCheckInvocation(arguments: [], sourceDirectories: Self.sources)
        #expect(i.arguments == ["check", "--", "design", "Sources/App", "Sources/AppUI"])
        #expect(i.designDefaulted && !i.wantsHelp && i.output == nil)
    }

    @Test("options pass through in order, with their values, and never become folders")
    func passThrough() throws {
        let i = try GapCheckInvocation(
            arguments: ["--format", "json", "-o", "reports/gap.json", "--fail-on", "never", "-q", "--date=2026-03-14", "--compare", "old.json"],
            sourceDirectories: Self.sources)
        #expect(
            i.arguments == [
                "check", "--format", "json", "-o", "reports/gap.json", "--fail-on", "never", "-q", "--date=2026-03-14",
                "--compare", "old.json", "--", "design", "Sources/App", "Sources/AppUI"
            ])
        #expect(i.output == "reports/gap.json")
        // Options between folders; `-o -` is stdout.
        let mixed = try GapCheckInvocation(arguments: ["mockups", "-o", "-", "App"], sourceDirectories: Self.sources)
        #expect(mixed.arguments == ["check", "-o", "-", "--", "mockups", "App"])
        #expect(mixed.output == nil)
        #expect(try GapCheckInvocation(arguments: ["--output=out/r.md"], sourceDirectories: Self.sources).output == "out/r.md")
        // Unknown options go to gapcheck, which reports them.
        #expect(try GapCheckInvocation(arguments: ["--bogus"], sourceDirectories: Self.sources).arguments.first { $0 == "--bogus" } != nil)
    }

    @Test("explicit folders: the design only, or the design and the app")
    func explicitFolders() throws {
        let design = try GapCheckInvocation(arguments: ["Design/Mockups"], sourceDirectories: Self.sources)
        #expect(design.arguments == ["check", "--", "Design/Mockups", "Sources/App", "Sources/AppUI"])
        #expect(!design.designDefaulted)
        let both = try GapCheckInvocation(arguments: ["mockups/", "App/", "Widgets/", "--format", "xcode"], sourceDirectories: Self.sources)
        #expect(both.arguments == ["check", "--format", "xcode", "--", "mockups/", "App/", "Widgets/"])
        // Without source targets the app folder must be named.
        #expect(throws: GapCheckInvocation.Problem.noImplementation) { try GapCheckInvocation(arguments: ["design"], sourceDirectories: []) }
        #expect(try GapCheckInvocation(arguments: ["design", "App"], sourceDirectories: []).implementation == ["App"])
    }

    @Test("-- ends the options: what follows is folders, even when it starts with -")
    func doubleDash() throws {
        let i = try GapCheckInvocation(arguments: ["-q", "--", "-design", "--app", "-o"], sourceDirectories: Self.sources)
        #expect(i.arguments == ["check", "-q", "--", "-design", "--app", "-o"])
        #expect(i.options == ["-q"] && i.output == nil)
        let empty = try GapCheckInvocation(arguments: ["--format", "json", "--"], sourceDirectories: Self.sources)
        #expect(empty.arguments == ["check", "--format", "json", "--", "design", "Sources/App", "Sources/AppUI"])
        // A value that looks like `--` still belongs to its option.
        let value = try GapCheckInvocation(arguments: ["-o", "--", "d", "a"], sourceDirectories: Self.sources)
        #expect(value.output == "--" && value.design == "d" && value.implementation == ["a"])
    }

    @Test("--help shows gapcheck check's help, even without source targets")
    func help() throws {
        let i = try GapCheckInvocation(arguments: ["--help"], sourceDirectories: [])
        #expect(i.wantsHelp && i.arguments == ["check", "--help"])
        #expect(GapCheckInvocation.usage.contains("--allow-writing-to-package-directory"))
    }

    @Test("paths relative to the package, and whether an output lands inside it")
    func paths() {
        #expect(GapCheckInvocation.relative("/p/app/Sources/App", to: "/p/app") == "Sources/App")
        #expect(GapCheckInvocation.relative("/p/app", to: "/p/app/") == ".")
        #expect(GapCheckInvocation.relative("/p/other/Sources", to: "/p/app") == "/p/other/Sources")
        #expect(GapCheckInvocation.relative("/p/application/X", to: "/p/app") == "/p/application/X")
        #expect(GapCheckInvocation.isInside("reports/gap.md", packageDirectory: "/p/app"))
        #expect(!GapCheckInvocation.isInside("../gap.md", packageDirectory: "/p/app"))
        #expect(!GapCheckInvocation.isInside("reports/../../gap.md", packageDirectory: "/p/app"))
        #expect(GapCheckInvocation.isInside("/p/app/gap.md", packageDirectory: "/p/app"))
        #expect(!GapCheckInvocation.isInside("/tmp/gap.md", packageDirectory: "/p/app"))
        #expect(!GapCheckInvocation.isInside("/p/app/../gap.md", packageDirectory: "/p/app"))
        #expect(GapCheckInvocation.normalized("a/./b/../c") == "a/c")
    }
}

@Suite("GapCheckPlugin stderr lines")
struct GapCheckStderrTests {
    @Test("errors, reader diagnostics and the summary are told apart")
    func classify() {
        #expect(GapCheckInvocation.classify("gapcheck: error: design: no such file or directory") == .error("design: no such file or directory"))
        #expect(
            GapCheckInvocation.classify("design/a.html:12:3: warning: not readable as HTML, skipped")
                == .warning("design/a.html:12:3: not readable as HTML, skipped"))
        #expect(
            GapCheckInvocation.classify("design/logo.html: warning: binary content: skipped")
                == .warning("design/logo.html: binary content: skipped"))
        #expect(
            GapCheckInvocation.classify("gapcheck: 3 critical, 5 medium, 2 low; wrote reports/gap.md")
                == .info("gapcheck: 3 critical, 5 medium, 2 low; wrote reports/gap.md"))
    }

    @Test("the permission hint only for a failed write inside the package")
    func writeHint() {
        let denied = ["reports/gap.md: cannot write (Operation not permitted)"]
        #expect(
            GapCheckInvocation.writeHint(errors: denied, output: "reports/gap.md", packageDirectory: "/p/app")?
                .contains("--allow-writing-to-package-directory") == true)
        #expect(GapCheckInvocation.writeHint(errors: denied, output: "/tmp/gap.md", packageDirectory: "/p/app") == nil)
        #expect(
            GapCheckInvocation.writeHint(
                errors: ["reports/gap.md: the folder to write into does not exist"], output: "reports/gap.md", packageDirectory: "/p/app") == nil)
        #expect(GapCheckInvocation.writeHint(errors: denied, output: nil, packageDirectory: "/p/app") == nil)
    }
}
