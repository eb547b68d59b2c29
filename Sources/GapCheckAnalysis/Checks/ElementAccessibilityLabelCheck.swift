import GapCheckModel

/// `element.accessibility-label`: an icon-only control the design names (`aria-label`, `title`, `alt`) has
/// no accessibility label in code.
public struct ElementAccessibilityLabelCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "element.accessibility-label", severity: .medium, category: .accessibility,
        summary: "An icon-only control the design names (aria-label, title, alt) has no accessibility label in code.",
        rationale: """
            The design already says what VoiceOver should read for an icon button ("Settings"); a \
            `Button { Image(systemName: "gearshape") }` without `.accessibilityLabel` reads the symbol's \
            generic name ("Settings", "Add", "Share") or nothing, not what the control does here ("Start \
            workout"). The design's control is paired with an icon-only control of the matched view \
            whose SF Symbol fits its name (`gearshape` for Settings, `plus` for Add); the code passes with \
            `.accessibilityLabel("…")` on the button or the image, a `Label("…", systemImage:)` or \
            `Button("…", systemImage:)`. The pairing through the symbol is a guess, so the finding is medium.
            """,
        examples: [
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.icon-btn { width: 44px; height: 44px; }</style></head>
                    <body data-screen="inbox"><h1>Inbox</h1><button class="icon-btn" aria-label="Compose message">✎</button></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct InboxView: View {\n    var body: some View {\n        VStack {\n            Text(\"Inbox\")\n            Button(action: {}) {\n                ↓Image(systemName: \"square.and.pencil\")\n            }\n        }\n    }\n}\n",
                triggers: true, expectTitleContains: "Compose message"),
            RuleExample(
                design: """
                    <!DOCTYPE html><html><head><style>.icon-btn { width: 44px; height: 44px; }</style></head>
                    <body data-screen="inbox"><h1>Inbox</h1><button class="icon-btn" aria-label="Compose message">✎</button></body></html>
                    """,
                swift:
                    "import SwiftUI\n\nstruct InboxView: View {\n    var body: some View {\n        VStack {\n            Text(\"Inbox\")\n            Button(action: {}) {\n                Image(systemName: \"square.and.pencil\")\n            }\n            .accessibilityLabel(\"Compose\")\n        }\n    }\n}\n",
                triggers: false)
        ])

    /// One finding per icon-only control of a matched screen paired through its symbol and left unnamed in code.
    public func run(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        var seen: Set<String> = []
        for pair in context.matches.elements {
            guard pair.confidence == .symbol, let code = pair.code, code.accessibilityLabel == nil, code.text == nil,
                let name = pair.design.accessibilityName, let symbol = code.symbol
            else { continue }
            // Stable across edits that move lines: the screen, the name, and the symbol in its view.
            let key = CheckSupport.key(pair.screen, name, code.view, symbol)
            guard seen.insert(key).inserted else { continue }
            let title = "Icon button \"\(name)\" in \(code.view) has no accessibility label (Image(systemName: \"\(symbol)\"), \(pair.screen))"
            let message = """
                The design's \(pair.screen) screen names this icon-only control "\(name)" (\(pair.design.selector)), so VoiceOver \
                should read that; `\(code.view)` draws it as `Image(systemName: "\(symbol)")` in a control with no \
                `.accessibilityLabel`, no `Label` text and no button title. Paired through the symbol's meaning, so it may be \
                another icon.
                """
            out.append(
                Finding(
                    rule: Self.description.id, severity: Self.description.severity, category: .accessibility, title: title, message: message,
                    expected: FindingSide(name: name, value: "accessibility label \"\(name)\"", location: pair.design.location),
                    actual: FindingSide(name: "Image(systemName: \"\(symbol)\")", value: "no accessibility label", location: code.location),
                    fix: .modifier(
                        SwiftCode(
                            ".accessibilityLabel(\"\(name)\")", comment: "on the control, or a text label: Label(\"\(name)\", systemImage: \"\(symbol)\")")),
                    fixLocation: code.location, key: key))
        }
        return out
    }
}
