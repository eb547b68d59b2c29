/// The concrete change that closes a finding, as a value: each reporter renders it its own way (a Swift
/// block to paste, a SARIF property, a line of prose), and none has to guess from text whether it is code.
public enum Fix: Sendable, Hashable, Codable {
    /// Swift declarations to add or change where the fix location points (`static let lg: CGFloat = 24`,
    /// an `extension Color { ... }` block, a view type to create).
    case declaration(SwiftCode)
    /// View code at a call site: a modifier or a view to write in a view body (`.frame(minWidth: 44, ...)`,
    /// `Toggle("Wi-Fi", isOn: $wiFi)`).
    case modifier(SwiftCode)
    /// A colorset to add to the app's asset catalog, with the Swift line that reads it when a token should.
    /// Out of line: inline its two colors made every fix, and so every finding, 88 bytes larger (issue 14).
    indirect case addAsset(ColorAssetFix)
    /// What to do when no single piece of code does it (`Remove …`, `Use … instead of …`).
    case instruction(String)

    /// `declaration`, `modifier`, `asset` or `instruction`: the kind's name in JSON and SARIF.
    public var kind: String {
        switch self {
        case .declaration: return "declaration"
        case .modifier: return "modifier"
        case .addAsset: return "asset"
        case .instruction: return "instruction"
        }
    }

    /// True when `text` is Swift to paste into a file (a report shows it as code, grouped by file).
    public var isCode: Bool {
        switch self {
        case .declaration, .modifier: return true
        case .addAsset(let a): return a.declaration != nil && a.existing != true
        case .instruction: return false
        }
    }

    /// The Swift code of a code fix (without its trailing comment); nil for prose.
    public var code: SwiftCode? {
        switch self {
        case .declaration(let c), .modifier(let c): return c
        case .addAsset, .instruction: return nil
        }
    }

    /// An instruction's sentence in exact storage (`String.compacted`); a code fix as it is.
    var compacted: Fix {
        guard case .instruction(let s) = self else { return self }
        return .instruction(s.compacted)
    }

    /// The fix as one text: Swift for code fixes, a sentence otherwise. Reports that show one string
    /// (JSON `fix`, SARIF messages, checklists) use this; it is what earlier versions wrote.
    public var text: String {
        switch self {
        case .declaration(let c), .modifier(let c): return c.text
        case .addAsset(let a): return a.text
        case .instruction(let s): return s
        }
    }
}

/// Swift to write, with an optional trailing comment that says where it goes or what to do next.
public struct SwiftCode: Sendable, Hashable, Codable {
    /// The code, one element per line (a block keeps its indentation).
    public var lines: [String]
    /// The name a one-line declaration declares (`lg` for `static let lg: CGFloat = 24`), so a report
    /// can tell two fixes declaring one name apart without parsing the line.
    public var name: String?
    /// Comment after the last line, without `//` (`in WeeklySummary`).
    public var comment: String?

    public init(_ lines: [String], name: String? = nil, comment: String? = nil) {
        self.lines = lines; self.name = name; self.comment = comment
    }

    /// One line of code.
    public init(_ line: String, name: String? = nil, comment: String? = nil) {
        self.init([line], name: name, comment: comment)
    }

    /// The code as written into a file: the lines, the comment after the last one.
    public var text: String {
        var body = lines
        if let comment, let last = body.popLast() { body.append(last + "  // " + comment) }
        return body.joined(separator: "\n")
    }
}

/// A colorset to add, with its light and dark values.
public struct ColorAssetFix: Sendable, Hashable, Codable {
    /// The colorset's name (`StatusSuccess`).
    public var name: String
    /// Any-appearance and dark values, when the design gives them.
    public var light: Color?
    public var dark: Color?
    /// The Swift declaration that reads the new colorset (`static let statusSuccess = Color("StatusSuccess")`).
    public var declaration: String?
    /// A declaration that would do instead of the asset, for code that names a colorset nobody added.
    public var alternative: String?
    /// True when the token already reads this colorset: the fix is in the asset catalog, not in Swift.
    public var existing: Bool?

    public init(name: String, light: Color?, dark: Color?, declaration: String? = nil, alternative: String? = nil) {
        self.name = name; self.light = light; self.dark = dark; self.declaration = declaration; self.alternative = alternative
    }

    /// `static let x = Color("X")  // add colorset X: Any #…, Dark #…`, or a sentence when no token reads it.
    public var text: String {
        if existing == true {
            var s = "Set \(name).colorset (the token already reads it) to"
            if let light { s += " Any \(light)" }
            if let dark { s += (light == nil ? " " : ", ") + "Dark \(dark)" }
            return s
        }
        if let declaration {
            var values = light.map { ": Any \($0)" } ?? ""
            if let dark { values += (values.isEmpty ? ": " : ", ") + "Dark \(dark)" }
            return declaration + "  // add colorset \(name)\(values)"
        }
        var s = "Add \(name).colorset to the asset catalog"
        if let light { s += " with Any \(light)" + (dark.map { ", Dark \($0)" } ?? "") }
        if let alternative { s += ", or write `\(alternative)`" }
        return s
    }
}
