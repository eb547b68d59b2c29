/// Pages and variables of a design that serve the designers, not the app: device-frame chrome, slide
/// templates, annotation callouts, wireframe kits (a `design-tools/` folder), and a web framework's theme
/// slots (shadcn/ui's `--sidebar-ring`, `--chart-3`). Compared with the app they only make noise.
public enum DesignerTooling {
    /// Word runs that name designer tooling in a page's path (its folders and file name).
    static let toolingPhrases: [[String]] = [
        ["design", "tools"], ["design", "tool"], ["device", "frames"], ["device", "frame"], ["slide", "layouts"],
        ["slide", "layout"], ["slide", "templates"], ["slides"], ["annotations"], ["annotation"], ["wireframe"],
        ["wireframes"], ["redlines"], ["presentation"], ["pitch", "deck"]
    ]

    /// True when a design page is designer tooling by its path: one of its last two folders or its file
    /// name says so (`design-tools/device-frames/device-frames.html`, `reference/design-tools.html`,
    /// `wireframe-kit.html`). `onboarding-slide-2.html` is a screen: only the runs above count.
    public static func isToolingPage(_ path: String) -> Bool { pathNames(path, toolingPhrases) }

    /// True when one of the last two folders of `path` or its file name holds one of `phrases`.
    static func pathNames(_ path: String, _ phrases: [[String]]) -> Bool {
        var parts = path.split(separator: "/").suffix(3).map(String.init)
        if let last = parts.last, let dot = last.lastIndex(of: ".") { parts[parts.count - 1] = String(last[..<dot]) }
        return parts.contains { part in
            let words = NameWords.split(part)
            return phrases.contains { phrase in
                words.count >= phrase.count && (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
            }
        }
    }

    /// Word runs of tooling that is tooling even when it draws device frames: the designers' tools themselves (a
    /// `design-tools` page showing its device frames), a device-frame kit, and presentations of the app (slides, a
    /// pitch deck), which show it at a slide's scale. Wireframes, annotations and redlines draw the app's screens.
    static let framedToolingPhrases: [[String]] = [
        ["design", "tools"], ["design", "tool"], ["device", "frames"], ["device", "frame"], ["slide", "layouts"], ["slide", "layout"], ["slide", "templates"],
        ["slides"],
        ["presentation"], ["pitch", "deck"]
    ]

    /// True when a design page is designer tooling: by its path (`isToolingPage(_:)`), except that a page that draws
    /// the app in frames (`framed`) is the app's design whatever it is called (`wireframes.html` holding the app's
    /// screens in phone frames), unless its path names the design tools, a device-frame kit or a presentation.
    public static func isToolingPage(_ path: String, framed: Bool) -> Bool {
        guard isToolingPage(path) else { return false }
        return !framed || pathNames(path, framedToolingPhrases)
    }

    /// shadcn/ui's theme slots (`npx shadcn init`): a fixed list a web app's `globals.css` declares for its
    /// component library, beside (not instead of) the product's own tokens.
    public static let frameworkSlots: Set<String> = [
        "--background", "--foreground", "--card", "--card-foreground", "--popover", "--popover-foreground", "--primary",
        "--primary-foreground", "--secondary", "--secondary-foreground", "--muted", "--muted-foreground", "--accent",
        "--accent-foreground", "--destructive", "--destructive-foreground", "--border", "--input", "--ring", "--radius",
        "--chart-1", "--chart-2", "--chart-3", "--chart-4", "--chart-5", "--sidebar", "--sidebar-background",
        "--sidebar-foreground", "--sidebar-primary", "--sidebar-primary-foreground", "--sidebar-accent",
        "--sidebar-accent-foreground", "--sidebar-border", "--sidebar-ring"
    ]

    /// How many slots a stylesheet must declare to be a framework theme rather than a design that happens
    /// to name a token `--primary`.
    public static let frameworkSlotQuorum = 12
}
