/// Convenience entry points for the contexts a mockup reader meets.
public enum CSSParser {
    /// Parses a `style=""` attribute: its declarations (nested rules and at-rules are ignored).
    public static func parseDeclarationList(_ text: String) -> [CSSDeclaration] {
        CSSSyntax.blockContents(text).compactMap { item in
            if case .declaration(let d) = item { return d }
            return nil
        }
    }

    /// Parses a `style=""` attribute whose value starts at `line`:`column` of its file.
    public static func parseDeclarationList(_ text: String, line: Int, column: Int) -> [CSSDeclaration] {
        CSSSyntax.blockContents(CSSSyntax.componentValues(text, line: line, column: column)).compactMap { item in
            if case .declaration(let d) = item { return d }
            return nil
        }
    }

    /// Parses a value (`1px solid red`) into component values, whitespace-trimmed.
    public static func parseValue(_ text: String) -> [CSSComponentValue] {
        CSSSerializer.trimmed(CSSSyntax.componentValues(text))
    }
}
