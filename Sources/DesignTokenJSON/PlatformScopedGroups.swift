import GapCheckModel

/// Token groups a token set scopes by platform in their path (`type.ios.*` beside `type.web.*`,
/// `type.android.*`, `type.tv.*`; `spacing.desktop.*` beside `spacing.mobile.*`).
///
/// The rule: where one group holds sibling groups named only by a platform, and one of them names an Apple
/// platform (`ios`, `tvos`, `macos`, `watchos`) or the phone (`mobile`), the siblings named for another
/// platform (`web`, `android`, `desktop`, `tv`, `windows`) are that platform's and owed nothing by a Swift app.
/// Without an Apple or mobile sibling nothing is left out: a set scoped only to `web` may be all the design has.
public enum PlatformScopedGroups {
    /// Segment words that scope a group to the Swift app's platform.
    static let ownWords: Set<String> = TokenSetSelection.applePlatformWords.union(["mobile"])
    /// Segment words that scope a group to a platform the Swift app is not.
    static let otherWords: Set<String> = TokenSetSelection.foreignPlatformWords.union(["tv", "desktop", "windows"])

    /// `tokens` without those of another platform's groups, and the dotted names of the groups left out (in order).
    public static func leaveOut(_ tokens: [DesignToken]) -> (tokens: [DesignToken], groups: [String]) {
        // The platform-named groups under each parent path, by whose they are.
        var own: Set<[String]> = []
        for t in tokens {
            for k in t.path.indices.dropLast() where scope(t.path[k]) == .own { own.insert(Array(t.path[..<k])) }
        }
        guard !own.isEmpty else { return (tokens, []) }
        var kept: [DesignToken] = []
        var groups: [String] = []
        var seen: Set<String> = []
        for t in tokens {
            let cut = t.path.indices.dropLast().first { k in scope(t.path[k]) == .other && own.contains(Array(t.path[..<k])) }
            guard let k = cut else {
                kept.append(t)
                continue
            }
            let group = t.path[...k].joined(separator: ".")
            if seen.insert(group).inserted { groups.append(group) }
        }
        return (kept, groups)
    }

    /// The diagnostic that says which groups were left out, at `location` (the first token file's); nil when none was.
    public static func diagnostic(_ groups: [String], at location: SourceLocation) -> Diagnostic? {
        guard !groups.isEmpty else { return nil }
        let shown = groups.prefix(6).map { "`\($0)`" }.joined(separator: ", ") + (groups.count > 6 ? " and \(groups.count - 6) more" : "")
        return Diagnostic(
            .warning,
            "token groups scoped to another platform beside an Apple one left out: \(shown) (the app owes only its own platform's groups)",
            at: location)
    }

    enum Scope { case own, other }

    /// Whose a group named `segment` is: a name made only of platform words (`ios`, `web`, `tvOS`, `android`).
    static func scope(_ segment: String) -> Scope? {
        let words = TokenSetSelection.words(segment)
        guard !words.isEmpty else { return nil }
        if words.isSubset(of: ownWords) { return .own }
        if words.isSubset(of: otherWords) { return .other }
        return nil
    }
}
