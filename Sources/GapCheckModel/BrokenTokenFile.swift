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

    public init(
        file: String, firstError: SourceLocation, firstErrorLine: String, declarations: Int, broken: [BrokenDeclaration],
        unterminatedComment: Bool = false
    ) {
        self.file = file; self.firstError = firstError; self.firstErrorLine = firstErrorLine
        self.declarations = declarations; self.broken = broken; self.unterminatedComment = unterminatedComment
    }
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
