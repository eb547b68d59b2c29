import GapCheckModel
import SwiftSyntax

/// Palettes written as a struct of instance colors filled through static instances:
/// `struct Palette { let accent: NSColor; … }` with `static let dark = Palette(accent: NSColor(hex: 0xEBDBB2), …)`,
/// or nested, `static let DarkColor = ColorPalette(text: TextColors(Primary: UIColor(…), …), …)`, also built in a
/// closure called at once (`static let dark: Palette = { let bg = …; return Palette(panelBg: bg, …) }()`).
///
/// Each labeled argument that holds a color is a token named by its labels' path below the instance
/// (`text`, `Primary` → `textPrimary`), owned by the instance (`Palette.light`, `SetmoreColors.LightColor`). The
/// instances named for the two appearances (`light`/`dark`, `LightColor`/`DarkColor`) are one palette: a token in
/// both is one token with a light and a dark value; any other instance is one token per instance
/// (`Palette.standard.accent`).
enum StructPalettes {
    /// One argument of the instance's initializer (or of an initializer nested in it) that may hold a color.
    struct Leaf {
        /// The argument labels from the instance down (`["text", "Primary"]`).
        var path: [String]
        /// The argument's value, a local constant of the building closure replaced by its value.
        var value: ExprSyntax
        /// The labeled argument as written.
        var argument: LabeledExprSyntax
    }

    /// Fewest colors an instance holds to be read as a palette.
    static let minimumColors = 2
    /// Deepest nesting of initializers read below the instance.
    static let maximumDepth = 4

    /// The arguments of the memberwise initializer `value` calls (directly, or as the result of a closure called at
    /// once), with those of initializers nested in it that `isValue` does not take for a value itself; nil when
    /// `value` is no such call.
    static func leaves(of value: ExprSyntax, isValue: (ExprSyntax) -> Bool) -> [Leaf]? {
        var expr = value
        var locals: [String: ExprSyntax] = [:]
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let closure = call.calledExpression.as(ClosureExprSyntax.self)
        {
            var result: ExprSyntax?
            for item in closure.statements {
                if let decl = item.item.as(VariableDeclSyntax.self) {
                    for b in decl.bindings {
                        guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let v = b.initializer?.value else { continue }
                        locals[name] = v
                    }
                } else if let r = item.item.as(ReturnStmtSyntax.self) {
                    result = r.expression
                } else if let e = item.item.as(ExprSyntax.self), closure.statements.count == 1 {
                    result = e
                }
            }
            guard let result else { return nil }
            expr = result
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), isMemberwise(call), !isValue(ExprSyntax(call)) else { return nil }
        var out: [Leaf] = []
        collect(call, path: [], locals: locals, depth: 0, isValue: isValue, into: &out)
        return out
    }

    /// True for a call of a type by its name (`Palette(…)`, `Theme.TextColors(…)`) with every argument labeled.
    static func isMemberwise(_ call: FunctionCallExprSyntax) -> Bool {
        guard let path = SyntaxHelpers.calleePath(call), let last = path.last, last.first?.isUppercase == true,
            !call.arguments.isEmpty, call.trailingClosure == nil
        else { return false }
        return call.arguments.allSatisfy { $0.label != nil }
    }

    private static func collect(
        _ call: FunctionCallExprSyntax, path: [String], locals: [String: ExprSyntax], depth: Int, isValue: (ExprSyntax) -> Bool,
        into out: inout [Leaf]
    ) {
        for arg in call.arguments {
            guard let label = arg.label?.text else { continue }
            var value = SyntaxHelpers.unwrapped(arg.expression)
            if let ref = value.as(DeclReferenceExprSyntax.self), let local = locals[ref.baseName.text] { value = local }
            if !isValue(value), let inner = value.as(FunctionCallExprSyntax.self), isMemberwise(inner), depth < maximumDepth {
                collect(inner, path: path + [label], locals: locals, depth: depth + 1, isValue: isValue, into: &out)
                continue
            }
            out.append(Leaf(path: path + [label], value: value, argument: arg))
        }
    }

    /// True when the instance's arguments are a palette's: at least half of them colors (`colors`), and none a
    /// literal string, number or Boolean (a title, a size, a flag of a model value).
    static func isPalette(_ leaves: [Leaf], colors: Int) -> Bool {
        guard colors * 2 >= leaves.count else { return false }
        return !leaves.contains { leaf in
            let v = leaf.value
            return v.is(StringLiteralExprSyntax.self) || v.is(IntegerLiteralExprSyntax.self) || v.is(FloatLiteralExprSyntax.self)
                || v.is(BooleanLiteralExprSyntax.self)
        }
    }

    /// The appearance an instance's name says (`dark`, `LightColor`, `darkScheme`: one `light` or `dark` word) and the
    /// name's other words; nil when it says none.
    static func appearance(of instance: String) -> (mode: String, rest: String)? {
        let words = NameWords.split(instance)
        let modes = words.filter { $0 == "light" || $0 == "dark" }
        guard modes.count == 1, let mode = modes.first else { return nil }
        return (mode, words.filter { $0 != mode }.joined(separator: " "))
    }

    /// The token name of a path of labels: `["text", "Primary"]` → `textPrimary`.
    static func name(_ path: [String]) -> String {
        guard let first = path.first else { return "" }
        return first + path.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
