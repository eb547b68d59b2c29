import SwiftSyntax

/// AppKit's way of pinning an appearance: `window.appearance = NSAppearance(named: .darkAqua)`, `NSApp.appearance =
/// NSAppearance(named: .aqua)`. It pins the window (or, on `NSApp`, every window) as `.preferredColorScheme(.dark)`
/// pins a SwiftUI view; an `appearance` set on one control (`slider.appearance = …`) styles that control only.
enum AppKitAppearance {
    /// The scheme (`dark` or `light`) an `NSAppearance` expression names: `NSAppearance(named: .darkAqua)`,
    /// `NSAppearance(named: NSAppearance.Name.vibrantLight)`, `.init(named: .aqua)`; nil for anything else (`nil`, a
    /// stored value, a user's choice).
    static func scheme(of expr: ExprSyntax) -> String? {
        guard let call = SyntaxHelpers.unwrapped(expr).as(FunctionCallExprSyntax.self),
            ["NSAppearance", "NSAppearance.init", ".init"].contains(call.calledExpression.trimmedDescription),
            let arg = call.arguments.first, arg.label?.text == "named", call.arguments.count == 1,
            let name = SyntaxHelpers.unwrapped(arg.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        return scheme(named: name)
    }

    /// The scheme of a standard appearance name: the dark ones (`darkAqua`, `vibrantDark`, their high-contrast forms)
    /// and the light ones (`aqua`, `vibrantLight`, theirs).
    static func scheme(named name: String) -> String? {
        let n = name.lowercased()
        if n.hasSuffix("darkaqua") || n.hasSuffix("vibrantdark") { return "dark" }
        if n.hasSuffix("aqua") || n.hasSuffix("vibrantlight") { return "light" }
        return nil
    }

    /// True when `lhs` (`window.appearance`, `NSApp.appearance`, `appearance`) sets a window's, a controller's or the
    /// app's appearance: what `SwiftFileVisitor.pinsAScreen` accepts, and the application (`NSApp`,
    /// `NSApplication.shared`).
    static func pinsWindowOrApp(_ lhs: String) -> Bool {
        let parts = lhs.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }.split(separator: ".")
        return parts.dropLast().contains { $0 == "NSApp" || $0 == "NSApplication" } || SwiftFileVisitor.pinsAScreen(lhs)
    }
}
