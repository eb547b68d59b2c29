import SwiftSyntax

/// Where an implicit member initializer (`.init("Brand")`) stands decides its type: a color only where the code expects
/// one. Asset names read from any `.init("…")` made pasteboard names, notification names and keys into colorsets.
enum ImplicitColorContext {
    /// Type names that hold a color.
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "ShapeStyle"]

    /// True when `call` (an implicit `.init(…)`) is passed to a color modifier or a `color:`/`…Color:`/`tint:` argument,
    /// initializes or is returned as a declaration typed as a color, or is assigned to a property named as a color
    /// (`label.textColor = .init(named: "Ink")`).
    static func takesColor(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        // Through a force unwrap (`.init(named: "Paper")!`) and parentheses (`(.init("A"))`).
        if let unwrap = node.parent?.as(ForceUnwrapExprSyntax.self) { node = Syntax(unwrap) }
        while let item = node.parent?.as(LabeledExprSyntax.self), item.label == nil,
            let tuple = item.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
        {
            node = Syntax(tuple)
        }
        guard let parent = node.parent else { return false }
        if let arg = parent.as(LabeledExprSyntax.self) {
            if let label = arg.label?.text, namesColor(label) { return true }
            guard let outer = arg.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            let callee =
                outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            return InlineLiteralCollector.colorModifiers.contains(callee) || namesColor(callee) || colorTypes.contains(callee)
        }
        if let binding = parent.parent?.as(PatternBindingSyntax.self), parent.is(InitializerClauseSyntax.self) {
            return binding.typeAnnotation.map { isColorType($0.type) } ?? false
        }
        if let sequence = parent.as(ExprListSyntax.self), let first = sequence.first, sequence.count >= 3,
            sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true, Syntax(first) != node
        {
            let target = first.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? first.as(DeclReferenceExprSyntax.self)?.baseName.text
            return target.map(namesColor) ?? false
        }
        return returnsColor(from: node)
    }

    /// True when a name says it holds a color: `color`, `textColor`, `tintColor`, `tint`, `foregroundStyle`.
    static func namesColor(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("color") || lower == "tint" || lower.hasSuffix("colour")
    }

    /// True when `type` is a color type, optional or not.
    static func isColorType(_ type: TypeSyntax) -> Bool {
        var text = type.trimmedDescription
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        return colorTypes.contains(text) || colorTypes.contains(text.split(separator: ".").last.map(String.init) ?? text)
    }

    /// True when `node` is what a getter, computed property or function typed as a color returns (a `return` or a single
    /// expression body).
    static func returnsColor(from node: Syntax) -> Bool {
        var current: Syntax? = node.parent
        if current?.is(ReturnStmtSyntax.self) == true { current = current?.parent }
        // A single-expression body: item → item list → code block or accessor block.
        while let c = current,
            c.is(CodeBlockItemSyntax.self) || c.is(CodeBlockItemListSyntax.self) || c.is(CodeBlockSyntax.self)
                || c.is(AccessorBlockSyntax.self) || c.is(AccessorDeclSyntax.self) || c.is(AccessorDeclListSyntax.self)
        {
            current = c.parent
        }
        if let binding = current?.as(PatternBindingSyntax.self) { return binding.typeAnnotation.map { isColorType($0.type) } ?? false }
        if let function = current?.as(FunctionDeclSyntax.self) {
            return function.signature.returnClause.map { isColorType($0.type) } ?? false
        }
        return false
    }
}
