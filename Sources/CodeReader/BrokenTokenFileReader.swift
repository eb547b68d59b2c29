import Foundation
import GapCheckModel
import SwiftSyntax

/// Reads what of a token file the Swift parser could not read: a generated or hand-written file of constants
/// (`static let spacingXs = 0.25rem`, `static let fontFamilyBase = '"Brand Sans"', Helvetica`) that the compiler
/// rejects. A file with views, or whose declarations are mostly not constants (a model, a view model), is no token
/// file: a stray error there is the team's work in progress, noted in the appendix only.
enum BrokenTokenFileReader {
    /// Least number of constants that make a file a token file.
    static let minimumConstants = 3

    /// The broken token file `tree` is, or nil when it parses cleanly or is no token file (`hasViews`: the file
    /// declares a view).
    static func read(_ tree: SourceFileSyntax, converter: SourceLocationConverter, path: String, text: String, hasViews: Bool) -> BrokenTokenFile? {
        guard tree.hasError, !hasViews else { return nil }
        let scan = Scan(viewMode: .all)
        scan.walk(tree)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ n: Int) -> String { n >= 1 && n <= lines.count ? lines[n - 1].trimmingCharacters(in: .whitespaces) : "" }
        let lineOf = { (p: AbsolutePosition) in converter.location(for: p).line }
        // A comment that never closes (`/*` nests in Swift: a `--//*//--` inside a doc comment opens a second one)
        // turns the rest of the file into comment: the parser's errors then sit at the end of the file, after the
        // last declaration it saw. The comment's opening is the error, and the constants written in it are the
        // ones lost.
        let swallowed = scan.unterminatedComment.map { Self.swallowedConstants(in: $0.text, from: lineOf($0.start), path: path) } ?? []
        // Closers the parser missed at the end of the file are placed before the trivia that holds the comment.
        let errors = scan.unterminatedComment.map { c in scan.errors.filter { $0 < c.triviaStart } + [c.start] } ?? scan.errors
        let constants = scan.declarations.filter(\.isConstant)
        let declared = constants.count + swallowed.count
        guard declared >= minimumConstants, declared * 2 >= scan.variables + swallowed.count, let first = errors.min() else { return nil }
        // Each error belongs to the declaration that starts last at or before its line (a function's, a type's
        // header, or a constant's).
        let anchors = scan.declarations.map { (start: lineOf($0.start), decl: $0) }.sorted { $0.start < $1.start }
        var brokenStarts: Set<Int> = []
        for e in Set(errors.filter { $0 != scan.unterminatedComment?.start }.map(lineOf)) {
            guard let owner = anchors.last(where: { $0.start <= e }) else { continue }
            if owner.decl.isConstant { brokenStarts.insert(owner.start) }
        }
        var broken: [BrokenDeclaration] = []
        for a in anchors where a.decl.isConstant && brokenStarts.contains(a.start) {
            let written = line(a.start)
            let value = written.split(separator: "=", maxSplits: 1).dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let scale = Self.isCSSLength(value) ? LengthScales.scale(name: a.decl.name, owner: a.decl.owner) : nil
            broken.append(
                BrokenDeclaration(
                    name: a.decl.name, owner: a.decl.owner, expression: written,
                    location: SourceLocation(file: path, line: a.start, column: converter.location(for: a.decl.start).column),
                    lengthScale: scale, holdsDesignValue: scale != nil || Self.namesDesignValue(a.decl.name, value: value)))
        }
        broken += swallowed
        let at = converter.location(for: first)
        var file = BrokenTokenFile(
            file: path, firstError: SourceLocation(file: path, line: at.line, column: at.column), firstErrorLine: line(at.line),
            declarations: declared, broken: broken, unterminatedComment: scan.unterminatedComment != nil)
        file.parsedLines = Set(anchors.filter { $0.decl.isConstant && !brokenStarts.contains($0.start) }.map(\.start))
        if scan.unterminatedComment == nil {
            let written = WrittenConstants(text)
            file.causes = Self.causes(lines: lines.map(String.init), errorLines: Set(errors.map(lineOf)), written: written)
            // A constant the parser rejects on its own line, with a value that is no CSS (`""Brand Sans""`), is an error
            // the causes do not explain (one rejected only for the text lines after it is explained by them).
            let cssLines = Set(written.constants.filter { WrittenConstants.cssHex($0.value) != nil || isCSSLength($0.value) }.map(\.line))
            let errorLines = Set(errors.map(lineOf))
            file.unexplained =
                file.causes.isEmpty
                ? 0 : broken.filter { errorLines.contains($0.location.line) && !cssLines.contains($0.location.line) }.count
        }
        return file
    }

    /// The kinds of line that explain a broken file's errors: text in a type body (continuing a doc comment, or no
    /// Swift at all), types without a name, values written in CSS. Each with how many lines it holds and the first few.
    static func causes(lines: [String], errorLines: Set<Int>, written: WrittenConstants) -> [BrokenFileCause] {
        func trimmed(_ n: Int) -> String { n >= 1 && n <= lines.count ? lines[n - 1].trimmingCharacters(in: .whitespaces) : "" }
        var description: [BrokenLine] = []
        var foreign: [BrokenLine] = []
        var counted: Set<Int> = []
        // A run of text lines starts where the parser met an error, or right after a comment (a description the
        // generator went on writing without `//`), and goes on while the lines read as text. A run after a comment
        // continues its description.
        var continuesComment = false
        for n in 1...max(lines.count, 1) where n <= lines.count {
            let text = trimmed(n)
            guard Self.readsAsText(text) else { continue }
            var before = n - 1
            while before >= 1 && trimmed(before).isEmpty { before -= 1 }
            let afterComment = trimmed(before).hasPrefix("//")
            if afterComment {
                continuesComment = true
            } else if !counted.contains(before) || before != n - 1 {
                guard errorLines.contains(n) else { continue }
                continuesComment = false
            }
            counted.insert(n)
            let line = BrokenLine(line: n, text: text)
            if continuesComment { description.append(line) } else { foreign.append(line) }
        }
        var out: [BrokenFileCause] = []
        if !description.isEmpty { out.append(BrokenFileCause(kind: .descriptionLines, count: description.count, samples: Array(description.prefix(3)))) }
        if !foreign.isEmpty { out.append(BrokenFileCause(kind: .foreignLines, count: foreign.count, samples: Array(foreign.prefix(3)))) }
        let unnamed = lines.enumerated().compactMap { i, l -> BrokenLine? in
            let t = l.trimmingCharacters(in: .whitespaces)
            guard let header = WrittenConstants.typeHeader(t), header.name == nil, t.contains("{") || t.hasSuffix(":") else { return nil }
            return BrokenLine(line: i + 1, text: t)
        }
        if !unnamed.isEmpty { out.append(BrokenFileCause(kind: .unnamedType, count: unnamed.count, samples: Array(unnamed.prefix(3)))) }
        let css = written.constants.filter { WrittenConstants.cssHex($0.value) != nil || isCSSLength($0.value) }
        if !css.isEmpty {
            out.append(
                BrokenFileCause(kind: .cssValues, count: css.count, samples: css.prefix(3).map { BrokenLine(line: $0.line, text: $0.written) }))
        }
        return out
    }

    /// Words Swift lines of a token file start with: a line starting with another word (or a sign, or prose) is text.
    private static let swiftLineStarts: Set<String> = [
        "import", "public", "internal", "private", "fileprivate", "open", "final", "static", "class", "struct", "enum", "extension",
        "protocol", "actor", "let", "var", "case", "func", "init", "deinit", "typealias", "return", "if", "else", "guard", "switch",
        "default", "for", "while", "repeat", "do", "catch", "try", "await", "nonisolated", "lazy", "weak", "unowned", "override",
        "mutating", "convenience", "required", "indirect", "subscript", "associatedtype", "get", "set", "willSet", "didSet", "throw",
        "defer", "break", "continue", "fallthrough", "self", "Self", "super", "true", "false", "nil", "where", "some", "any"
    ]

    /// True when a trimmed line reads as text, not Swift: not blank, no comment, not started by a Swift word,
    /// punctuation of code, or a name followed by what follows a name in code (`red: 0.2,`, `Color(`).
    static func readsAsText(_ line: String) -> Bool {
        guard let first = line.first, !line.hasPrefix("//"), !line.hasPrefix("/*"), !line.hasPrefix("*") else { return false }
        if "@#{}()[].,:;=\"".contains(first) || first.isNumber { return false }
        let word = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !word.isEmpty else { return true }
        if swiftLineStarts.contains(word) { return false }
        let next = line.dropFirst(word.count).first
        return next == nil ? false : !"(.:,=)[<?!".contains(next ?? " ")
    }

    /// Reads into `facts` the constants of the broken token file `file` that the parser lost, from its lines as
    /// written: each alone, as the Swift its generator meant (a CSS value as Swift), by the reader of every token
    /// file. A constant whose value cannot be read is kept by name (`BrokenTokenFile.unreadValues`).
    static func readAsWritten(_ facts: inout FileFacts, file: inout BrokenTokenFile, text: String, imports: Set<String>, uiKit: Bool) {
        func key(_ owner: String?, _ name: String) -> String { (owner?.split(separator: ".").last.map(String.init) ?? "") + "|" + name }
        let known = Set(facts.tokens.map { key($0.owner, $0.name) })
        let knownNames = Set(facts.hexConstants.map(\.name) + facts.fontHelpers.map(\.name))
        let importLines = imports.sorted().map { "import \($0)" }.joined(separator: "\n")
        var unread: [BrokenDeclaration] = []
        let written = WrittenConstants(text).constants
        file.holdsDesignValues = written.contains { namesDesignValue($0.name, value: $0.value) }
        for c in written where !known.contains(key(c.owner, c.name)) && !knownNames.contains(c.name) {
            let location = SourceLocation(file: file.file, line: c.line, column: c.column)
            let (annotation, value) = WrittenConstants.swiftValue(c, uiKit: uiKit)
            var read: [FileFacts.RawToken] = []
            // A name Swift rejects (`brand-primary`) is read under a stand-in of its words (`brand_primary`), and keeps its own.
            let identifier = String(c.name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            if identifier.first?.isNumber == false, identifier.contains(where: \.isLetter), !value.isEmpty {
                let header = (c.owner ?? "").contains(".") || c.ownerKind == "extension" ? "extension" : "enum"
                let mini =
                    "\(importLines)\n\(header) \(c.owner ?? "WrittenScope") {\n    static let \(identifier)\(annotation.isEmpty ? "" : annotation) = \(value)\n}\n"
                let alone = CodeReader.readSwift(source: mini, path: file.file)
                if alone.brokenTokenFile == nil, !alone.diagnostics.contains(where: { $0.message.hasPrefix("Swift syntax errors") }) { read = alone.tokens }
            }
            if read.isEmpty {
                // A constant the parser read whole holds no token gapcheck reads (a blur radius, a string): as in any file.
                if !file.parsedLines.contains(c.line), namesDesignValue(c.name, value: c.value) {
                    unread.append(
                        BrokenDeclaration(
                            name: c.name, owner: c.owner, expression: c.written, location: location, lengthScale: nil, holdsDesignValue: true))
                }
                continue
            }
            for var t in read {
                if t.name == identifier { t.name = c.name }
                t.owner = c.owner
                t.location = location
                t.expression = c.written
                facts.tokens.append(t)
            }
            file.readAsWritten += 1
        }
        file.unreadValues = unread
    }

    /// The constants written on the lines of a comment that never closes (`static let kicker1 = UIFont(…)`), from
    /// its second line on: declarations the build meant, which the compiler reads as comment.
    /// A line declaring a stored constant: modifiers, `let`/`var`, its name, an optional type, `=` and its value.
    private static var constantLine: Regex<(Substring, Substring, Substring)> {
        #/^(?:(?:public|internal|private|fileprivate|open|nonisolated|@\w+)\s+)*(?:(?:static|class)\s+)?(?:let|var)\s+([^\s:=]+)\s*(?::[^=]*)?=\s*(.*)$/#
    }

    static func swallowedConstants(in comment: String, from startLine: Int, path: String) -> [BrokenDeclaration] {
        var out: [BrokenDeclaration] = []
        for (i, raw) in comment.split(separator: "\n", omittingEmptySubsequences: false).enumerated().dropFirst() {
            let written = raw.trimmingCharacters(in: .whitespaces)
            guard let m = written.firstMatch(of: Self.constantLine) else { continue }
            let name = String(m.output.1)
            let value = String(m.output.2)
            let scale = isCSSLength(value) ? LengthScales.scale(name: name, owner: nil) : nil
            let column = raw.prefix { $0 == " " || $0 == "\t" }.count + 1
            out.append(
                BrokenDeclaration(
                    name: name, owner: nil, expression: written, location: SourceLocation(file: path, line: startLine + i, column: column),
                    lengthScale: scale, holdsDesignValue: scale != nil || namesDesignValue(name, value: value)))
        }
        return out
    }

    /// A number with a CSS length unit (`0.25rem`, `16px`, `-2pt`, `1.5em`): a length a web build wrote for Swift.
    static func isCSSLength(_ value: String) -> Bool {
        value.range(of: #"^-?[0-9]*\.?[0-9]+(px|pt|rem|em|dp|sp|vh|vw|%)$"#, options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// Words of a constant's name that say it holds a design value.
    private static let designWords: Set<String> = [
        "color", "colour", "font", "family", "typeface", "size", "spacing", "space", "radius", "padding", "margin", "gap", "weight",
        "background", "foreground", "border", "shadow", "opacity", "height", "width", "inset"
    ]

    /// True when a constant's name or value says it holds a color, font, typeface or length.
    static func namesDesignValue(_ name: String, value: String) -> Bool {
        if !Set(NameWords.split(name)).isDisjoint(with: designWords) { return true }
        let v = value.lowercased()
        return v.hasPrefix("#") || v.hasPrefix("rgb") || v.hasPrefix("hsl") || v.contains("color(") || v.contains("font(")
            || ["color.", "uicolor.", "nscolor."].contains { v.hasPrefix($0) }
    }

    /// One declaration: where it starts (its own first token, not unexpected text before it), and for a constant
    /// its name and owner.
    struct Declaration {
        var start: AbsolutePosition
        var isConstant: Bool
        var name: String
        var owner: String?
    }

    /// Walks a tree once: its declarations outside function bodies, how many stored variables it has, and where
    /// its errors are (unexpected text, missing tokens, tokens the lexer rejects).
    final class Scan: SyntaxVisitor {
        var declarations: [Declaration] = []
        var variables = 0
        var errors: [AbsolutePosition] = []
        /// The first block comment that never closes, and its text.
        var unterminatedComment: (start: AbsolutePosition, text: String, triviaStart: AbsolutePosition)?
        private var owners: [String] = []
        /// How deep the walk is in function bodies, accessors and closures, whose locals are no declarations.
        private var bodies = 0

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            bodies += 1
            return .visitChildren
        }
        override func visitPost(_ node: CodeBlockSyntax) { bodies -= 1 }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            bodies += 1
            return .visitChildren
        }
        override func visitPost(_ node: AccessorBlockSyntax) { bodies -= 1 }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            bodies += 1
            return .visitChildren
        }
        override func visitPost(_ node: ClosureExprSyntax) { bodies -= 1 }

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            errors.append(node.positionAfterSkippingLeadingTrivia)
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing || token.tokenDiagnostic?.severity == .error { errors.append(token.positionAfterSkippingLeadingTrivia) }
            if unterminatedComment == nil {
                note(token.leadingTrivia, from: token.position)
                note(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
            }
            return .skipChildren
        }

        /// Notes the first block comment of `trivia` whose `/*` and `*/` do not balance (they nest in Swift).
        private func note(_ trivia: Trivia, from start: AbsolutePosition) {
            var at = start
            for piece in trivia {
                switch piece {
                case .blockComment(let text), .docBlockComment(let text):
                    if !Self.closes(text) {
                        unterminatedComment = (at, text, start)
                        return
                    }
                default: break
                }
                at += piece.sourceLength
            }
        }

        /// True when every `/*` of a block comment's text is closed by a `*/`, nested ones included.
        static func closes(_ text: String) -> Bool {
            var depth = 0
            var previous: UInt8 = 0
            for byte in text.utf8 {
                if previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*") {
                    depth += 1
                    previous = 0
                    continue
                }
                if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") {
                    depth -= 1
                    previous = 0
                    continue
                }
                previous = byte
            }
            return depth <= 0
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard bodies == 0 else { return .visitChildren }
            let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            let topLevel = owners.isEmpty
            let stored = node.bindings.allSatisfy { $0.accessorBlock == nil }
            variables += 1
            // A name the parser rejects (`static let .specs-xs = …`) is still the constant the build meant to write.
            let pattern = node.bindings.first?.pattern
            let name = pattern?.as(IdentifierPatternSyntax.self)?.identifier.text ?? pattern?.trimmedDescription ?? ""
            declarations.append(
                Declaration(start: Self.ownStart(node), isConstant: stored && (isStatic || topLevel) && !name.isEmpty, name: name, owner: owners.last))
            return .visitChildren
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            guard bodies == 0 else { return .visitChildren }
            // A token enum gives its cases values (`case md = 16`); a model's cases (`case idle, running`) are no tokens.
            for element in node.elements where element.rawValue != nil {
                declarations.append(Declaration(start: Self.ownStart(node), isConstant: true, name: element.name.text, owner: owners.last))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declarations.append(Declaration(start: Self.ownStart(node), isConstant: false, name: "", owner: owners.last))
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            declarations.append(Declaration(start: Self.ownStart(node), isConstant: false, name: "", owner: owners.last))
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, node.name.text) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, node.name.text) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, node.name.text) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, node.extendedType.trimmedDescription) }
        override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
        override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
        override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

        private func enter(_ node: some SyntaxProtocol, _ name: String) -> SyntaxVisitorContinueKind {
            declarations.append(Declaration(start: Self.ownStart(node), isConstant: false, name: "", owner: owners.last))
            owners.append(name)
            return .visitChildren
        }

        /// The position of a node's first token outside unexpected text: text the parser could not place is
        /// attached before the next declaration, but written at the end of the one before.
        static func ownStart(_ node: some SyntaxProtocol) -> AbsolutePosition {
            for token in node.tokens(viewMode: .sourceAccurate) {
                let inUnexpected = sequence(first: Syntax(token), next: { $0.parent }).prefix { $0.id != node.id }.contains {
                    $0.is(UnexpectedNodesSyntax.self)
                }
                if !inUnexpected { return token.positionAfterSkippingLeadingTrivia }
            }
            return node.positionAfterSkippingLeadingTrivia
        }
    }
}
