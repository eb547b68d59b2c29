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
        /// One parameter: its argument label (`_` for none), its name inside the body, its default value.
        struct Parameter: Sendable {
            var label: String
            var name: String
            var defaultValue: ExprSyntax?
        }
        var parameters: [Parameter]
        /// The expression the body returns (through one local `let` when it returns that name).
        var result: ExprSyntax
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
        private var bodyDepth = 0

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
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
                FontTemplate.Parameter(label: p.firstName.text, name: (p.secondName ?? p.firstName).text, defaultValue: p.defaultValue?.value)
            }
            if let type = FileHelpers.colorReturnTypes[returns] {
                helpers.colorFunctions[name] = type
                if let body = node.body, let result = Self.result(of: body) { helpers.colorTemplates[name] = FontTemplate(parameters: params, result: result) }
            }
            if FileHelpers.fontReturnTypes.contains(returns), let body = node.body, let result = Self.result(of: body) {
                helpers.fontFunctions[name] = FontTemplate(parameters: params, result: result)
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
final class HelperBodyRewriter: SyntaxRewriter {
    private let arguments: [String: ExprSyntax]
    private let helpers: FileHelpers

    /// A rewriter binding `arguments` (already rewritten) in a body, with `helpers`' constants.
    init(arguments: [String: ExprSyntax], helpers: FileHelpers) {
        self.arguments = arguments
        self.helpers = helpers
        super.init(viewMode: .sourceAccurate)
    }

    /// `expr` with the file's constants written as literals (an argument, before it is bound).
    static func constants(_ expr: ExprSyntax, helpers: FileHelpers) -> ExprSyntax {
        HelperBodyRewriter(arguments: [:], helpers: helpers).rewrite(expr.detached).cast(ExprSyntax.self)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        // A callee keeps its name (`body(size:)` may share it with a `body` number).
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return ExprSyntax(node) }
        let name = node.baseName.text
        if let a = arguments[name] { return a.detached.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia) }
        return literal(for: name, like: node) ?? ExprSyntax(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
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
        if let s = helpers.strings[name], !s.contains("\""), !s.contains("\\") {
            let segment = StringSegmentSyntax(content: .stringSegment(s))
            let lit = StringLiteralExprSyntax(
                openingQuote: .stringQuoteToken(), segments: StringLiteralSegmentListSyntax([.stringSegment(segment)]),
                closingQuote: .stringQuoteToken())
            return ExprSyntax(lit).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
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
