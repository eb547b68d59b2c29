import SwiftSyntax

/// Evaluates constant numeric expressions as written in Swift: `255/255`, `95.0 / 255.0`, `0x5F / 255`,
/// `CGFloat(95)/255`, `-(4)`, `16 as CGFloat`. A name is a constant only when the caller knows it
/// (`spaceScale * 2` beside `static let spaceScale = CGFloat(4)`); any other name makes the expression nil.
enum NumberEvaluator {
    /// Numeric conversions that keep the value (`CGFloat(8.00)`).
    static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "Float64", "Float32", "UInt8", "UInt", "UInt32", "Int32"]

    /// The value of `expr`, or nil when it is not a constant expression or not finite (`1e400`).
    static func evaluate(_ expr: ExprSyntax) -> Double? { evaluate(expr, names: [:]) }

    /// The value of `expr`, where the constants in `names` (`spaceScale`, `Metrics.spaceScale`) have their values.
    static func evaluate(_ expr: ExprSyntax, names: [String: Double]) -> Double? {
        guard let v = evaluateRaw(expr, names), v.isFinite else { return nil }
        return v
    }

    /// True when `expr` is written as a floating-point value: a `CGFloat(…)`/`Double(…)`/`Float(…)` conversion, a
    /// name in `floatNames`, or arithmetic on one. That is the type evidence an unannotated `static let` gives.
    static func isFloatingPoint(_ expr: ExprSyntax, floatNames: Set<String>) -> Bool {
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return ["CGFloat", "Double", "Float", "Float64", "Float32"].contains(name)
        }
        if let name = referenceName(expr) { return floatNames.contains(name) }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let e = t.elements.first {
            return isFloatingPoint(e.expression, floatNames: floatNames)
        }
        if let p = expr.as(PrefixOperatorExprSyntax.self) { return isFloatingPoint(p.expression, floatNames: floatNames) }
        if let seq = expr.as(SequenceExprSyntax.self) { return seq.elements.contains { isFloatingPoint($0, floatNames: floatNames) } }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            return isFloatingPoint(infix.leftOperand, floatNames: floatNames) || isFloatingPoint(infix.rightOperand, floatNames: floatNames)
        }
        return false
    }

    /// `spaceScale` or `Owner.spaceScale` as written, for a lookup among known constants.
    static func referenceName(_ expr: ExprSyntax) -> String? {
        if let r = expr.as(DeclReferenceExprSyntax.self), r.argumentNames == nil { return r.baseName.text }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base, let b = referenceName(base) {
            return b + "." + m.declName.baseName.text
        }
        return nil
    }

    private static func evaluateRaw(_ expr: ExprSyntax, _ names: [String: Double]) -> Double? {
        if !names.isEmpty, let n = referenceName(expr) { return names[n] }
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return integer(i).map(Double.init) }
        if let f = expr.as(FloatLiteralExprSyntax.self) { return f.representedLiteralValue }
        if let p = expr.as(PrefixOperatorExprSyntax.self) {
            guard let v = evaluate(p.expression, names: names) else { return nil }
            switch p.operator.text {
            case "-": return -v
            case "+": return v
            default: return nil
            }
        }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let e = t.elements.first, e.label == nil {
            return evaluate(e.expression, names: names)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            numericTypes.contains(name), call.arguments.count == 1, let arg = call.arguments.first, arg.label == nil || arg.label?.text == "exactly"
        {
            // `CGFloat(95/255)`: integer literals default to Int, so the division truncates (to 0) before the conversion.
            if let i = integerOnly(arg.expression) { return Double(i) }
            return evaluate(arg.expression, names: names)
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(seq.elements), names: names) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let l = evaluate(infix.leftOperand, names: names), let r = evaluate(infix.rightOperand, names: names)
        {
            return apply(op, l, r)
        }
        if let a = expr.as(AsExprSyntax.self) { return evaluate(a.expression, names: names) }
        return nil
    }

    /// The value of an expression made only of integer literals and `+ - * /`, with Swift's truncating division.
    static func integerOnly(_ expr: ExprSyntax) -> Int? {
        if let i = expr.as(IntegerLiteralExprSyntax.self) { return integer(i) }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let v = integerOnly(p.expression) { return 0 &- v }
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
                let (r, o) = last.dividedReportingOverflow(by: rhs)
                if o { return nil }
                terms.append(r)
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
    private static func evaluate(sequence raw: [ExprSyntax], names: [String: Double]) -> Double? {
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
                guard let v = evaluate(e, names: names) else { return nil }
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
