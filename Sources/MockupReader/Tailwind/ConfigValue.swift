/// A value of a JavaScript object literal as a `tailwind.config = { … }` script writes it: the part of
/// JavaScript a configuration needs, with each member's line so a token points at its declaration.
indirect enum ConfigValue: Sendable, Equatable {
    /// A member of an object: its key, its value and the 1-based line (in the script text) of its key.
    struct Member: Sendable, Equatable {
        var key: String
        var value: ConfigValue
        var line: Int
    }

    /// A quoted string (`'#20c9a6'`, `"Inter"`, a template literal without `${}`).
    case string(String)
    /// A number as written (`16`, `0.5`).
    case number(String)
    /// `true` / `false`.
    case bool(Bool)
    /// An object literal, members in source order.
    case object([Member])
    /// An array literal.
    case array([ConfigValue])
    /// Anything else (a function, `colors.blue`, `require('…')`, a spread): its text, never evaluated.
    case expression(String)

    /// The value of member `key` of an object.
    subscript(key: String) -> ConfigValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The members of an object (empty for other values).
    var members: [Member] {
        if case .object(let m) = self { return m }
        return []
    }

    /// The text of a string or number.
    var scalar: String? {
        switch self {
        case .string(let s), .number(let s): return s
        default: return nil
        }
    }
}
