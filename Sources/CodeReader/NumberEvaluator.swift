import SwiftSyntax

/// Evaluates constant numeric expressions as written in Swift: `255/255`, `95.0 / 255.0`, `0x5F / 255`,
/// `CGFloat(95)/255`, `-(4)`, `16 as CGFloat`. Anything that names a variable is not a constant (nil).
enum NumberEvaluator {
    /// Numeric conversions that keep the value (`CGFloat(8.00)`).
    static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "Float64", "Float32", "UInt8", "UInt", "UInt32", "Int32"]

    /// The value of `expr`, or nil when it is not a constant expression.
    static func evaluate(_ expr: ExprSyntax) -> Double? {
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return integer(i).map(Double.init) }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return f.representedLiteralValue }
        if let p = expr.as(PrefixOperatorExprSyntax.self) {
            guard let v = evaluate(p.expression) else { return nil }
            switch p.operator.text {
            case "-": return -v
            case "+": return v
            default: return nil
            }
        }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let e = t.elements.first, e.label == nil {
            return evaluate(e.expression)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            numericTypes.contains(name), call.arguments.count == 1, let arg = call.arguments.first, arg.label == nil || arg.label?.text == "exactly"
        {
            // `CGFloat(95/255)`: integer literals default to Int, so the division truncates (to 0) before the conversion.
            if let i = integerOnly(arg.expression) { return Double(i) }
            return evaluate(arg.expression)
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(seq.elements)) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let l = evaluate(infix.leftOperand), let r = evaluate(infix.rightOperand)
        {
            return apply(op, l, r)
        }
        if let a = expr.as(AsExprSyntax.self) { return evaluate(a.expression) }
        return nil
    }

    /// The value of an expression made only of integer literals and `+ - * /`, with Swift's truncating division.
    static func integerOnly(_ expr: ExprSyntax) -> Int? {
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return integer(i) }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let v = integerOnly(p.expression) { return -v }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let e = t.elements.first, e.label == nil { return integerOnly(e.expression) }
        guard let seq = expr.as(SequenceExprSyntax.self) else { return nil }
        let els = Array(seq.elements)
        guard els.count % 2 == 1 else { return nil }
        var values: [Int] = []
        var ops: [String] = []
        for (k, e) in els.enumerated() {
            if k % 2 == 0 {
                guard let v = integerOnly(e) else { return nil }
                values.append(v)
            } else {
                guard let op = e.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
                ops.append(op)
            }
        }
        var terms = [values[0]]
        var addOps: [String] = []
        for (k, op) in ops.enumerated() {
            let rhs = values[k + 1]
            switch op {
            case "*":
                guard let last = terms.popLast() else { return nil }
                let (r, o) = last.multipliedReportingOverflow(by: rhs)
                if o { return nil }
                terms.append(r)
            case "/":
                guard let last = terms.popLast(), rhs != 0 else { return nil }
                terms.append(last / rhs)
            default:
                addOps.append(op); terms.append(rhs)
            }
        }
        var result = terms[0]
        for (k, op) in addOps.enumerated() { result = op == "+" ? result &+ terms[k + 1] : result &- terms[k + 1] }
        return result
    }

    /// The value of an integer literal (`0x34C759`, `1_000`).
    static func integer(_ i: IntegerLiteralExprSyntax) -> Int? { i.representedLiteralValue }

    /// Evaluates an unfolded operator sequence with `*`/`/` binding tighter than `+`/`-`.
    private static func evaluate(sequence raw: [ExprSyntax]) -> Double? {
        // Drop `as T` casts: they appear as an UnresolvedAsExpr followed by a TypeExpr.
        var elements: [ExprSyntax] = []
        var i = 0
        while i < raw.count {
            if raw[i].is(UnresolvedAsExprSyntax.self) { i += 2; continue }
            elements.append(raw[i]); i += 1
        }
        guard elements.count % 2 == 1 else { return nil }
        var values: [Double] = []
        var ops: [String] = []
        for (index, e) in elements.enumerated() {
            if index % 2 == 0 {
                guard let v = evaluate(e) else { return nil }
                values.append(v)
            } else {
                guard let op = e.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
                ops.append(op)
            }
        }
        // First pass: * and /.
        var sums: [Double] = [values[0]]
        var addOps: [String] = []
        for (k, op) in ops.enumerated() {
            let rhs = values[k + 1]
            if op == "*" || op == "/" {
                guard let last = sums.popLast(), let r = apply(op, last, rhs) else { return nil }
                sums.append(r)
            } else {
                addOps.append(op); sums.append(rhs)
            }
        }
        var result = sums[0]
        for (k, op) in addOps.enumerated() { result = op == "+" ? result + sums[k + 1] : result - sums[k + 1] }
        return result.isFinite ? result : nil
    }

    private static func apply(_ op: String, _ l: Double, _ r: Double) -> Double? {
        switch op {
        case "+": return l + r
        case "-": return l - r
        case "*": return l * r
        case "/": return r == 0 ? nil : l / r
        default: return nil
        }
    }
}
