import Foundation

/// Sibling panes of one design page that draw competing directions of one design, shown one at a time by tabs: each
/// redefines the same custom properties under a class of its own (`.a { --ink: … }`, `.b { --ink: … }`) and repeats
/// the others' frames and texts (`AlternativePaneReader`). The app can follow one of them at most.
public struct AlternativePanes: Sendable, Hashable, Codable {
    /// The page, as the reader displays it.
    public var file: String
    /// The panes in document order.
    public var panes: [AlternativePane]
    public init(file: String, panes: [AlternativePane]) { self.file = file; self.panes = panes }
}

/// One pane of `AlternativePanes`.
public struct AlternativePane: Sendable, Hashable, Codable {
    /// What the pane is called: its first heading, else its class.
    public var label: String
    /// The class (lower-cased) the pane's custom properties are declared on.
    public var scope: String
    /// The lines of the page the pane spans, first and last.
    public var firstLine: Int
    public var lastLine: Int
    public init(label: String, scope: String, firstLine: Int, lastLine: Int) {
        self.label = label; self.scope = scope; self.firstLine = firstLine; self.lastLine = lastLine
    }

    /// True when `location` lies inside the pane in `file`.
    public func contains(_ location: SourceLocation, file: String) -> Bool {
        location.file == file && location.line >= firstLine && location.line <= lastLine
    }

    /// True when a rule's selector `context` is scoped to the pane: one of its selectors begins with a compound that
    /// requires the pane's class (`.b`, `.b .heat`, `section.b > .card`).
    public func scopes(_ context: String?) -> Bool {
        guard let context else { return false }
        return context.split(separator: ",").contains { part in
            let first = part.trimmingCharacters(in: .whitespaces).prefix { !" >+~".contains($0) }
            // The compound's classes, each up to the next `.`, `:`, `[` or `#`.
            return first.split(separator: ".", omittingEmptySubsequences: false).dropFirst().contains { piece in
                piece.prefix { !":[#(".contains($0) }.lowercased() == scope
            }
        }
    }
}
