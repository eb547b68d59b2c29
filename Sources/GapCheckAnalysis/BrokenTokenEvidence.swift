import Foundation
import GapCheckModel

/// What the findings may claim about tokens of a token file the compiler rejects (`BrokenTokenFile`). Its tokens
/// are the app's, read from its lines as written; the one critical is the broken file (`token.syntax-error`). A
/// finding on one of its tokens is at most medium and says the file does not compile; a design token the file
/// declares with a value gapcheck cannot read exists by name, so it is never reported missing.
public enum BrokenTokenEvidence {
    /// Adjusts findings one at a time, as the pipeline merges them.
    public struct Lowering: Sendable {
        /// The broken files, by display path.
        let files: Set<String>
        /// Names (as word keys) of the constants whose values cannot be read, with the file declaring each.
        let unread: [String: BrokenDeclaration]

        /// Nil when no token file is broken: then no finding changes.
        public init?(_ context: CheckContext) {
            let broken = context.inventory.brokenTokenFiles
            guard !broken.isEmpty else { return nil }
            files = Set(broken.map(\.file))
            var unread: [String: BrokenDeclaration] = [:]
            for d in broken.flatMap(\.unreadValues) where unread[Self.key(d.name)] == nil { unread[Self.key(d.name)] = d }
            self.unread = unread
        }

        /// A name's words, joined: `--size-font-large`, `sizeFontLarge` and `size_font_large` are one key.
        static func key(_ name: String) -> String {
            let leaf = name.split(separator: ".").last.map(String.init) ?? name
            return NameWords.split(leaf.hasPrefix("--") ? String(leaf.dropFirst(2)) : leaf).map { $0.lowercased() }.joined(separator: "-")
        }

        /// True when `f` says a design token has no token in code, while a broken file declares one of its name
        /// whose value gapcheck cannot read: the token exists, its value is unknown.
        public func leavesOut(_ f: Finding) -> Bool {
            guard !unread.isEmpty, f.actual == nil, f.count <= 1, let name = f.expected?.name else { return false }
            return unread[Self.key(name)] != nil || unread[Self.key(name.replacingOccurrences(of: ".", with: "-"))] != nil
        }

        /// Lowers a critical finding resting on a broken file's token to medium and names the file.
        public func lower(_ f: inout Finding) {
            guard f.rule != TokenSyntaxErrorCheck.description.id else { return }
            let code = [f.actual?.location, f.fixLocation].compactMap { $0 }.first { files.contains($0.file) }
            guard let code else { return }
            if f.severity == .critical { f.severity = .medium }
            let name = (code.file as NSString).lastPathComponent
            f.message +=
                " The token is read from `\(name)` as written, and that file does not compile (see token.syntax-error): no view draws it until the file is fixed."
        }
    }
}
