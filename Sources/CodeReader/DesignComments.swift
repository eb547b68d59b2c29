import Foundation
import GapCheckModel
import SwiftSyntax

/// The comments in a declaration's leading trivia that may name a design page (`ViewComment`): doc comments and
/// `// MARK:` lines on a view type or one of its members. Consecutive comment lines are one comment; a blank line
/// starts another. Only comments that hold a digit (`mockup 02`, `p02`, `06c`) or an HTML file name, and `MARK` lines
/// (a section's name), are kept: the others cannot name a page, and a view's comments are many.
enum DesignComments {
    static func read(_ trivia: Trivia, onMember: Bool, at location: SourceLocation) -> [ViewComment] {
        var out: [ViewComment] = []
        var lines: [String] = []
        func flush() {
            defer { lines = [] }
            guard !lines.isEmpty else { return }
            let text = lines.joined(separator: " ").trimmingSpaces
            guard !text.isEmpty, text.contains(where: \.isNumber) || text.lowercased().contains(".htm") || text.hasPrefix("MARK:") else { return }
            // A long block is documentation of behaviour: its first 400 characters hold what it is.
            out.append(ViewComment(text: String(text.prefix(400)), onMember: onMember, location: location))
        }
        for piece in trivia {
            switch piece {
            case .lineComment(let t): lines.append(String(t.dropFirst(2)).trimmingSpaces)
            case .docLineComment(let t): lines.append(String(t.dropFirst(3)).trimmingSpaces)
            case .blockComment(let t), .docBlockComment(let t):
                flush()
                lines.append(t.replacingOccurrences(of: "/**", with: "").replacingOccurrences(of: "/*", with: "").replacingOccurrences(of: "*/", with: ""))
                flush()
            case .newlines(let n), .carriageReturnLineFeeds(let n), .carriageReturns(let n): if n > 1 { flush() }
            default: break
            }
        }
        flush()
        return out
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
