import Foundation
import GapCheckModel

/// The constants a broken token file writes, read line by line as written (`public static let blue4 = #97AEC0`),
/// with the type each sits in: what the file declares, whatever the parser could recover of it. A token the app
/// declares in a file the compiler rejects is still the app's token, by name and (where the line can be read) value.
struct WrittenConstants {
    /// One constant as written.
    struct Constant {
        var name: String
        /// The enclosing types' names, dot-joined (`Theme.Colors`); nil at file scope or in a type without a name.
        var owner: String?
        /// `enum`, `struct`, `class` or `extension`: how the enclosing type is declared (nil at file scope).
        var ownerKind: String?
        /// The type annotation as written, with its colon (`: CGFloat`), or "".
        var annotation: String
        /// The value, with a trailing comment and separator removed, and continuation lines joined.
        var value: String
        var line: Int
        /// The column of the name.
        var column: Int
        /// The line as written, trimmed.
        var written: String
    }

    var constants: [Constant] = []

    /// Modifiers a declaration or type header may start with.
    private static let modifiers: Set<String> = [
        "public", "internal", "private", "fileprivate", "open", "nonisolated", "final", "const", "lazy", "static", "class"
    ]

    /// The words of a line after its modifiers and attributes.
    private static func afterModifiers(_ line: String, keeping kept: Set<String> = []) -> [Substring] {
        Array(
            line.split(separator: " ", omittingEmptySubsequences: true).drop {
                (modifiers.contains(String($0)) && !kept.contains(String($0))) || $0.hasPrefix("@")
            })
    }

    /// A line declaring a stored constant: modifiers, `let`/`var` (or a Kotlin `val`), the name, an optional type,
    /// `=` and the value. Nil for anything else.
    static func declaration(_ line: String) -> (name: String, annotation: String, value: String)? {
        let words = afterModifiers(line)
        guard let keyword = words.first, ["let", "var", "val"].contains(keyword), let eq = line.firstIndex(of: "=") else { return nil }
        let head = words.dropFirst().joined(separator: " ")
        let beforeEquals = head.prefix { $0 != "=" }
        let name = String(beforeEquals.prefix { !$0.isWhitespace && $0 != ":" })
        guard !name.isEmpty else { return nil }
        let rest = beforeEquals.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        let annotation = rest.hasPrefix(":") ? rest : ""
        guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
        return (name, annotation, String(line[line.index(after: eq)...]).trimmingCharacters(in: .whitespaces))
    }

    /// A type's header (`public enum Tokens {`, `extension UIColor {`, `public class {` without a name): its kind
    /// and name. Nil for anything else.
    static func typeHeader(_ line: String) -> (kind: String, name: String?)? {
        // `class` and `static` are modifiers of a member, but `class` is a type's own keyword here.
        let words = afterModifiers(line, keeping: ["class"])
        guard let first = words.first else { return nil }
        let kind = String(first.prefix { $0.isLetter })
        guard ["enum", "struct", "class", "extension", "actor"].contains(kind),
            first.count == kind.count || "{:".contains(first.dropFirst(kind.count).first ?? " ")
        else { return nil }
        let nameWord = first.count > kind.count ? Substring("") : (words.dropFirst().first ?? "")
        let name = String(nameWord.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        return (kind, name.isEmpty ? nil : name)
    }

    /// Reads every constant the file's lines declare in type bodies or at file scope (never a function's locals).
    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each open brace: the type it opens (name or nil for a type without one), or a body (nil kind).
        var scopes: [(kind: String?, name: String?)] = []
        var pending: (kind: String, name: String?)?
        var i = 0
        while i < lines.count {
            let raw = lines[i]
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            let code = Self.code(of: trimmed)
            if let h = Self.typeHeader(trimmed), !trimmed.contains("="), !["func", "var", "let", "subscript", "init"].contains(h.name ?? "") {
                pending = (h.kind, h.name)
            }
            let inTypeOrFile = scopes.last.map { $0.kind != nil } ?? true
            if inTypeOrFile, let m = Self.declaration(trimmed) {
                var value = Self.cleaned(m.value)
                // A value written over several lines (`Color(` … `)`) is joined until its brackets close.
                var j = i
                while Self.openBrackets(value) > 0, j + 1 < lines.count, j - i < 8 {
                    j += 1
                    value += " " + Self.cleaned(lines[j].trimmingCharacters(in: .whitespaces))
                }
                let owners = scopes.compactMap { $0.kind != nil ? $0.name : nil }
                let name = m.name
                let column = (raw.range(of: name).map { raw.distance(from: raw.startIndex, to: $0.lowerBound) } ?? 0) + 1
                constants.append(
                    Constant(
                        name: name, owner: owners.isEmpty ? nil : owners.joined(separator: "."), ownerKind: scopes.last?.kind,
                        annotation: m.annotation, value: value, line: i + 1,
                        column: column, written: trimmed))
            }
            for ch in code {
                if ch == "{" {
                    scopes.append(pending.map { (kind: $0.kind, name: $0.name) } ?? (kind: nil, name: nil))
                    pending = nil
                } else if ch == "}", !scopes.isEmpty {
                    scopes.removeLast()
                }
            }
            i += 1
        }
    }

    /// A line's code without its string literals and line comment, for counting braces.
    private static func code(of line: String) -> String {
        guard !line.hasPrefix("//"), !line.hasPrefix("*"), !line.hasPrefix("/*") else { return "" }
        var out = ""
        var inString = false
        var previous: Character = " "
        for ch in line {
            if ch == "\"" { inString.toggle() }
            if !inString && previous == "/" && ch == "/" {
                out.removeLast()
                break
            }
            if !inString && ch != "\"" { out.append(ch) }
            previous = ch
        }
        return out
    }

    /// A value without a trailing comment (`1rem /* the base size */`, `#FFF // brand`) and separator.
    private static func cleaned(_ value: String) -> String {
        var v = value
        if let r = v.range(of: #"\s*/\*.*\*/\s*$"#, options: .regularExpression) { v.removeSubrange(r) }
        if !v.contains("\""), let r = v.range(of: #"\s+//.*$"#, options: .regularExpression) { v.removeSubrange(r) }
        return v.trimmingCharacters(in: CharacterSet(charactersIn: " \t;,"))
    }

    /// How many brackets a value leaves open.
    private static func openBrackets(_ value: String) -> Int {
        value.reduce(0) { n, ch in n + ("([".contains(ch) ? 1 : ")]".contains(ch) ? -1 : 0) }
    }

    /// A CSS hex color (`#97AEC0`, `#fff`, `#97AEC0CC`), six or eight digits; nil for anything else.
    static func cssHex(_ value: String) -> String? {
        guard value.range(of: #"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"#, options: .regularExpression) != nil
        else { return nil }
        let digits = value.dropFirst()
        return "#" + (digits.count <= 4 ? digits.map { "\($0)\($0)" }.joined() : String(digits))
    }

    /// A CSS length in points (`1rem` and `1em` at the 16pt root, `16px`, `12pt`); nil for anything else.
    static func cssPoints(_ value: String) -> Double? {
        let v = value.lowercased()
        guard let unit = ["rem", "px", "pt", "em", "dp", "sp"].first(where: { v.hasSuffix($0) }), let n = Double(v.dropLast(unit.count)),
            v.dropLast(unit.count).allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" })
        else { return nil }
        return ["rem", "em"].contains(unit) ? n * 16 : n
    }

    /// The Swift the line meant, when its value is written in CSS (`#97AEC0` → `Color(hex: "#97AEC0")`, `1rem` →
    /// `16` as a CGFloat), else the value as written.
    static func swiftValue(_ c: Constant, uiKit: Bool) -> (annotation: String, value: String) {
        if let hex = cssHex(c.value) { return ("", "\(uiKit ? "UIColor" : "Color")(hex: \"\(hex)\")") }
        if let points = cssPoints(c.value) { return (": CGFloat", Length.format(points)) }
        return (c.annotation, c.value)
    }
}
