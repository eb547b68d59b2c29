import GapCheckModel
import SwiftSyntax

/// Functions and constants one Swift file declares that other declarations of the file are written with:
/// a color helper called without a type prefix (`adaptive(light: "#E4E4E7", dark: "#27272A")`), a font helper
/// (`appInter(size: 16, face: InterFontFace.medium)`), and the string and number constants their arguments name.
///
/// Collected once per file before the file is read; the expression readers see it as `FileHelpers.current`.
/// A `private` helper is visible only in its file, which is also where token files declare it.
struct FileHelpers: Sendable {
    /// A function whose body is one font expression, to read calls with their arguments in place.
    struct FontTemplate: Sendable {
        /// One parameter: its argument label (`_` for none), its name inside the body, its default value, its type
        /// as written (`MonoWeight`, `Font.Weight`), which says what enum an implicit member argument (`.bold`) is of.
        struct Parameter: Sendable {
            var label: String
            var name: String
            var defaultValue: ExprSyntax?
            var type: String = ""
        }
        var parameters: [Parameter]
        /// The expression the body returns (through one local `let` when it returns that name).
        var result: ExprSyntax
        /// The body's local constants before its result, in order (`let face = switch weight { … }`): the result
        /// may be written with them, so they are bound like parameters.
        var locals: [(name: String, value: ExprSyntax)] = []

        /// The template with its syntax copied out of the file's tree, so it can outlive the tree (a helper of one
        /// file read where another file calls it) without keeping the whole tree alive.
        func detached() -> FontTemplate {
            FontTemplate(
                parameters: parameters.map { Parameter(label: $0.label, name: $0.name, defaultValue: $0.defaultValue?.detached, type: $0.type) },
                result: result.detached, locals: locals.map { ($0.name, $0.value.detached) })
        }
    }

    /// Functions returning a color by name, with the color type they return (`Color`, `UIColor`).
    var colorFunctions: [String: String] = [:]
    /// Functions returning a font by name (`Font`, `UIFont`), when the body is readable as one expression.
    var fontFunctions: [String: FontTemplate] = [:]
    /// Functions returning a color by name whose body is one expression, to read calls with their arguments in
    /// place (`named("Primary")` with `func named(_ n: String) -> Color { Color(n, bundle: .module) }`).
    var colorTemplates: [String: FontTemplate] = [:]
    /// String constants (`static let bold = "Inter-Bold"`) by bare and qualified name (`InterFontFace.bold`).
    var strings: [String: String] = [:]
    /// Number constants (`static let heading1: CGFloat = 40`) by bare and qualified name.
    var numbers: [String: Double] = [:]
    /// Boolean constants (`static let isGlassCanvas = true`) by bare and qualified name: a feature switch that
    /// picks between two token values (`isGlassCanvas ? glass : paper`).
    var booleans: [String: Bool] = [:]
    /// The cases of each enum the file declares (`enum Palette { case classic, research }`).
    var enumCases: [Set<String>] = []
    /// Enum cases the file gives as a default: the fallback of `?? .classic`, the initial value of a stored
    /// property (`var palette: Palette = .classic`). A run-time switch shows its default case until it is changed.
    var defaultCases: Set<String> = []
    /// `#if` clauses an iOS build leaves out (`#if os(macOS)`): no reader looks inside them.
    var inactiveClauses: Set<SyntaxIdentifier> = []
    /// String raw values of enum cases by enum name, bare and qualified (`MonoWeight` → `semibold` → `SemiBold`;
    /// a case without one has its own name): what `weight.rawValue` gives inside a font helper.
    var rawStrings: [String: [String: String]] = [:]
    /// The struct, class and enum types the file declares, with its color structs (`ColorStructs`).
    var colorStructs = ColorStructs()

    /// The parts of these helpers a font helper's body can use, with their syntax copied out of the file's tree:
    /// what reads a call to one of the file's font helpers in another file.
    func detachedForFonts() -> FileHelpers {
        var h = FileHelpers()
        h.fontFunctions = fontFunctions.mapValues { $0.detached() }
        h.colorFunctions = colorFunctions
        h.strings = strings
        h.numbers = numbers
        h.booleans = booleans
        h.rawStrings = rawStrings
        return h
    }

    /// The helpers of the file being read (empty outside `CodeReader.readSwift`).
    @TaskLocal static var current = FileHelpers()

    /// Return types that make a function a color helper.
    static let colorReturnTypes: [String: String] = [
        "Color": "Color", "SwiftUI.Color": "Color", "UIColor": "UIColor", "UIKit.UIColor": "UIColor", "Color?": "Color", "UIColor?": "UIColor"
    ]
    /// Return types that make a function a font helper.
    static let fontReturnTypes: Set<String> = ["Font", "SwiftUI.Font", "UIFont", "UIFont?"]

    /// Collects the helpers `tree` declares (declarations inside function bodies are locals and skipped).
    static func collect(_ tree: SourceFileSyntax, source: String? = nil) -> FileHelpers {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.helpers.inactiveClauses = PlatformConditions.inactiveClauses(in: tree, source: source)
        collector.walk(tree)
        var h = collector.helpers
        let defaults = DefaultCaseCollector(viewMode: .sourceAccurate)
        defaults.walk(tree)
        h.enumCases = defaults.enumCases
        h.colorStructs = ColorStructs.declarations(in: tree)
        h.defaultCases = defaults.defaultCases
        // A bare name two types declare differently is ambiguous: only the qualified names stay.
        for name in collector.ambiguous { h.strings[name] = nil; h.numbers[name] = nil; h.booleans[name] = nil }
        return h
    }

    /// `.skipChildren` for a `#if` clause an iOS build leaves out, else `.visitChildren`.
    static func skip(_ clause: IfConfigClauseSyntax, in helpers: FileHelpers = current) -> SyntaxVisitorContinueKind {
        helpers.inactiveClauses.contains(clause.id) ? .skipChildren : .visitChildren
    }

    /// The font helper `call` invokes, with each parameter bound to the call's argument or its default;
    /// nil when the call is no helper of this file or its arguments do not fit the parameters.
    func fontTemplate(called call: FunctionCallExprSyntax) -> (name: String, template: FontTemplate, arguments: [String: ExprSyntax])? {
        template(called: call, in: fontFunctions)
    }

    /// The one-expression color helper `call` invokes, with each parameter bound; nil as for `fontTemplate(called:)`.
    func colorTemplate(called call: FunctionCallExprSyntax) -> (name: String, template: FontTemplate, arguments: [String: ExprSyntax])? {
        template(called: call, in: colorTemplates)
    }

    private func template(called call: FunctionCallExprSyntax, in templates: [String: FontTemplate]) -> (
        name: String, template: FontTemplate, arguments: [String: ExprSyntax]
    )? {
        let callee = call.calledExpression
        let name: String
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let m = callee.as(MemberAccessExprSyntax.self), m.base == nil || ["Self", "self"].contains(m.base?.trimmedDescription ?? "") {
            name = m.declName.baseName.text
        } else {
            return nil
        }
        guard let template = templates[name], let bound = Self.bind(SyntaxHelpers.arguments(call), to: template.parameters) else { return nil }
        return (name, template, bound)
    }

    /// Binds arguments to parameters in order, by label; a parameter with a default may be left out.
    static func bind(_ args: [(label: String?, expr: ExprSyntax)], to params: [FontTemplate.Parameter]) -> [String: ExprSyntax]? {
        var bound: [String: ExprSyntax] = [:]
        var i = 0
        for p in params {
            if i < args.count, (args[i].label ?? "_") == p.label {
                bound[p.name] = args[i].expr
                i += 1
            } else if let d = p.defaultValue {
                bound[p.name] = d
            } else {
                return nil
            }
        }
        return i == args.count ? bound : nil
    }

    /// The color type a call to one of this file's color helpers returns (`adaptive(...)`, `.rgb(0x…)`, `Self.tone(...)`).
    func colorType(called callee: ExprSyntax) -> String? {
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return colorFunctions[ref.baseName.text] }
        if let m = callee.as(MemberAccessExprSyntax.self), m.base == nil || ["Self", "self"].contains(m.base?.trimmedDescription ?? "") {
            return colorFunctions[m.declName.baseName.text]
        }
        return nil
    }

    /// Walks a file for helper functions and constants.
    private final class Collector: SyntaxVisitor {
        var helpers = FileHelpers()
        var ambiguous: Set<String> = []
        private var types: [String] = []
        /// For each enclosing enum (innermost last), whether its raw values are strings.
        private var stringEnums: [Bool] = []
        private var bodyDepth = 0

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            stringEnums.append(node.inheritanceClause?.inheritedTypes.first?.type.trimmedText == "String")
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) {
            types.removeLast()
            stringEnums.removeLast()
        }
        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            guard stringEnums.last == true, let type = types.last else { return .skipChildren }
            let qualified = types.joined(separator: ".")
            for element in node.elements {
                var value = element.name.text
                if let raw = element.rawValue?.value {
                    guard !SyntaxHelpers.hasInterpolation(raw), let s = SyntaxHelpers.stringLiteral(raw) else { continue }
                    value = s
                }
                for name in Set([type, qualified]) { helpers.rawStrings[name, default: [:]][element.name.text] = value }
            }
            return .skipChildren
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { FileHelpers.skip(node, in: helpers) }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            let returns = node.signature.returnClause?.type.trimmedDescription ?? ""
            let params = node.signature.parameterClause.parameters.map { p in
                FontTemplate.Parameter(
                    label: p.firstName.text, name: (p.secondName ?? p.firstName).text, defaultValue: p.defaultValue?.value, type: p.type.trimmedText)
            }
            if let type = FileHelpers.colorReturnTypes[returns] {
                helpers.colorFunctions[name] = type
                if let body = node.body, let result = Self.result(of: body) { helpers.colorTemplates[name] = FontTemplate(parameters: params, result: result) }
            }
            if FileHelpers.fontReturnTypes.contains(returns), let body = node.body, let result = Self.result(of: body) {
                helpers.fontFunctions[name] = FontTemplate(parameters: params, result: result, locals: Self.locals(of: body, before: result))
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for b in node.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = b.initializer?.value else { continue }
                if let s = SyntaxHelpers.stringLiteral(value), !SyntaxHelpers.hasInterpolation(value) {
                    add(name, s, to: \.strings)
                } else if let n = NumberEvaluator.evaluate(value) {
                    add(name, n, to: \.numbers)
                } else if let b = value.as(BooleanLiteralExprSyntax.self), node.bindingSpecifier.tokenKind == .keyword(.let) {
                    // Only a `let`: a `var` switch may be flipped at run time.
                    add(name, b.literal.tokenKind == .keyword(.true), to: \.booleans)
                }
            }
            return .skipChildren
        }

        private func add<V: Equatable>(_ name: String, _ value: V, to map: WritableKeyPath<FileHelpers, [String: V]>) {
            if let type = types.last { helpers[keyPath: map][type + "." + name] = value }
            if let old = helpers[keyPath: map][name], old != value { ambiguous.insert(name) }
            helpers[keyPath: map][name] = value
        }

        /// The `let` constants of a body declared before its result, except the one the result is (`let font = …`).
        static func locals(of body: CodeBlockSyntax, before result: ExprSyntax) -> [(name: String, value: ExprSyntax)] {
            var out: [(name: String, value: ExprSyntax)] = []
            for item in body.statements {
                guard let v = item.item.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = b.initializer?.value,
                        value.id != result.id
                    else { continue }
                    out.append((name, value))
                }
            }
            return out
        }

        /// The expression a body returns; `let font = Font.custom(…); …; return font` gives the `let`'s value.
        static func result(of body: CodeBlockSyntax) -> ExprSyntax? {
            // One expression, or `return x` after local declarations only (`let font = …; let _ = …; return font`).
            let last = body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression
            let onlyDeclarations = body.statements.dropLast().allSatisfy { $0.item.is(VariableDeclSyntax.self) }
            guard let e = SyntaxHelpers.resultExpression(body.statements) ?? (onlyDeclarations ? last : nil) else { return nil }
            guard let ref = SyntaxHelpers.unwrapped(e).as(DeclReferenceExprSyntax.self) else { return e }
            for item in body.statements {
                guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
                for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == ref.baseName.text {
                    return b.initializer?.value
                }
            }
            return nil
        }
    }
}

/// Walks a whole file (accessors included) for its enums' cases and the cases it gives as defaults.
private final class DefaultCaseCollector: SyntaxVisitor {
    var enumCases: [Set<String>] = []
    var defaultCases: Set<String> = []

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        var cases: Set<String> = []
        for member in node.memberBlock.members {
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in decl.elements { cases.insert(element.name.text) }
        }
        if !cases.isEmpty { enumCases.append(cases) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let els = Array(node.elements)
        for (i, e) in els.enumerated() where i + 1 < els.count && e.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            if let c = Self.implicitCase(els[i + 1]) { defaultCases.insert(c) }
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.typeAnnotation != nil, let value = node.initializer?.value, let c = Self.implicitCase(value) { defaultCases.insert(c) }
        return .visitChildren
    }

    /// `.classic`: a case named without its type.
    static func implicitCase(_ expr: ExprSyntax) -> String? {
        guard let m = expr.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.argumentNames == nil else { return nil }
        return m.declName.baseName.text
    }
}

/// Rewrites a helper's result expression with its parameters bound: each parameter name becomes the argument
/// (`size` → `16`), `p ?? x` with `p` bound to `nil` becomes `x`, and names of the file's string and number
/// constants become literals (`InterFontFace.bold` → `"Inter-Bold"`), so the font readers see plain values.
///
/// A parameter bound to an enum case is read as the helper reads it: `weight.rawValue` is the case's raw string
/// (`"IBMPlex-\(weight.rawValue)"` → `"IBMPlex-SemiBold"`), and `switch weight { case .bold: … }` is the branch of
/// that case (or `default`). A string literal whose interpolations all became literals is one literal. A size
/// argument that passes the size parameter through a function (`size: scaled(size)`,
/// `UIFontMetrics.default.scaledValue(for: size)`) is the parameter itself: the number written at the call is the
/// design size; how the app scales it for the reader is not a design value, and is not guessed.
final class HelperBodyRewriter: SyntaxRewriter {
    private let arguments: [String: ExprSyntax]
    private let helpers: FileHelpers
    private let types: [String: String]
    /// Labels of the size argument of the font constructors.
    static let sizeLabels: Set<String> = ["size", "ofSize", "fixedSize", "pointSize"]

    /// A rewriter binding `arguments` (already rewritten) in a body, with `helpers`' constants; `types` are the
    /// parameters' types as written, by name.
    init(arguments: [String: ExprSyntax], helpers: FileHelpers, types: [String: String] = [:]) {
        self.arguments = arguments
        self.helpers = helpers
        self.types = types
        super.init(viewMode: .sourceAccurate)
    }

    /// The enum case a bound parameter names (`.semibold` or `MonoWeight.semibold`) with the enum's raw strings,
    /// from the argument's own type path or else the parameter's declared type.
    private func enumCase(_ parameter: String) -> (name: String, rawStrings: [String: String]?)? {
        guard let a = arguments[parameter], let m = SyntaxHelpers.unwrapped(a).as(MemberAccessExprSyntax.self) else { return nil }
        let name = m.declName.baseName.text
        var type = (types[parameter] ?? "").replacingOccurrences(of: "?", with: "")
        if let base = m.base {
            guard let path = SyntaxHelpers.path(base) else { return nil }
            type = path.joined(separator: ".")
        }
        let table = helpers.rawStrings[type] ?? type.split(separator: ".").last.flatMap { helpers.rawStrings[String($0)] }
        return (name, table)
    }

    /// True once a size passed through `UIFontMetrics` (`scaledValue(for: size)`) was read as the size written:
    /// the font follows Dynamic Type.
    private(set) var scaledByMetrics = false

    /// The bound size a one-argument function of a size parameter passes on (`scaled(size)`,
    /// `UIFontMetrics.default.scaledValue(for: size)` → the number the call wrote), or nil.
    func passedSize(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let call = SyntaxHelpers.unwrapped(expr).as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
            let ref = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self), let a = arguments[ref.baseName.text],
            NumberEvaluator.evaluate(a) != nil
        else { return nil }
        let callee = call.calledExpression.trimmedDescription
        if callee.contains("UIFontMetrics") || callee.hasSuffix("scaledValue") { scaledByMetrics = true }
        return a.detached
    }

    /// Names a helper's result passes as a font's size (`size: scaled` → `scaled`).
    static func sizeNames(in result: ExprSyntax) -> Set<String> {
        var out: Set<String> = []
        for arg in SyntaxHelpers.descendants(of: result, LabeledExprSyntax.self) {
            guard let label = arg.label?.text, sizeLabels.contains(label), let ref = arg.expression.as(DeclReferenceExprSyntax.self) else { continue }
            out.insert(ref.baseName.text)
        }
        return out
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        // `size: scaled(size)`: the size parameter through a one-argument function is the size written at the call.
        if let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text, Self.sizeLabels.contains(label), let a = passedSize(ExprSyntax(node)) {
            return a.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }

    override func visit(_ node: SwitchExprSyntax) -> ExprSyntax {
        // `switch weight { case .bold: … default: … }` with `weight` bound to a case: that case's branch.
        guard let subject = SyntaxHelpers.unwrapped(node.subject).as(DeclReferenceExprSyntax.self),
            let (name, _) = enumCase(subject.baseName.text)
        else { return super.visit(node) }
        var chosen: ExprSyntax? = nil
        var fallback: ExprSyntax? = nil
        for element in node.cases {
            guard let clause = element.as(SwitchCaseSyntax.self), let result = SyntaxHelpers.resultExpression(clause.statements) else { continue }
            switch clause.label {
            case .default: fallback = result
            case .case(let label):
                let names = label.caseItems.compactMap { item -> String? in
                    guard item.whereClause == nil, let e = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
                    else { return nil }
                    return e.declName.baseName.text
                }
                if chosen == nil, names.contains(name) { chosen = result }
            }
        }
        guard let pick = chosen ?? fallback else { return super.visit(node) }
        return rewrite(pick.detached).cast(ExprSyntax.self)
    }

    override func visit(_ node: StringLiteralExprSyntax) -> ExprSyntax {
        let rewritten = super.visit(node)
        guard let lit = rewritten.as(StringLiteralExprSyntax.self), lit.openingPounds == nil else { return rewritten }
        // `"Inter-\("SemiBold")"` → `"Inter-SemiBold"`.
        var text = ""
        for seg in lit.segments {
            switch seg {
            case .stringSegment(let s): text += s.content.text
            case .expressionSegment(let e):
                guard e.expressions.count == 1, let only = e.expressions.first, only.label == nil else { return rewritten }
                if let inner = only.expression.as(StringLiteralExprSyntax.self), !SyntaxHelpers.hasInterpolation(ExprSyntax(inner)),
                    let s = SyntaxHelpers.stringLiteral(ExprSyntax(inner))
                {
                    text += s
                } else if let n = only.expression.as(IntegerLiteralExprSyntax.self) {
                    text += n.literal.text
                } else {
                    return rewritten
                }
            }
        }
        return Self.stringLiteral(text, like: node) ?? rewritten
    }

    /// A plain string literal of `text` with `node`'s trivia; nil for text a literal would have to escape.
    static func stringLiteral(_ text: String, like node: some SyntaxProtocol) -> ExprSyntax? {
        guard !text.contains("\""), !text.contains("\\"), !text.contains("\n") else { return nil }
        let segment = StringSegmentSyntax(content: .stringSegment(text))
        let lit = StringLiteralExprSyntax(
            openingQuote: .stringQuoteToken(), segments: StringLiteralSegmentListSyntax([.stringSegment(segment)]), closingQuote: .stringQuoteToken())
        return ExprSyntax(lit).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `expr` with the file's constants written as literals (an argument, before it is bound).
    static func constants(_ expr: ExprSyntax, helpers: FileHelpers) -> ExprSyntax {
        HelperBodyRewriter(arguments: [:], helpers: helpers).rewrite(expr.detached).cast(ExprSyntax.self)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        // A callee keeps its name (`body(size:)` may share it with a `body` number).
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return ExprSyntax(node) }
        // A member's name (`.weight(weight)`) is no use of the parameter it spells.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return ExprSyntax(node) }
        let name = node.baseName.text
        if let a = arguments[name] { return a.detached.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia) }
        return literal(for: name, like: node) ?? ExprSyntax(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        // `weight.rawValue` with `weight` bound to a case of a string enum: the case's raw string.
        if node.declName.baseName.text == "rawValue", let ref = node.base?.as(DeclReferenceExprSyntax.self),
            let (name, table) = enumCase(ref.baseName.text), let raw = table?[name], let lit = Self.stringLiteral(raw, like: node)
        {
            return lit
        }
        if let base = node.base, let path = SyntaxHelpers.path(base),
            let lit = literal(for: (path + [node.declName.baseName.text]).suffix(2).joined(separator: "."), like: node)
        {
            return lit
        }
        return super.visit(node)
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let els = Array(node.elements)
        if els.count == 3, els[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let ref = els[0].as(DeclReferenceExprSyntax.self), let a = arguments[ref.baseName.text], a.is(NilLiteralExprSyntax.self)
        {
            return rewrite(els[2].detached).cast(ExprSyntax.self)
        }
        // `p ?? x` with `p` bound to a literal is that literal.
        if els.count == 3, els[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let ref = els[0].as(DeclReferenceExprSyntax.self), let a = arguments[ref.baseName.text],
            a.is(IntegerLiteralExprSyntax.self) || a.is(FloatLiteralExprSyntax.self) || a.is(StringLiteralExprSyntax.self)
        {
            return a.detached
        }
        return super.visit(node)
    }

    private func literal(for name: String, like node: some SyntaxProtocol) -> ExprSyntax? {
        if let s = helpers.strings[name], let lit = Self.stringLiteral(s, like: node) { return lit }
        if let n = helpers.numbers[name], n.isFinite {
            let text = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
            let lit: ExprSyntax =
                text.contains(".") || text.contains("e")
                ? ExprSyntax(FloatLiteralExprSyntax(literal: .floatLiteral(text))) : ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral(text)))
            return lit.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        return nil
    }
}
