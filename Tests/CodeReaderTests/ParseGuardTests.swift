import Testing

@testable import CodeReader

@Suite("Inputs swift-syntax cannot parse in time are skipped before parsing")
struct ParseGuardTests {
    @Test("a run of more than 12 '[' is found, with its line and column")
    func longRuns() throws {
        let limit = ParseGuard.maxBracketRun
        #expect(ParseGuard.excessiveRun(in: "let x = " + String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit)) == nil)
        let hit = try #require(ParseGuard.excessiveRun(in: "enum A {\n  static let t = Fon" + String(repeating: "[", count: 130) + "t\n}\n"))
        #expect(hit.line == 2 && hit.column == 21 && hit.length == 130)
        // Whitespace, newlines and comments between the brackets do not break a run.
        let spaced = "x = " + String(repeating: "[ /* c */\n", count: limit + 1) + "1"
        #expect(ParseGuard.excessiveRun(in: spaced)?.length == limit + 1)
    }

    @Test("real nestings and brackets inside strings and comments are not runs")
    func realCode() {
        let code = #"""
            let rows: [[String: Any]] = [["a": [[1, 2], [3]]]]
            let matrix = [[[0.0, 1.0]], [[2.0]]]
            // [[[[[[[[[[[[[[[[[[[[ a comment
            /* [[[[[[[[[[[[[[[[[[[[ /* nested */ [[[[[[[[[[[[[[[[ */
            let s = "[[[[[[[[[[[[[[[[[[[[\"[[[[[[[[[[[[[["
            let m = """
              [[[[[[[[[[[[[[[[[[[[[[
              """
            let r = #"[[[[[[[[[[[[[[[[[[[[[["# + ##"[[[[[[[[[[[[[["#[[[[[[[[[[[["##
            #if DEBUG
            let y = x[0][1][2][3][4][5][6][7][8][9][10][11][12][13]
            #endif
            """#
        #expect(ParseGuard.excessiveRun(in: code) == nil)
    }

    @Test("a run of more than 32 adjacent '>' (generics closing deep) is found; spaced or short runs are not")
    func angleRuns() throws {
        let limit = ParseGuard.maxAngleRun
        func nested(_ depth: Int, spaced: Bool = false) -> String {
            "struct S {\n    let z: " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: spaced ? "> " : ">", count: depth) + " = []\n}\n"
        }
        #expect(ParseGuard.excessiveRun(in: nested(limit)) == nil)
        let hit = try #require(ParseGuard.excessiveRun(in: nested(999)))
        #expect(hit.line == 2 && hit.column == 12 + 6 * 999 + 3 && hit.length == 999 && hit.character == ">")
        // Closed with spaces, each `>` is its own token: linear, not a run.
        #expect(ParseGuard.excessiveRun(in: nested(999, spaced: true)) == nil)
        // Operators, arrows, shifts and `>` inside strings and comments are not runs.
        let code = #"""
            infix operator >>>: AdditionPrecedence
            let f: (Int) -> Dictionary<String, Array<Set<Int>>> = { _ in [:] }
            let s = ">>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>"  // >>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>
            x >>= 2
            """#
        #expect(ParseGuard.excessiveRun(in: code) == nil)
    }

    @Test("the file is skipped with a warning naming its line instead of hanging the parser")
    func skippedWithWarning() {
        let facts = CodeReader.readSwift(source: "let x = " + String(repeating: "[", count: 40) + "1\nlet y = 2\n", path: "App/V.swift")
        #expect(facts.diagnostics.count == 1)
        #expect(facts.diagnostics.first?.description.contains("App/V.swift:1:9") == true)
        #expect(facts.diagnostics.first?.message.contains("40 consecutive '['") == true)
    }
}
