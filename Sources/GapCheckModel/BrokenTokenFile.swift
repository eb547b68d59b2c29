/// A token file of the app that is not valid Swift: the compiler rejects it, so none of its tokens reaches a view,
/// whatever the parser could recover of it.
public struct BrokenTokenFile: Sendable, Hashable, Codable {
    /// The file, as displayed.
    public var file: String
    /// Where the parser met the first error, and that line as written (trimmed).
    public var firstError: SourceLocation
    public var firstErrorLine: String
    /// How many constants (stored `let`/`var`s and enum cases outside function bodies) the file declares.
    public var declarations: Int
    /// The constants on whose lines the parser met an error, in source order.
    public var broken: [BrokenDeclaration]
    /// True when the first error is a block comment that never closes, so the rest of the file is comment (the
    /// constants written there are in `broken`).
    public var unterminatedComment: Bool
    /// What explains the file's errors where one kind of line does (description text in a type body, a type
    /// without a name, values written in CSS), each with the first lines it is on; empty when none does.
    public var causes: [BrokenFileCause] = []
    /// How many constants gapcheck read from the file's lines as written, beyond what the parser recovered: the app
    /// declares them, with these values, though the compiler rejects the file.
    public var readAsWritten = 0
    /// Constants the file declares whose value gapcheck cannot read from the line as written: the token exists by
    /// name, its value is unknown (never "missing", never a mismatch).
    public var unreadValues: [BrokenDeclaration] = []
    /// Lines of the constants the parser read whole: what they hold is read as in any file.
    public var parsedLines: Set<Int> = []
    /// How many of `broken` no cause explains (a line the causes do not name): the file has other errors too.
    public var unexplained = 0
    /// True when any constant the file writes holds a design value by its name or value (a color, font or length).
    public var holdsDesignValues = false

    public init(
        file: String, firstError: SourceLocation, firstErrorLine: String, declarations: Int, broken: [BrokenDeclaration],
        unterminatedComment: Bool = false
    ) {
        self.file = file; self.firstError = firstError; self.firstErrorLine = firstErrorLine
        self.declarations = declarations; self.broken = broken; self.unterminatedComment = unterminatedComment
    }
}

/// One kind of line that explains a broken token file's errors, with the lines it is on.
public struct BrokenFileCause: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Lines of text in a type body that continue the doc comment above them without `///` (a multi-line
        /// description a generator copied as raw lines).
        case descriptionLines
        /// Lines of text in a type body that are no Swift (a declaration of another language, stray prose).
        case foreignLines
        /// A type declared without a name (`public enum {`).
        case unnamedType
        /// Values written in CSS, not Swift (`= #97AEC0`, `= 1rem`).
        case cssValues
    }
    public var kind: Kind
    /// How many lines of this kind the file has.
    public var count: Int
    /// The first few, with their line numbers, as written (trimmed).
    public var samples: [BrokenLine]

    public init(kind: Kind, count: Int, samples: [BrokenLine]) {
        self.kind = kind; self.count = count; self.samples = samples
    }
}

/// One line of a file as written, with its number.
public struct BrokenLine: Sendable, Hashable, Codable {
    public var line: Int
    public var text: String
    public init(line: Int, text: String) { self.line = line; self.text = text }
}

/// One constant of a broken token file that the parser could not read whole.
public struct BrokenDeclaration: Sendable, Hashable, Codable {
    public var name: String
    public var owner: String?
    /// Its line as written, trimmed (`public static let spacingXs = 0.25rem`).
    public var expression: String
    public var location: SourceLocation
    /// The scale of a length written with a CSS unit (`0.25rem`, `16px`): a length token the app meant to declare;
    /// nil for anything else.
    public var lengthScale: LengthScale?
    /// True when the constant holds a design value by its name or value: a color, font, typeface or length.
    public var holdsDesignValue: Bool

    public init(
        name: String, owner: String?, expression: String, location: SourceLocation, lengthScale: LengthScale?, holdsDesignValue: Bool
    ) {
        self.name = name; self.owner = owner; self.expression = expression; self.location = location
        self.lengthScale = lengthScale; self.holdsDesignValue = holdsDesignValue
    }
}
