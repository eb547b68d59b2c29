import GapCheckModel

/// The warnings of one token read, said once per kind and file.
///
/// A generated token file repeats one problem on hundreds of tokens (every alias into a set that is not
/// read, every value in a unit gapcheck does not know); a reader wants the kind of problem, how many
/// tokens have it and where the first is, not hundreds of lines. The same warning met twice (a token of a
/// shared set resolved for the light and for the dark appearance) is said once.
struct TokenDiagnostics {
    private struct Entry {
        var token: String
        var message: String
        var location: SourceLocation
    }

    private var entries: [Entry] = []
    private var seen: Set<String> = []

    /// Examples a grouped warning names.
    static let examples = 3

    /// Records `message` about the token named `token`, declared at `location`.
    mutating func add(token: String, _ message: String, at location: SourceLocation) {
        let key = "\(location.file)\u{1F}\(location.line)\u{1F}\(location.column)\u{1F}\(token)\u{1F}\(message)"
        guard seen.insert(key).inserted else { return }
        entries.append(Entry(token: token, message: message, location: location))
    }

    /// True when some alias did not resolve.
    var hasUnresolvedAliases: Bool { entries.contains { Self.kind($0.message) == "aliases that do not resolve" } }

    /// Records a warning about the sets as a whole, said as written.
    mutating func note(_ message: String, at location: SourceLocation) {
        add(token: "", message, at: location)
    }

    /// The kind of a message: an unresolved alias, a value not understood, or the message itself.
    private static func kind(_ message: String) -> String {
        if message.hasPrefix("alias {"), message.hasSuffix("} does not resolve") { return "aliases that do not resolve" }
        if message.hasSuffix(" value not understood") { return message }
        return ""
    }

    /// One warning per token for kinds met once in a file; one warning with a count, at the first token,
    /// for a kind met more often.
    var diagnostics: [Diagnostic] {
        var groups: [String: [Entry]] = [:]
        var order: [String] = []
        var out: [(SourceLocation, Diagnostic)] = []
        for e in entries {
            let kind = Self.kind(e.message)
            guard !kind.isEmpty else {
                out.append((e.location, Diagnostic(.warning, e.token.isEmpty ? e.message : "token \(e.token): \(e.message)", at: e.location)))
                continue
            }
            let key = e.location.file + "\u{1F}" + kind
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(e)
        }
        for key in order {
            guard let group = groups[key]?.sorted(by: { ($0.location, $0.token) < ($1.location, $1.token) }), let first = group.first else { continue }
            if group.count == 1 {
                out.append((first.location, Diagnostic(.warning, "token \(first.token): \(first.message)", at: first.location)))
                continue
            }
            let named = group.prefix(Self.examples).map { e -> String in
                if e.message.hasPrefix("alias {") { return "\(e.token) (\(e.message.dropFirst(6).dropLast(17)))" }
                return e.token
            }
            let more = group.count > Self.examples ? ", …" : ""
            let what: String
            if Self.kind(first.message).hasPrefix("aliases") {
                what = "\(group.count) tokens have aliases that do not resolve"
            } else {
                what = "\(group.count) tokens: \(first.message)"
            }
            out.append((first.location, Diagnostic(.warning, "\(what): \(named.joined(separator: ", "))\(more)", at: first.location)))
        }
        return out.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
