import GapCheckModel

/// Color tokens the design declares again and again with different values, page by page: a generator that writes
/// each page its own theme (Google Stitch gives every screen its own `tailwind.config`, one `primary` per page), or
/// pages drawn at different times that each restate the palette. A token with three or more different values in three
/// or more files is no single design value: the app can follow one of them at most, and comparing it with each page's
/// would call its one accent wrong against most pages.
///
/// Such a token is reported once (`design.conflict`, naming its values), and the app is compared with it only where
/// the design agrees with itself: a code token or an element painted with the token is not reported when the app's color
/// is one of the token's values; otherwise its finding stays (an element's naming the spread). Two values in two files stay the
/// two-version conflict `MatchIndex.followedAlternative` reads.
public struct DesignSpread: Sendable {
    /// Least number of different values, and of files declaring them, that make a token spread.
    public static let leastValues = 3

    /// One spread token: its different values (each where first declared) and how many files declare it.
    public struct Token: Sendable {
        public var name: String
        public var values: [(color: Color, location: SourceLocation)]
        public var files: Int
    }

    /// The spread tokens by name.
    public let tokens: [String: Token]
    /// Colors closer than this (ΔE2000) are one value.
    let tolerance: Double

    /// The spread tokens of `expectations`; colors within `tolerance` (ΔE2000) count as one value. With `files`, only
    /// declarations in those files count (the design's kept pages: not the alternatives it was not compared with).
    public init(_ expectations: [Expectation], tolerance: Double, files: Set<String>? = nil) {
        self.tolerance = tolerance
        let kept = files
        var out: [String: Token] = [:]
        for e in expectations where e.kind == .color {
            guard let own = e.light.color, let alternatives = e.alternatives, alternatives.count >= Self.leastValues - 1 else { continue }
            var values: [(color: Color, location: SourceLocation)] = [(own, e.location)]
            var files: Set<String> = Set([e.location.file] + (e.alsoDeclaredIn ?? []))
            // Only the same name restated elsewhere: a token re-typed under another name is one conflict of two names.
            for a in alternatives where a.name == nil && kept.map({ $0.contains(a.location.file) }) ?? true {
                guard let c = a.value.color else { continue }
                files.insert(a.location.file)
                if !values.contains(where: { Self.same($0.color, c, tolerance: tolerance) }) { values.append((c, a.location)) }
            }
            guard values.count >= Self.leastValues, files.count >= Self.leastValues else { continue }
            out[e.name] = Token(name: e.name, values: values, files: files.count)
        }
        tokens = out
    }

    /// The spread tokens of `spec` as compared: declarations in the files it keeps (its screens' pages and the files its
    /// tokens are declared in), not in the alternatives `DesignAlternatives` left out.
    public init(_ spec: DesignSpec, tolerance: Double) {
        var files = Set(spec.screens.map(\.location.file))
        for e in spec.expectations {
            files.insert(e.location.file)
            files.formUnion(e.alsoDeclaredIn ?? [])
        }
        self.init(spec.expectations, tolerance: tolerance, files: files)
    }

    /// True when no token is spread.
    public var isEmpty: Bool { tokens.isEmpty }

    /// The spread token `name` (a custom property, `--color-primary`), if it is one.
    public func token(_ name: String?) -> Token? {
        name.flatMap { tokens[$0] }
    }

    /// True when `f` compares a code token that follows one of a spread token's values with another of them, as if
    /// the token had one value (`color.mismatch`, `color.generic`, `color.drift`): the design's one finding about the
    /// token (`design.conflict`) says it instead. A code value that is none of them stays a finding.
    public func leavesOut(_ f: Finding) -> Bool {
        guard !tokens.isEmpty, f.rule.hasPrefix("color."), let token = token(f.expected?.name) else { return false }
        return [f.actual?.color, f.actual?.darkColor].contains { $0.map { follows($0, token) } ?? false }
    }

    /// True when `color` is one of the spread token's values (within the tolerance).
    public func follows(_ color: Color, _ token: Token) -> Bool {
        token.values.contains { Self.same($0.color, color, tolerance: tolerance) }
    }

    /// The token's values as a list for a message: `#0D59F2, #2B7CEE, #135BEC and 7 more`.
    public static func valueList(_ token: Token, shown: Int = 5) -> String {
        let hex = token.values.map { $0.color.hex }
        guard hex.count > shown else { return hex.dropLast().joined(separator: ", ") + " and " + (hex.last ?? "") }
        return hex.prefix(shown).joined(separator: ", ") + " and \(hex.count - shown) more"
    }

    static func same(_ a: Color, _ b: Color, tolerance: Double) -> Bool {
        abs(a.alpha - b.alpha) < 0.02 && a.deltaE2000(to: b) <= tolerance
    }
}
