import CSSEngine
import Foundation
import Testing

/// One case of the css-parsing-tests suite (CourtBouillon's maintained copy).
struct CSSSyntaxCase: Sendable, CustomTestStringConvertible {
    let file: String
    let index: Int
    let input: CSSTestJSON
    let expected: CSSTestJSON
    var key: String { "\(file)#\(index)" }
    var testDescription: String { key }
}

/// Runs every syntax file of css-parsing-tests-courtbouillon against the parser.
@Suite struct CSSSyntaxConformanceTests {
    static let folder = "css-parsing-tests-courtbouillon"
    static let files = [
        "component_value_list", "one_component_value", "declaration_list", "one_declaration", "rule_list",
        "one_rule", "stylesheet", "stylesheet_bytes", "blocks_contents"
    ]

    /// Cases this parser does not pass, with the reason. Keep empty if possible; never skip silently.
    static let knownFailures: [String: String] = [:]

    static let cases: [CSSSyntaxCase] = files.flatMap { file in
        CSSTestData.pairs("\(folder)/\(file).json").enumerated().map {
            CSSSyntaxCase(file: file, index: $0.offset, input: $0.element.0, expected: $0.element.1)
        }
    }

    @Test func suiteIsPresent() {
        #expect(Self.cases.count == 50 + 10 + 10 + 21 + 15 + 14 + 16 + 28 + 13)
    }

    @Test(arguments: cases)
    func conformance(_ c: CSSSyntaxCase) {
        let actual = Self.run(c.file, c.input)
        if let reason = Self.knownFailures[c.key] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(actual == c.expected) }
        } else {
            #expect(actual == c.expected, "input: \(c.input)")
        }
    }

    static func run(_ file: String, _ input: CSSTestJSON) -> CSSTestJSON {
        switch file {
        case "stylesheet_bytes":
            guard case .object(let o) = input, let css = o["css_bytes"]?.stringValue else { return .null }
            let bytes = css.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
            let decoded = CSSEncoding.decode(
                bytes, protocolEncoding: o["protocol_encoding"]?.stringValue,
                environmentEncoding: o["environment_encoding"]?.stringValue)
            return .array([.array(CSSSyntax.stylesheet(decoded.text).map(json)), .string(decoded.encoding)])
        default:
            break
        }
        guard let text = input.stringValue else { return .null }
        switch file {
        case "component_value_list": return .array(CSSSyntax.componentValues(text).map(json))
        case "one_component_value": return result(CSSSyntax.oneComponentValue(text).map(json))
        case "declaration_list": return .array(CSSSyntax.declarationList(text).map(json))
        case "one_declaration": return result(CSSSyntax.oneDeclaration(text).map { json(.declaration($0)) })
        case "rule_list": return .array(CSSSyntax.ruleList(text).map(json))
        case "one_rule": return result(CSSSyntax.oneRule(text).map(json))
        case "stylesheet": return .array(CSSSyntax.stylesheet(text).map(json))
        case "blocks_contents": return .array(CSSSyntax.blockContents(text).map(json))
        default: return .null
        }
    }

    static func result(_ r: Result<CSSTestJSON, CSSSyntaxError>) -> CSSTestJSON {
        switch r {
        case .success(let v): return v
        case .failure(let e): return .array([.string("error"), .string(e.kind.rawValue)])
        }
    }

    static func json(_ item: CSSSyntaxItem) -> CSSTestJSON {
        switch item {
        case .declaration(let d):
            return .array([.string("declaration"), .string(d.name), .array(d.untrimmedValue.map(json)), .bool(d.important)])
        case .atRule(let name, let prelude, let block, _, _):
            return .array([.string("at-rule"), .string(name), .array(prelude.map(json)), block.map { .array($0.map(json)) } ?? .null])
        case .qualifiedRule(let prelude, let block, _, _):
            return .array([.string("qualified rule"), .array(prelude.map(json)), .array(block.map(json))])
        case .error(let e):
            return .array([.string("error"), .string(e.kind.rawValue)])
        }
    }

    static func numeric(_ tag: String, _ n: CSSComponentValue.Numeric) -> [CSSTestJSON] {
        [.string(tag), .string(n.representation), .number(n.value), .string(n.isInteger ? "integer" : "number")]
    }

    static func json(_ v: CSSComponentValue) -> CSSTestJSON {
        switch v.kind {
        case .ident(let s): return .array([.string("ident"), .string(s)])
        case .function(let name, let args): return .array([.string("function"), .string(name)] + args.map(json))
        case .atKeyword(let s): return .array([.string("at-keyword"), .string(s)])
        case .hash(let s, let isID): return .array([.string("hash"), .string(s), .string(isID ? "id" : "unrestricted")])
        case .string(let s): return .array([.string("string"), .string(s)])
        case .badString: return .array([.string("error"), .string("bad-string")])
        case .url(let s): return .array([.string("url"), .string(s)])
        case .badURL: return .array([.string("error"), .string("bad-url")])
        case .delim(let c): return .string(String(c))
        case .number(let n): return .array(numeric("number", n))
        case .percentage(let n): return .array(numeric("percentage", n))
        case .dimension(let n, let unit): return .array(numeric("dimension", n) + [.string(unit)])
        case .unicodeRange(let a, let b): return .array([.string("unicode-range"), .number(Double(a)), .number(Double(b))])
        case .whitespace: return .string(" ")
        case .colon: return .string(":")
        case .semicolon: return .string(";")
        case .comma: return .string(",")
        case .cdo: return .string("<!--")
        case .cdc: return .string("-->")
        case .includeMatch: return .string("~=")
        case .dashMatch: return .string("|=")
        case .prefixMatch: return .string("^=")
        case .suffixMatch: return .string("$=")
        case .substringMatch: return .string("*=")
        case .column: return .string("||")
        case .block(let kind, let content):
            let tag = kind == .curly ? "{}" : kind == .square ? "[]" : "()"
            return .array([.string(tag)] + content.map(json))
        case .unmatchedClose(let c): return .array([.string("error"), .string(String(c))])
        case .parseError(let e): return .array([.string("error"), .string(e.rawValue)])
        }
    }
}
