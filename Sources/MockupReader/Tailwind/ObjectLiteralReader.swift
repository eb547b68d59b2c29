import Foundation

/// Reads a JavaScript object literal tolerantly: keys quoted or not, trailing commas, `//` and `/* */`
/// comments, single, double and back quotes. Functions, references and spreads are kept as text
/// (`ConfigValue.expression`), never run. Anything it cannot read throws with the line where it stopped.
struct ObjectLiteralReader {
    /// Why reading stopped, and the 1-based line in the text.
    struct Failure: Error, Equatable {
        var message: String
        var line: Int
    }

    private let chars: [Character]
    private var i = 0
    private var line = 1
    /// Nesting of objects and arrays read so far; a bound keeps a hostile file from exhausting the stack.
    private var depth = 0
    private static let maxDepth = 64

    /// A reader over `text`, starting at its first character.
    init(_ text: String) { chars = Array(text) }

    /// Reads the object literal that follows `tailwind.config =` in a script; nil when the script does not
    /// assign one. The returned line offset is the line of the script where the object starts; a failure's
    /// line is a line of the script.
    static func tailwindConfig(in script: String) throws(Failure) -> (value: ConfigValue, line: Int)? {
        guard let r = script.range(of: "tailwind.config") else { return nil }
        var rest = script[r.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "{" else { return nil }
        let startLine = script[..<rest.startIndex].filter { $0 == "\n" }.count + 1
        var reader = ObjectLiteralReader(String(rest))
        do {
            return (try reader.readValue(), startLine)
        } catch {
            // Lines counted from the script's first line, like the value's members.
            throw Failure(message: error.message, line: error.line + startLine - 1)
        }
    }

    /// Reads one value at the current position.
    mutating func readValue() throws(Failure) -> ConfigValue {
        skipSpace()
        guard i < chars.count else { throw Failure(message: "unexpected end of the object", line: line) }
        switch chars[i] {
        case "{": return try readObject()
        case "[": return try readArray()
        case "\"", "'", "`": return .string(try readString())
        default:
            let at = chars[i]
            let text = try readExpression()
            // Nothing read (`[1, 2 }`: a closer of the wrong kind) must stop the reader, never loop on it.
            guard !text.isEmpty else { throw Failure(message: "unexpected `\(at)` where a value was expected", line: line) }
            if text == "true" || text == "false" { return .bool(text == "true") }
            if let first = text.first, first.isNumber || first == "." || first == "-", Double(text) != nil { return .number(text) }
            return .expression(text)
        }
    }

    private mutating func readObject() throws(Failure) -> ConfigValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw Failure(message: "objects nested too deeply", line: line) }
        i += 1  // {
        var members: [ConfigValue.Member] = []
        while true {
            skipSpace()
            guard i < chars.count else { throw Failure(message: "unclosed `{`", line: line) }
            if chars[i] == "}" { i += 1; return .object(members) }
            if chars[i] == "," { i += 1; continue }
            if chars[i] == "." {
                // `...spread`: what it adds is not known without running the script.
                _ = try readExpression()
                continue
            }
            let keyLine = line
            let key: String
            switch chars[i] {
            case "\"", "'", "`": key = try readString()
            case "[":
                _ = try readExpression()
                key = ""
            default:
                var k = ""
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "$" || chars[i] == "." || chars[i] == "-" {
                    k.append(chars[i]); i += 1
                }
                guard !k.isEmpty else { throw Failure(message: "unexpected `\(chars[i])` where a key was expected", line: line) }
                key = k
            }
            skipSpace()
            guard i < chars.count else { throw Failure(message: "unclosed `{`", line: line) }
            if chars[i] == ":" {
                i += 1
                let value = try readValue()
                if !key.isEmpty { members.append(.init(key: key, value: value, line: keyLine)) }
            } else if chars[i] == "(" {
                // A method `extend(theme) { … }`: kept as an expression.
                let text = try readExpression()
                members.append(.init(key: key, value: .expression(key + text), line: keyLine))
            } else if chars[i] == "," || chars[i] == "}" {
                // Shorthand `{ colors }`: a reference to a variable of the script.
                members.append(.init(key: key, value: .expression(key), line: keyLine))
            } else {
                throw Failure(message: "expected `:` after key `\(key)`", line: line)
            }
        }
    }

    private mutating func readArray() throws(Failure) -> ConfigValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw Failure(message: "arrays nested too deeply", line: line) }
        i += 1  // [
        var items: [ConfigValue] = []
        while true {
            skipSpace()
            guard i < chars.count else { throw Failure(message: "unclosed `[`", line: line) }
            if chars[i] == "]" { i += 1; return .array(items) }
            if chars[i] == "," { i += 1; continue }
            items.append(try readValue())
        }
    }

    private mutating func readString() throws(Failure) -> String {
        let quote = chars[i]
        let startLine = line
        i += 1
        var s = ""
        while i < chars.count {
            let c = chars[i]
            if c == quote { i += 1; return s }
            if c == "\n" { line += 1 }
            if c == "\\", i + 1 < chars.count {
                let n = chars[i + 1]
                switch n {
                case "n": s.append("\n")
                case "t": s.append("\t")
                default: s.append(n)
                }
                if n == "\n" { line += 1 }
                i += 2
                continue
            }
            s.append(c)
            i += 1
        }
        throw Failure(message: "unclosed string", line: startLine)
    }

    /// Reads an expression up to the `,`, `}` or `]` that ends it, brackets and strings balanced.
    private mutating func readExpression() throws(Failure) -> String {
        var text = ""
        var stack: [Character] = []
        let startLine = line
        while i < chars.count {
            let c = chars[i]
            if stack.isEmpty, c == "," || c == "}" || c == "]" || c == ";" { break }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" || chars[i + 1] == "*" {
                skipSpace()
                continue
            }
            if c == "\"" || c == "'" || c == "`" {
                let s = try readString()
                text += String(c) + s + String(c)
                continue
            }
            switch c {
            case "(", "[", "{": stack.append(c)
            case ")", "]", "}":
                let open: Character = c == ")" ? "(" : c == "]" ? "[" : "{"
                guard stack.last == open else { throw Failure(message: "unbalanced `\(c)`", line: line) }
                stack.removeLast()
            case "\n": line += 1
            default: break
            }
            text.append(c)
            i += 1
        }
        guard stack.isEmpty else { throw Failure(message: "unclosed `\(stack.last ?? "(")`", line: startLine) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Skips white space and comments, counting lines.
    private mutating func skipSpace() {
        while i < chars.count {
            let c = chars[i]
            if c == "\n" { line += 1; i += 1; continue }
            if c.isWhitespace { i += 1; continue }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") {
                    if chars[i] == "\n" { line += 1 }
                    i += 1
                }
                i = min(i + 2, chars.count)
                continue
            }
            return
        }
    }
}
