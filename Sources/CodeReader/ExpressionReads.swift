import SwiftSyntax

/// The colors and fonts of one file's call expressions, each read once.
///
/// The declaration visitor (its inline literals and asset references) and the view element collector both
/// read the argument of `.foregroundColor(Color(red: …))`, and the visitor reads the `Color(…)` call again
/// when it reaches it: three reads of one call, the color readers' recognizers tried in turn each time
/// (bench/RESULTS.md, issue 14). A read depends only on the node, the flavor (for a font, whether an implicit
/// member is a font) and the file's helpers, which are the same for every read of one file, so the first
/// read's result stands for the others. Only calls are kept: a member or a name reads faster than it hashes.
final class ExpressionReads {
    private struct Key: Hashable {
        var node: SyntaxIdentifier
        /// The color flavor (0 SwiftUI, 1 UIKit), or for a font 2 + whether an implicit member is a font.
        var mode: UInt8
    }

    /// Each read with its node, which keeps the node's tree alive: no other tree can take its identifier.
    private var colors: [Key: (node: ExprSyntax, color: ColorExpr?)] = [:]
    private var fonts: [Key: (node: ExprSyntax, font: FontExpr?)] = [:]

    init() {}

    /// `ColorExpressionReader.read(raw, flavor:)`, read once per call expression of the file.
    func color(_ raw: ExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        let expr = SyntaxHelpers.unwrapped(raw)
        guard expr.is(FunctionCallExprSyntax.self) else { return ColorExpressionReader.read(expr, flavor: flavor) }
        let key = Key(node: expr.id, mode: flavor == .swiftUI ? 0 : 1)
        if let known = colors[key] { return known.color }
        let read = ColorExpressionReader.read(expr, flavor: flavor)
        colors[key] = (expr, read)
        return read
    }

    /// `FontExpressionReader.read(raw, implicitIsFont:)`, read once per call expression of the file.
    func font(_ raw: ExprSyntax, implicitIsFont: Bool = false) -> FontExpr? {
        let expr = SyntaxHelpers.unwrapped(raw)
        guard expr.is(FunctionCallExprSyntax.self) else { return FontExpressionReader.read(expr, implicitIsFont: implicitIsFont) }
        let key = Key(node: expr.id, mode: implicitIsFont ? 3 : 2)
        if let known = fonts[key] { return known.font }
        let read = FontExpressionReader.read(expr, implicitIsFont: implicitIsFont)
        fonts[key] = (expr, read)
        return read
    }
}
