/// A name of the app's code the design writes beside a screen: a type (`ProductionsListView`, `data-view="CartView"`)
/// or a flow step (`Flow step .reviewSource`), in the frame's caption or annotation, the page's `<title>`, an HTML
/// comment or a `data-*` attribute. The design cannot know which names the app declares: the matcher keeps those that
/// name its views (or its enum cases, for a step) and ignores the rest.
public struct CodeMention: Sendable, Hashable {
    /// What the name is written as.
    public enum Kind: Sendable, Hashable {
        /// An UpperCamelCase type name (`ProfilViewController`), or any identifier a `data-*` attribute gives.
        case type
        /// A flow step written as an enum case with its leading dot (`.reviewSource`), without the dot.
        case step
    }

    /// The name as written (a step without its dot).
    public var name: String
    public var kind: Kind
    /// Where the design writes it, for the report: "caption", "title", "comment", "attribute data-view".
    public var source: String
    /// True when the text holding it is a paragraph of prose (more than `CodeMention.proseWords` words): a type named in
    /// passing there is no claim that it implements the screen, only a hint that breaks ties.
    public var inProse: Bool
    public var location: SourceLocation

    /// The most words an annotation naming a type may have before it reads as prose.
    public static let proseWords = 60

    public init(name: String, kind: Kind, source: String, inProse: Bool, location: SourceLocation) {
        self.name = name; self.kind = kind; self.source = source; self.inProse = inProse; self.location = location
    }
}

/// A comment on a view type or one of its members (a doc comment, `// MARK:`), kept when it may name a design page: it
/// holds a digit (`mockup 02`, `p02`, `06c`) or an HTML file name, or it is a `MARK`. The matcher reads which design
/// screen it names.
public struct ViewComment: Sendable, Hashable {
    /// The comment's text, its lines joined by spaces, without the comment markers.
    public var text: String
    /// True for a comment on a member of the type (a property, a method, a nested type), false for one on the type's
    /// own declaration.
    public var onMember: Bool
    public var location: SourceLocation

    public init(text: String, onMember: Bool, location: SourceLocation) {
        self.text = text; self.onMember = onMember; self.location = location
    }
}
