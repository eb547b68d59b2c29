import SwiftSyntax

/// The texts a view draws from a literal collection it iterates: `let habits = [("night_eating", "Eat at night"), …]`
/// and `ForEach(habits, id: \.0) { habit in Toggle(habit.1, isOn: …) }` show every string at the tuple's second
/// position, and only those (the `.0` keys are identifiers). Apps keep checklists, menus and option lists this way.
///
/// The collection is a literal array written in the iterating call, a `let` of the enclosing bodies, a `let` or
/// `static let` of the enclosing type, or a `static let` of a type the same file declares (`Catalog.options`). Its
/// elements are strings, tuples (by position or label), dictionaries (`item["title"]`) or initializer calls
/// (`Option(title: "…")`, by argument label). A `var` is state the app changes, not fixed content, and is not read.
enum CollectionTexts {
    /// One step from an element to the value a text control shows.
    private enum Step: Equatable {
        /// `item.1`
        case position(Int)
        /// `item.title`
        case member(String)
        /// `item["title"]`
        case key(String)
    }

    /// Calls whose content closure runs once per element of their first argument.
    static let iterators: Set<String> = ["ForEach", "List"]

    /// The literal texts `expr`, an argument of a text-taking control or modifier, shows when it reads an element of a
    /// literal collection an enclosing `ForEach`/`List` iterates, each with the expression of its literal (its place);
    /// `literal` reads the texts of one value (`SwiftFileVisitor.userTexts`). Empty for anything else.
    static func texts(_ expr: ExprSyntax, literal: (ExprSyntax) -> [(String, ExprSyntax)]) -> [(String, ExprSyntax)] {
        guard let (base, read) = access(expr) else { return [] }
        var steps = read
        var collectionName: [String]?
        // `habits[i].1` where `i` runs over `habits.indices`: the element of `habits` at each index.
        if let param = base.index {
            guard let (closure, position) = iteration(of: param, from: Syntax(expr)), position == 0,
                let counted = indexedCollection(closure), counted == base.name
            else { return [] }
            collectionName = base.name
        }
        var elements: [ExprSyntax]
        if let name = collectionName {
            guard let found = collection(named: name, from: Syntax(expr)) else { return [] }
            elements = found
        } else {
            guard base.name.count == 1, let (closure, position) = iteration(of: base.name[0], from: Syntax(expr)),
                let call = iteratingCall(of: closure), let source = call.arguments.first(where: { $0.label == nil })?.expression
            else { return [] }
            guard let (found, enumerated) = resolve(source, from: Syntax(call)) else { return [] }
            elements = found
            if enumerated {
                // `(offset, element)`: the element is the second parameter, or `.element`/`.1` of the one parameter.
                let params = parameters(of: closure)
                if params.count == 2 {
                    guard position == 1 else { return [] }
                } else {
                    guard let first = steps.first, first == .member("element") || first == .position(1) else { return [] }
                    steps.removeFirst()
                }
            } else if position != 0 {
                return []
            }
        }
        var out: [(String, ExprSyntax)] = []
        for element in elements {
            guard let value = select(steps, in: element) else { continue }
            out += literal(value)
        }
        return out
    }

    // MARK: - What the argument reads

    private struct Base {
        /// The name read (`habit`, `$0`), or the collection's path when it is subscripted by a loop's index.
        var name: [String]
        /// The index subscripting the collection (`i` of `habits[i]`).
        var index: String?
    }

    /// `habit.1` → (`habit`, [.position(1)]); `$0["title"]!` → (`$0`, [.key("title")]); `habits[i].label` →
    /// (`habits` indexed by `i`, [.member("label")]). Nil for calls and anything else.
    private static func access(_ raw: ExprSyntax) -> (Base, [Step])? {
        var expr = SyntaxHelpers.unwrapped(raw)
        if let (left, _) = SyntaxHelpers.nilCoalescing(expr) { expr = SyntaxHelpers.unwrapped(left) }
        var steps: [Step] = []
        while true {
            if let ref = expr.as(DeclReferenceExprSyntax.self) {
                return (Base(name: [ref.baseName.text]), steps.reversed())
            }
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                steps.append(Int(name).map(Step.position) ?? .member(name))
                expr = SyntaxHelpers.unwrapped(base)
                continue
            }
            if let sub = expr.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, let arg = sub.arguments.first?.expression {
                if let key = SyntaxHelpers.stringLiteral(arg), !SyntaxHelpers.hasInterpolation(arg) {
                    steps.append(.key(key))
                    expr = SyntaxHelpers.unwrapped(sub.calledExpression)
                    continue
                }
                guard let index = arg.as(DeclReferenceExprSyntax.self), let path = SyntaxHelpers.path(sub.calledExpression) else { return nil }
                return (Base(name: path, index: index.baseName.text), steps.reversed())
            }
            return nil
        }
    }

    // MARK: - The loop

    /// The innermost closure that declares `name` as a parameter (for `$0`, the innermost closure), and the
    /// parameter's position; nil when it is no `ForEach`/`List` content.
    private static func iteration(of name: String, from node: Syntax) -> (ClosureExprSyntax, Int)? {
        var current = node.parent
        while let n = current {
            if let closure = n.as(ClosureExprSyntax.self) {
                let params = parameters(of: closure)
                if name == "$0", params.isEmpty { return iteratingCall(of: closure) != nil ? (closure, 0) : nil }
                if let i = params.firstIndex(of: name) { return iteratingCall(of: closure) != nil ? (closure, i) : nil }
                if name == "$0" { return nil }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    private static func parameters(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// The `ForEach(…) { … }` or `List(…) { … }` call whose content `closure` is (trailing, or `content:`).
    private static func iteratingCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var parent = closure.parent
        if let labeled = parent?.as(LabeledExprSyntax.self) {
            guard labeled.label?.text == "content" else { return nil }
            parent = labeled.parent?.parent
        }
        guard let call = parent?.as(FunctionCallExprSyntax.self), let name = SyntaxHelpers.calleePath(call)?.last,
            iterators.contains(name)
        else { return nil }
        return call
    }

    /// For a loop over `xs.indices` or `0..<xs.count`, the path of `xs`.
    private static func indexedCollection(_ closure: ClosureExprSyntax) -> [String]? {
        guard let call = iteratingCall(of: closure), let source = call.arguments.first(where: { $0.label == nil })?.expression else { return nil }
        let expr = SyntaxHelpers.unwrapped(source)
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "indices", let base = m.base {
            return SyntaxHelpers.path(base)
        }
        if let seq = expr.as(SequenceExprSyntax.self), seq.elements.count == 3, let op = seq.elements.dropFirst().first,
            op.as(BinaryOperatorExprSyntax.self)?.operator.text == "..<",
            seq.elements.first?.as(IntegerLiteralExprSyntax.self)?.literal.text == "0",
            let upper = seq.elements.last?.as(MemberAccessExprSyntax.self), upper.declName.baseName.text == "count", let base = upper.base
        {
            return SyntaxHelpers.path(base)
        }
        return nil
    }

    // MARK: - The collection

    /// The elements of the literal collection `source` is, and whether it is `enumerated()`.
    private static func resolve(_ source: ExprSyntax, from node: Syntax) -> ([ExprSyntax], Bool)? {
        var expr = SyntaxHelpers.unwrapped(source)
        var enumerated = false
        while true {
            if let call = expr.as(FunctionCallExprSyntax.self) {
                // `Array(x)`, `x.enumerated()`
                if SyntaxHelpers.calleePath(call) == ["Array"], call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
                    expr = SyntaxHelpers.unwrapped(only.expression)
                    continue
                }
                if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "enumerated",
                    call.arguments.isEmpty, let base = m.base, !enumerated
                {
                    enumerated = true
                    expr = SyntaxHelpers.unwrapped(base)
                    continue
                }
                return nil
            }
            break
        }
        if let array = expr.as(ArrayExprSyntax.self) { return (array.elements.map(\.expression), enumerated) }
        guard let path = SyntaxHelpers.path(expr), let found = collection(named: path, from: node) else { return nil }
        return (found, enumerated)
    }

    /// The elements of the literal array a `let` named by `path` holds: a local of the enclosing bodies, a member of
    /// the enclosing types (`name`, `self.name`, `Self.name`), or a static member of a type this file declares.
    private static func collection(named path: [String], from node: Syntax) -> [ExprSyntax]? {
        switch path.count {
        case 1:
            return enclosingLet(path[0], from: node)
        case 2 where path[0] == "self" || path[0] == "Self":
            return enclosingLet(path[1], from: node, membersOnly: true)
        case 2:
            guard let type = declaredType(named: path[0], in: node.root) else { return nil }
            return memberLet(path[1], in: type, staticOnly: true)
        default:
            return nil
        }
    }

    /// The literal array of the nearest `let name = [ … ]` in the statements and types around `node`.
    private static func enclosingLet(_ name: String, from node: Syntax, membersOnly: Bool = false) -> [ExprSyntax]? {
        var current = node.parent
        while let n = current {
            if !membersOnly, let items = n.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    guard let decl = item.item.as(VariableDeclSyntax.self), let found = literalArray(decl, name: name) else { continue }
                    return found
                }
            }
            if let members = n.as(MemberBlockSyntax.self) {
                if let found = memberLet(name, in: members, staticOnly: false) { return found }
            }
            current = n.parent
        }
        return nil
    }

    private static func memberLet(_ name: String, in members: MemberBlockSyntax, staticOnly: Bool) -> [ExprSyntax]? {
        for member in members.members {
            guard let decl = member.decl.as(VariableDeclSyntax.self) else { continue }
            if staticOnly, !decl.modifiers.contains(where: { $0.name.text == "static" }) { continue }
            if let found = literalArray(decl, name: name) { return found }
        }
        return nil
    }

    /// The elements of `let name = [ … ]` (or `static let`), nil for a `var` or any other value.
    private static func literalArray(_ decl: VariableDeclSyntax, name: String) -> [ExprSyntax]? {
        guard decl.bindingSpecifier.text == "let" else { return nil }
        for binding in decl.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            guard let value = binding.initializer?.value, let array = SyntaxHelpers.unwrapped(value).as(ArrayExprSyntax.self) else { return nil }
            return array.elements.map(\.expression)
        }
        return nil
    }

    /// The members of the struct, enum, class or extension named `name` the file declares (the first found).
    private static func declaredType(named name: String, in root: Syntax) -> MemberBlockSyntax? {
        for block in SyntaxHelpers.descendants(of: root, MemberBlockSyntax.self) {
            guard let parent = block.parent else { continue }
            let declared: String? =
                parent.as(StructDeclSyntax.self)?.name.text ?? parent.as(EnumDeclSyntax.self)?.name.text
                ?? parent.as(ClassDeclSyntax.self)?.name.text ?? parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText
            if declared == name { return block }
        }
        return nil
    }

    // MARK: - The element's value

    /// The value `steps` read from one element: a tuple's position or label, an initializer's argument label, a
    /// dictionary's key.
    private static func select(_ steps: [Step], in element: ExprSyntax) -> ExprSyntax? {
        var value = SyntaxHelpers.unwrapped(element)
        for step in steps {
            switch step {
            case .position(let i):
                guard let tuple = value.as(TupleExprSyntax.self), tuple.elements.count > i else { return nil }
                value = tuple.elements[tuple.elements.index(tuple.elements.startIndex, offsetBy: i)].expression
            case .member(let label):
                if let tuple = value.as(TupleExprSyntax.self), let e = tuple.elements.first(where: { $0.label?.text == label }) {
                    value = e.expression
                } else if let call = value.as(FunctionCallExprSyntax.self), let e = call.arguments.first(where: { $0.label?.text == label }) {
                    value = e.expression
                } else {
                    return nil
                }
            case .key(let key):
                guard let dict = value.as(DictionaryExprSyntax.self), case .elements(let list) = dict.content,
                    let e = list.first(where: { SyntaxHelpers.stringLiteral($0.key) == key })
                else { return nil }
                value = e.value
            }
            value = SyntaxHelpers.unwrapped(value)
        }
        return value
    }
}
