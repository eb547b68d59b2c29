import GapCheckModel

/// What the design's own notes say of how the app paints its colors. Design systems for Apple platforms often state
/// that the shipping app draws its roles with the platform's colors and that the design's hex values are the
/// prototype's stand-ins for them: a token stylesheet's header ("the app uses `windowBackgroundColor`,
/// `Color.accentColor` … and never hardcodes these hex values"), a spec's table mapping each role to `labelColor`,
/// `separatorColor`, `systemGreen`.
///
/// A note is one stylesheet comment, or one section of a Markdown note (from a heading to the next). It speaks of the
/// platform's colors when it names two or more of them as code — `systemGreen`, `secondaryLabel`, `labelColor`,
/// `Color.accentColor`, `NSColor.windowBackgroundColor`, `UIColor.systemBackground` — never by prose ("system green"),
/// and never by a fixed color (`Color.white`), which names no role.
enum PlatformColorNotes {
    /// How many distinct platform colors a note names before it speaks of the platform's colors: one name in passing
    /// ("like `systemBlue`") is a comparison, not a mapping.
    static let minimumNames = 2

    /// The first note, stylesheet comments before Markdown sections, that names `minimumNames` or more platform
    /// colors; nil when none does. `css` and `markdown` are display path and text of each file.
    static func first(css: [(file: String, text: String)], markdown: [(file: String, text: String)]) -> PlatformColorNote? {
        for sheet in css {
            for c in comments(in: sheet.text) {
                let found = names(in: c.text)
                if found.count >= minimumNames { return PlatformColorNote(location: SourceLocation(file: sheet.file, line: c.line, column: 1), names: found) }
            }
        }
        for note in markdown {
            for s in sections(in: note.text) {
                let found = names(in: s.text)
                if found.count >= minimumNames { return PlatformColorNote(location: SourceLocation(file: note.file, line: s.line, column: 1), names: found) }
            }
        }
        return nil
    }

    /// AppKit's semantic colors (`NSColor`), which the system color table (UIKit's and SwiftUI's) does not hold.
    static let appKitNames: Set<String> = [
        "windowBackgroundColor", "controlBackgroundColor", "underPageBackgroundColor", "textBackgroundColor", "controlColor",
        "controlTextColor", "disabledControlTextColor", "selectedControlColor", "selectedControlTextColor", "selectedContentBackgroundColor",
        "unemphasizedSelectedContentBackgroundColor", "alternatingContentBackgroundColors", "gridColor", "headerTextColor",
        "keyboardFocusIndicatorColor", "findHighlightColor", "textColor", "selectedTextColor", "selectedTextBackgroundColor",
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "linkColor", "placeholderTextColor",
        "separatorColor", "controlAccentColor", "windowFrameTextColor", "selectedMenuItemTextColor", "highlightColor", "shadowColor",
        "systemFillColor", "secondarySystemFillColor", "tertiarySystemFillColor", "quaternarySystemFillColor"
    ]

    /// Types whose members are colors (`Color.green`, `UIColor.label`, `NSColor.labelColor`).
    static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    /// The platform colors `text` names as code, each once, in the order written.
    static func names(in text: String) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        for run in identifierRuns(text) {
            let parts = run.split(separator: ".").map(String.init)
            guard let member = parts.last, !member.isEmpty else { continue }
            let qualifier = parts.count > 1 ? parts[parts.count - 2] : nil
            let qualified = qualifier.map { colorTypes.contains($0) } ?? false
            guard isPlatformColor(member, qualified: qualified) else { continue }
            let name = qualified ? "\(qualifier!).\(member)" : member
            if seen.insert(member).inserted { out.append(name) }
        }
        return out
    }

    /// True when `member` names a platform color with a role: written as code (camel case, as `systemGreen` or
    /// `labelColor`), or any member of the system color table after a color type (`Color.green`, `UIColor.label`).
    static func isPlatformColor(_ member: String, qualified: Bool) -> Bool {
        if member == "accentColor" || appKitNames.contains(member) { return true }
        let system = SystemColorTable.byUIKitName[member] ?? SystemColorTable.interfaceBuilder(member).flatMap { $0.isAdaptive ? $0 : nil }
        if qualified { return system != nil || SystemColorTable.bySwiftUIName[member].map(\.isAdaptive) == true }
        let camel = member.dropFirst().contains { $0.isUppercase }
        return camel && system != nil
    }

    /// Runs of identifier characters and dots (`NSColor.windowBackgroundColor`, `.systemGreen`), as written.
    static func identifierRuns(_ text: String) -> [Substring] {
        var out: [Substring] = []
        var start: String.Index?
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let part = c == "." || c == "_" || (c.isASCII && (c.isLetter || c.isNumber))
            if part {
                if start == nil { start = i }
            } else if let s = start {
                out.append(text[s..<i])
                start = nil
            }
            i = text.index(after: i)
        }
        if let s = start { out.append(text[s...]) }
        return out.map { $0.drop { $0 == "." } }.map { r in r.hasSuffix(".") ? r.dropLast() : r }.filter { !$0.isEmpty }
    }

    /// The comments of a stylesheet, each with the line it starts on (1-based).
    static func comments(in css: String) -> [(line: Int, text: String)] {
        var out: [(line: Int, text: String)] = []
        let bytes = Array(css.utf8)
        var line = 1
        var i = 0
        var quote: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A { line += 1 }
            if let q = quote {
                if b == 0x5C { i += 2; continue }
                if b == q || b == 0x0A { quote = nil }
                i += 1
                continue
            }
            if b == 0x22 || b == 0x27 {
                quote = b
                i += 1
                continue
            }
            guard b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A else {
                i += 1
                continue
            }
            let startLine = line
            var j = i + 2
            while j + 1 < bytes.count, !(bytes[j] == 0x2A && bytes[j + 1] == 0x2F) {
                if bytes[j] == 0x0A { line += 1 }
                j += 1
            }
            let end = min(j, bytes.count)
            out.append((startLine, String(decoding: bytes[(i + 2)..<end], as: UTF8.self)))
            i = end + 2
        }
        return out
    }

    /// The sections of a Markdown note: its prose lines (`DesignNotes.proseLines`: fenced code is an example, not a
    /// note) from each heading (`#` at a line's start) to the next, the first from the note's start; each with the line
    /// it starts on.
    static func sections(in markdown: String) -> [(line: Int, text: String)] {
        var out: [(line: Int, text: String)] = []
        var current: [String] = []
        var startLine = 1
        for (i, line) in DesignNotes.proseLines(markdown) {
            if line.hasPrefix("#"), !current.isEmpty {
                out.append((startLine, current.joined(separator: "\n")))
                current = []
                startLine = i + 1
            }
            current.append(line)
        }
        if !current.isEmpty { out.append((startLine, current.joined(separator: "\n"))) }
        return out
    }
}
