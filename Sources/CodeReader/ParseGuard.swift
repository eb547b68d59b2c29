/// Inputs that swift-syntax's parser cannot finish in reasonable time, recognized before parsing.
///
/// swift-syntax 603's parser takes time exponential in the length of a run of consecutive `[`
/// tokens in expression position (`x = [[[[…1]]]]`, or `Font[[[[…` in a half-typed file): at
/// each `[` it looks ahead for an array type and then re-parses as a literal, so every extra `[`
/// doubles the work (release build: 20 in a row 0.5 s, 22 2 s, 130 never; found by FuzzSwift).
/// It also takes time quadratic in the length of a run of `>` written without spaces where generic
/// arguments close (`Array<Array<…Int>>>…>`): the lexer reads the run as one operator and, for each
/// `>` the generic parser takes, splits it and lexes the rest again (999 deep: 4.5 s in a debug build,
/// over 100 s under the fuzzer; found by FuzzSwift). Other nestings (parentheses, braces, generics
/// closed with spaces, `[a: [b: …`, `?`/`!` chains) are linear. Real code nests array literals a few
/// levels deep and generics fewer than ten, so a file with a longer run of either is skipped with a
/// warning instead of hanging the run.
enum ParseGuard {
    /// The longest run of `[` tokens (with only whitespace and comments between them) a file may hold.
    static let maxBracketRun = 12
    /// The longest run of `>` characters with nothing between them a file may hold (custom operators
    /// such as `>>>` and generics closing a few levels deep stay far below it).
    static let maxAngleRun = 32

    /// A run of brackets or angle brackets that makes the parser super-linear.
    struct Run: Equatable {
        /// 1-based line and column of the run's first character.
        var line: Int
        var column: Int
        /// How many `[` or `>` the run holds.
        var length: Int
        /// `[` or `>`.
        var character: Character

        /// The warning shown when the file is skipped.
        var message: String {
            character == "["
                ? "\(length) consecutive '[' (more than \(ParseGuard.maxBracketRun)): swift-syntax's parser takes exponential time on them; file skipped"
                : "\(length) consecutive '>' (more than \(ParseGuard.maxAngleRun)): swift-syntax's parser takes quadratic time on them; file skipped"
        }
    }

    /// The first run of more than `maxBracketRun` consecutive `[` (whitespace and comments between
    /// them allowed) or of more than `maxAngleRun` adjacent `>`, or nil. Skips comments and string
    /// literals (plain, multi-line and raw), so brackets inside them do not count.
    static func excessiveRun(in text: String) -> Run? {
        let b = Array(text.utf8)
        let n = b.count
        var i = 0, line = 1, lineStart = 0
        var run = 0, runLine = 0, runColumn = 0
        func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }
        func newline(_ k: Int) {
            line += 1
            lineStart = k + 1
        }
        while i < n {
            let c = b[i]
            switch c {
            case UInt8(ascii: "\n"):
                newline(i)
                i += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n, b[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if b[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                        depth += 1
                        i += 2
                    } else if b[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                    } else {
                        if b[i] == UInt8(ascii: "\n") { newline(i) }
                        i += 1
                    }
                } while i < n && depth > 0
            case _ where c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && (at(i + 1) == UInt8(ascii: "\"") || at(i + 1) == UInt8(ascii: "#"))):
                run = 0
                i = skipString(b, from: i, newline: newline)
            case UInt8(ascii: "["):
                if run == 0 {
                    runLine = line
                    runColumn = i - lineStart + 1
                }
                run += 1
                if run > maxBracketRun {
                    // Report the whole run.
                    var k = i + 1
                    while k < n, b[k] == UInt8(ascii: "[") || b[k] == UInt8(ascii: " ") || b[k] == UInt8(ascii: "\n") || b[k] == UInt8(ascii: "\t") {
                        if b[k] == UInt8(ascii: "[") { run += 1 }
                        k += 1
                    }
                    return Run(line: runLine, column: runColumn, length: run, character: "[")
                }
                i += 1
            case UInt8(ascii: ">"):
                run = 0
                var k = i
                while k < n, b[k] == UInt8(ascii: ">") { k += 1 }
                if k - i > maxAngleRun { return Run(line: line, column: i - lineStart + 1, length: k - i, character: ">") }
                i = k
            default:
                run = 0
                i += 1
            }
        }
        return nil
    }

    /// The index after the string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`, …);
    /// an unterminated single-line string ends at the end of its line.
    private static func skipString(_ b: [UInt8], from start: Int, newline: (Int) -> Void) -> Int {
        let n = b.count
        var i = start, hashes = 0
        while i < n, b[i] == UInt8(ascii: "#") {
            hashes += 1
            i += 1
        }
        guard i < n, b[i] == UInt8(ascii: "\"") else { return i }  // `#if`, `#selector`, …
        let multiline = i + 2 < n && b[i + 1] == UInt8(ascii: "\"") && b[i + 2] == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        while i < n {
            let c = b[i]
            if c == UInt8(ascii: "\\"), hashes == 0 {
                if i + 1 < n, b[i + 1] == UInt8(ascii: "\n") { newline(i + 1) }
                i += 2
                continue
            }
            if c == UInt8(ascii: "\n") {
                if !multiline { return i }
                newline(i)
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var k = i, q = 0
                while k < n, b[k] == UInt8(ascii: "\""), q < quotes {
                    q += 1
                    k += 1
                }
                var h = 0
                while q == quotes, k < n, b[k] == UInt8(ascii: "#"), h < hashes {
                    h += 1
                    k += 1
                }
                if q == quotes, h == hashes { return k }
            }
            i += 1
        }
        return n
    }
}
