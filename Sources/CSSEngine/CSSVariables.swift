/// Custom property substitution: `var(--name, fallback)` with nested fallbacks and cycle detection.
///
/// Resolution is iterative with memoization, so a 10,000-long chain of custom properties resolves
/// in linear time without deep recursion; cycles make every property in them invalid (and their
/// `var()` references fall back), as CSS Variables 1 §2.3 says.
public enum CSSVariables {
    /// Deepest function/block nesting walked inside a value.
    static let maxNesting = 512
    /// Most component values one substitution call may produce in total, against `var()` bombs.
    static let maxValues = 2_000_000

    /// Replaces every `var()` in `values`; `lookup` gives a custom property's (trimmed) value, nil if undefined.
    public static func substitute(
        _ values: [CSSComponentValue], lookup: (String) -> [CSSComponentValue]?
    ) -> Result<[CSSComponentValue], CSSVarError> {
        guard containsVar(values) else { return .success(values) }
        return withoutActuallyEscaping(lookup) { lookup in
            var resolver = Resolver(lookup: lookup)
            for name in referencedNames(values) { resolver.resolve(name) }
            return resolver.substituteOnce(values)
        }
    }

    /// A substitution context that remembers every custom property it has resolved, so many values
    /// against the same properties cost one resolution of each property, not one per value.
    public final class Substituter {
        private var resolver: Resolver

        /// `lookup` gives a custom property's (trimmed) value, nil if undefined; it must not change.
        public init(lookup: @escaping (String) -> [CSSComponentValue]?) {
            resolver = Resolver(lookup: lookup)
        }

        /// Replaces every `var()` in `values`.
        public func substitute(_ values: [CSSComponentValue]) -> Result<[CSSComponentValue], CSSVarError> {
            guard containsVar(values) else { return .success(values) }
            for name in referencedNames(values) { resolver.resolve(name) }
            resolver.budget = CSSVariables.maxValues
            return resolver.substituteOnce(values)
        }
    }

    /// Resolves every custom property of `properties` (name → value) at once.
    public static func resolveAll(_ properties: [String: [CSSComponentValue]]) -> [String: Result<[CSSComponentValue], CSSVarError>] {
        var resolver = Resolver(lookup: { properties[$0] })
        for name in properties.keys { resolver.resolve(name) }
        return resolver.memo
    }

    /// True when `values` contain a `var()` at any depth.
    public static func containsVar(_ values: [CSSComponentValue]) -> Bool {
        var stack: [[CSSComponentValue]] = [values]
        while let list = stack.popLast() {
            for v in list {
                switch v.kind {
                case .function(let name, let args):
                    if CSSASCII.equalsIgnoringCase(name, "var") { return true }
                    stack.append(args)
                case .block(_, let content): stack.append(content)
                default: break
                }
            }
        }
        return false
    }

    /// The custom property names `values` reference, fallbacks included, in order of first appearance.
    public static func referencedNames(_ values: [CSSComponentValue]) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        var stack: [[CSSComponentValue]] = [values]
        while let list = stack.popLast() {
            for v in list {
                switch v.kind {
                case .function(let name, let args):
                    if CSSASCII.equalsIgnoringCase(name, "var"), let ref = parseVar(args), seen.insert(ref.name).inserted {
                        out.append(ref.name)
                    }
                    stack.append(args)
                case .block(_, let content): stack.append(content)
                default: break
                }
            }
        }
        return out
    }

    /// `var()` arguments: the name and, when there is a comma, the (trimmed) fallback.
    static func parseVar(_ args: [CSSComponentValue]) -> (name: String, fallback: [CSSComponentValue]?)? {
        var i = 0
        while i < args.count, args[i].isWhitespace { i += 1 }
        guard i < args.count, case .ident(let name) = args[i].kind, name.utf8.starts(with: [0x2D, 0x2D]) else { return nil }
        i += 1
        while i < args.count, args[i].isWhitespace { i += 1 }
        if i == args.count { return (name, nil) }
        guard case .comma = args[i].kind else { return nil }
        return (name, CSSSerializer.trimmed(Array(args[(i + 1)...])))
    }

    private struct Resolver {
        let lookup: (String) -> [CSSComponentValue]?
        var memo: [String: Result<[CSSComponentValue], CSSVarError>] = [:]
        var budget = CSSVariables.maxValues

        init(lookup: @escaping (String) -> [CSSComponentValue]?) {
            self.lookup = lookup
        }

        /// Resolves `name` and everything it depends on, depth first with an explicit stack.
        mutating func resolve(_ name: String) {
            guard memo[name] == nil else { return }
            // Each frame remembers its dependencies and how far it got, so a property with many
            // references is scanned once.
            struct Frame {
                var name: String
                var raw: [CSSComponentValue]
                var deps: [String]
                var next = 0
            }
            func frame(_ n: String) -> Frame? {
                guard let raw = lookup(n) else { return nil }
                return Frame(name: n, raw: raw, deps: referencedNames(raw))
            }
            guard let first = frame(name) else {
                memo[name] = .failure(.undefined(name))
                return
            }
            var stack: [Frame] = [first]
            var onStack: [String: Int] = [name: 0]
            while !stack.isEmpty {
                let top = stack.count - 1
                if memo[stack[top].name] != nil {
                    onStack[stack[top].name] = nil
                    stack.removeLast()
                    continue
                }
                var pushed = false
                while stack[top].next < stack[top].deps.count {
                    let dep = stack[top].deps[stack[top].next]
                    stack[top].next += 1
                    if memo[dep] != nil { continue }
                    if let start = onStack[dep] {
                        let cycle = stack[start...].map(\.name)
                        for n in cycle { memo[n] = .failure(.cycle(cycle)) }
                        break
                    }
                    guard let f = frame(dep) else {
                        memo[dep] = .failure(.undefined(dep))
                        continue
                    }
                    onStack[dep] = stack.count
                    stack.append(f)
                    pushed = true
                    break
                }
                if pushed || memo[stack[top].name] != nil { continue }
                let raw = stack[top].raw
                budget = CSSVariables.maxValues  // each property gets the whole budget
                memo[stack[top].name] = substituteOnce(raw)
            }
        }

        /// Substitutes memoized values (all references must be resolved already).
        mutating func substituteOnce(_ values: [CSSComponentValue], depth: Int = 0) -> Result<[CSSComponentValue], CSSVarError> {
            guard depth < CSSVariables.maxNesting else { return .failure(.tooDeep) }
            budget -= values.count
            guard budget >= 0 else { return .failure(.tooLarge) }
            var out: [CSSComponentValue] = []
            out.reserveCapacity(values.count)
            for v in values {
                switch v.kind {
                case .function(let name, let args):
                    if CSSASCII.equalsIgnoringCase(name, "var") {
                        guard let ref = parseVar(args) else { return .failure(.invalidSyntax) }
                        let resolved = memo[ref.name] ?? lookup(ref.name).map { .success($0) } ?? .failure(.undefined(ref.name))
                        switch resolved {
                        case .success(let r):
                            budget -= r.count
                            guard budget >= 0 else { return .failure(.tooLarge) }
                            out.append(contentsOf: r)
                        case .failure(let e):
                            guard let fallback = ref.fallback else { return .failure(e) }
                            switch substituteOnce(fallback, depth: depth + 1) {
                            case .success(let f): out.append(contentsOf: f)
                            case .failure(let e2): return .failure(e2)
                            }
                        }
                    } else {
                        switch substituteOnce(args, depth: depth + 1) {
                        case .success(let a): out.append(CSSComponentValue(.function(name, a), line: v.line, column: v.column))
                        case .failure(let e): return .failure(e)
                        }
                    }
                case .block(let kind, let content):
                    switch substituteOnce(content, depth: depth + 1) {
                    case .success(let c): out.append(CSSComponentValue(.block(kind, c), line: v.line, column: v.column))
                    case .failure(let e): return .failure(e)
                    }
                default:
                    out.append(v)
                }
            }
            return .success(out)
        }
    }
}
