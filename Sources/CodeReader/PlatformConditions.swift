import SwiftSyntax

/// Evaluates `#if` conditions the way an iOS build of the app does: `os(iOS)` holds, `os(macOS)` and
/// `canImport(AppKit)` do not. A multi-platform codebase (`#if os(macOS) NSColor(named: …) #else …`) is read
/// as the iOS app it is checked as; a condition on build flags (`DEBUG`) or the simulator is unknown, and an
/// unknown condition keeps every branch, as before.
enum PlatformConditions {
    /// Platforms other than iOS (and iPadOS, which `os(iOS)` covers).
    static let otherOperatingSystems: Set<String> = [
        "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku"
    ]
    /// Modules an iOS app can import.
    static let iOSModules: Set<String> = [
        "UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "CoreText", "CoreImage", "Darwin", "ObjectiveC", "os", "MapKit",
        "AVFoundation", "CoreData", "StoreKit", "WidgetKit", "ActivityKit", "HealthKit", "UserNotifications"
    ]
    /// Modules only other platforms have.
    static let otherModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android", "ucrt", "CarPlay"]

    /// The clauses of the file's `#if` blocks an iOS build leaves out. When the file's text (`source`) is given
    /// and never spells `#if`, the file has no such block and the tree is not walked.
    static func inactiveClauses(in tree: SourceFileSyntax, source: String? = nil) -> Set<SyntaxIdentifier> {
        if let source, !spellsPoundIf(source) { return [] }
        var out: Set<SyntaxIdentifier> = []
        for block in SyntaxHelpers.descendants(of: tree, IfConfigDeclSyntax.self) {
            var decided = false
            for clause in block.clauses {
                if decided { out.insert(clause.id); continue }
                guard let condition = clause.condition else { break }  // `#else`: taken
                guard let holds = evaluate(condition) else { break }  // unknown: this clause and every later one stay
                if holds { decided = true } else { out.insert(clause.id) }
            }
        }
        return out
    }

    /// True when `text` holds the bytes `#if` anywhere (code, comment or string): a file without them has no `#if` block.
    static func spellsPoundIf(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for i in 0..<(bytes.count - 2) where bytes[i] == UInt8(ascii: "#") {
                if bytes[i + 1] == UInt8(ascii: "i") && bytes[i + 2] == UInt8(ascii: "f") { return true }
            }
            return false
        }
    }

    /// True or false for a condition an iOS build decides; nil when it depends on anything else.
    static func evaluate(_ expr: ExprSyntax) -> Bool? {
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return evaluate(inner.expression)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let seq = expr.as(SequenceExprSyntax.self) { return sequence(Array(seq.elements)) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(evaluate(infix.leftOperand), op, evaluate(infix.rightOperand))
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let fn = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let arg = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch fn {
        case "os":
            if arg == "iOS" { return true }
            return otherOperatingSystems.contains(arg) ? false : nil
        case "canImport":
            if iOSModules.contains(arg) { return true }
            return otherModules.contains(arg) ? false : nil
        case "targetEnvironment":
            // An iOS app is not the Mac Catalyst build; simulator or device is unknown.
            return arg == "macCatalyst" ? false : nil
        default:
            return nil
        }
    }

    /// True when a clause belongs to an `#if` block one of whose conditions tests the platform (`os(…)`,
    /// `canImport(…)`, `targetEnvironment(…)`): the block is code written for several platforms, its `#else` included.
    static func testsPlatform(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
        return block.clauses.contains { c in
            guard let condition = c.condition else { return false }
            return SyntaxHelpers.descendants(of: condition, FunctionCallExprSyntax.self).contains { call in
                guard let fn = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
                return ["os", "canImport", "targetEnvironment"].contains(fn)
            }
        }
    }

    /// `a && b || c` unfolded: `&&` binds tighter than `||`, three-valued.
    private static func sequence(_ els: [ExprSyntax]) -> Bool? {
        guard els.count % 2 == 1 else { return nil }
        var groups: [Bool?] = []
        var current: Bool? = evaluate(els[0])
        var i = 1
        while i + 1 < els.count {
            guard let op = els[i].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            let rhs = evaluate(els[i + 1])
            switch op {
            case "&&": current = combine(current, "&&", rhs)
            case "||":
                groups.append(current)
                current = rhs
            default: return nil
            }
            i += 2
        }
        groups.append(current)
        return groups.dropFirst().reduce(groups[0]) { combine($0, "||", $1) }
    }

    /// Three-valued `&&` and `||`.
    private static func combine(_ a: Bool?, _ op: String, _ b: Bool?) -> Bool? {
        switch op {
        case "&&":
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case "||":
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        default: return nil
        }
    }
}
