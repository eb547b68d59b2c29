import CSSEngine
import Testing

@Suite struct CSSVariablesTests {
    static func props(_ css: String) -> [String: [CSSComponentValue]] {
        Dictionary(CSSParser.parseDeclarationList(css).map { ($0.name, $0.value) }, uniquingKeysWith: { _, b in b })
    }

    static func substitute(_ value: String, in css: String) -> Result<String, CSSVarError> {
        let p = props(css)
        return CSSVariables.substitute(CSSParser.parseValue(value)) { p[$0] }.map(CSSSerializer.serialize)
    }

    @Test func substitution() throws {
        let css = "--a: #fff; --b: var(--a); --pad: 4px 8px; --c: var(--missing, var(--b)); --Case: 1px"
        #expect(try Self.substitute("var(--b)", in: css).get() == "#fff")
        #expect(try Self.substitute("1px solid var( --a )", in: css).get() == "1px solid #fff")
        #expect(try Self.substitute("var(--c)", in: css).get() == "#fff")
        #expect(try Self.substitute("var(--nope, 2px)", in: css).get() == "2px")
        #expect(try Self.substitute("var(--nope,)", in: css).get() == "")
        #expect(try Self.substitute("calc(var(--Case) * 2)", in: css).get() == "calc(1px * 2)")
        #expect(Self.substitute("var(--case)", in: css) == .failure(.undefined("--case")))
        #expect(Self.substitute("var(nope)", in: css) == .failure(.invalidSyntax))
        #expect(CSSColorParser.parse(try Self.substitute("rgb(var(--r) 0 0)", in: "--r: 255").get()) != nil)
    }

    @Test func cyclesAreDetectedAndReported() throws {
        let css = "--a: var(--b); --b: var(--c); --c: var(--a); --d: var(--a, red); --e: var(--e)"
        guard case .failure(.cycle(let names)) = Self.substitute("var(--a)", in: css) else {
            Issue.record("expected a cycle")
            return
        }
        #expect(Set(names) == ["--a", "--b", "--c"])
        #expect(try Self.substitute("var(--d)", in: css).get() == "red")
        #expect(Self.substitute("var(--e)", in: css) == .failure(.cycle(["--e"])))
        let all = CSSVariables.resolveAll(Self.props(css))
        #expect(
            all.values.filter {
                if case .failure = $0 { return true }; return false
            }.count == 4)
    }

    @Test(.timeLimit(.minutes(1))) func deepChainFinishesWithoutRecursion() throws {
        let n = 10_000
        var p: [String: [CSSComponentValue]] = [:]
        for i in 0..<n { p["--v\(i)"] = CSSParser.parseValue("var(--v\(i + 1))") }
        p["--v\(n)"] = CSSParser.parseValue("1px")
        let clock = ContinuousClock()
        let start = clock.now
        let r = CSSVariables.substitute(CSSParser.parseValue("var(--v0)")) { p[$0] }
        #expect(try r.map(CSSSerializer.serialize).get() == "1px")
        #expect(clock.now - start < .seconds(10))
        // And a 10,000-long cycle.
        p["--v\(n)"] = CSSParser.parseValue("var(--v0)")
        guard case .failure(.cycle(let names)) = CSSVariables.substitute(CSSParser.parseValue("var(--v0)"), lookup: { p[$0] }) else {
            Issue.record("expected a cycle")
            return
        }
        #expect(names.count == n + 1)
    }
}

@Suite struct CSSVariableBombTests {
    @Test(.timeLimit(.minutes(1))) func exponentialExpansionIsBounded() {
        var p: [String: [CSSComponentValue]] = ["--l0": CSSParser.parseValue("x")]
        for i in 1...40 { p["--l\(i)"] = CSSParser.parseValue("var(--l\(i - 1)) var(--l\(i - 1))") }
        #expect(CSSVariables.substitute(CSSParser.parseValue("var(--l40)")) { p[$0] } == .failure(.tooLarge))
        #expect((try? CSSVariables.substitute(CSSParser.parseValue("var(--l3)")) { p[$0] }.get())?.count == 15)
    }
}

@Suite struct CSSVariableWideTests {
    @Test(.timeLimit(.minutes(1))) func manyReferencesInOneValueAreLinear() throws {
        let n = 20_000
        var p: [String: [CSSComponentValue]] = [:]
        for i in 0..<n { p["--a\(i)"] = CSSParser.parseValue("\(i)px") }
        p["--all"] = CSSParser.parseValue((0..<n).map { "var(--a\($0))" }.joined(separator: " "))
        let r = try CSSVariables.substitute(CSSParser.parseValue("var(--all)")) { p[$0] }.get()
        #expect(r.filter { !$0.isWhitespace }.count == n)
    }
}
