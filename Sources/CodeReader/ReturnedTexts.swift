import SwiftSyntax

/// The texts a view's own method or computed property returns (`func caption(for device: Device) -> String` whose
/// `switch` returns "Wrist buzzes" case by case): when the view writes `Text(caption(for: d))`, every one of them is
/// a text the view can show.
enum ReturnedTexts {
    /// Result types whose returned literals are shown texts.
    static let textTypes: Set<String> = ["String", "String?", "LocalizedStringKey", "LocalizedStringResource"]

    /// The literal texts `statements` return: `return` statements outside nested closures and functions, a single
    /// result expression, and the last expression of each branch of a `switch` or `if` used as the result.
    static func literals(in statements: CodeBlockItemListSyntax, texts: (ExprSyntax) -> [(String, ExprSyntax)]) -> [(String, ExprSyntax)] {
        result(of: statements).map { constantValue($0, in: statements) ?? $0 }.flatMap(texts)
    }

    /// The value of the body's own constant `expr` names (`let base = String(localized: "goal", defaultValue: "Your
    /// goal")` … `return base`), written before the `return` at the body's top level; nil for any other expression.
    private static func constantValue(_ expr: ExprSyntax, in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let name = SyntaxHelpers.unwrapped(expr).as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for item in statements {
            guard let decl = item.item.as(VariableDeclSyntax.self), decl.bindingSpecifier.tokenKind == .keyword(.let),
                decl.bindings.count == 1, let binding = decl.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            return binding.initializer?.value
        }
        return nil
    }

    /// The result expressions of a `switch` or `if` expression's branches (nested ones included); empty for any
    /// other expression, which is its own result.
    private static func branchResults(_ expr: ExprSyntax) -> [ExprSyntax] {
        if let s = expr.as(SwitchExprSyntax.self) {
            return s.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap { result(of: $0.statements) }
        }
        if let i = expr.as(IfExprSyntax.self) {
            var out = result(of: i.body.statements)
            switch i.elseBody {
            case .codeBlock(let block)?: out += result(of: block.statements)
            case .ifExpr(let nested)?: out += branchResults(ExprSyntax(nested))
            case nil: break
            }
            return out
        }
        return [expr]
    }

    /// The result expressions of a body: its single expression's branches, else its `return` statements' values.
    static func result(of statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        guard let e = SyntaxHelpers.resultExpression(statements) else {
            let finder = ReturnFinder(viewMode: .sourceAccurate)
            finder.walk(statements)
            return finder.results
        }
        return branchResults(e)
    }

    /// The expressions of the `return` statements of one body, not of the closures or functions nested in it.
    private final class ReturnFinder: SyntaxVisitor {
        var results: [ExprSyntax] = []
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let e = node.expression { results.append(e) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
