import LibXML

/// One screen element of a page with several (`data-screen`, `.screen` or device frames), as the screen-name
/// recognizers see it.
struct ScreenFrame {
    /// The page's structure extractor (its document, file stem and frame names).
    let extractor: StructureExtractor
    /// The frame's node.
    let node: Int
    /// Its position among the page's frames, from 0.
    let index: Int
    /// Every frame of the page.
    let frames: Set<Int>
    /// The frame's `data-screen` value, whitespace collapsed; empty when it has none.
    let tagged: String
}

/// Names a screen frame from one kind of evidence (an attribute, the file, the text the frame shows).
///
/// A new way pages name their screens is one recognizer placed in `ScreenNameRecognizers.ordered`, a mockup in
/// `Tests/MockupReaderTests/Fixtures/design` that uses it, and its golden extract (`Snapshots/readers/`).
protocol ScreenNameRecognizer: Sendable {
    /// The frame's name and its other names, or nil when this evidence is absent.
    func name(of frame: ScreenFrame) -> (name: String, aliases: [String])?
}

/// The screen-name recognizers, tried in declared order: the first that names a frame decides.
enum ScreenNameRecognizers {
    /// The author's own name first, then the file (one frame), the frame's visible title, its id, its position.
    static let ordered: [any ScreenNameRecognizer] = [
        DataScreenNameRecognizer(), OnlyFrameStemRecognizer(), FrameTitleRecognizer(), FrameIDRecognizer(), FramePositionRecognizer()
    ]

    /// The name and aliases of `frame`; the last recognizer always answers.
    static func name(of frame: ScreenFrame) -> (name: String, aliases: [String]) {
        for recognizer in ordered {
            if let named = recognizer.name(of: frame) { return named }
        }
        return ("\(frame.extractor.fileStem)-\(frame.index + 1)", [])
    }
}

/// `data-screen="Settings"`: the author's name; the frame's visible titles become aliases.
struct DataScreenNameRecognizer: ScreenNameRecognizer {
    func name(of frame: ScreenFrame) -> (name: String, aliases: [String])? {
        guard !frame.tagged.isEmpty else { return nil }
        let aliases = frame.extractor.frameNames(frame.node, frames: frame.frames).filter { $0.lowercased() != frame.tagged.lowercased() }
        return (frame.tagged, aliases)
    }
}

/// The only frame of a page is named after the file (`settings.html` → `Settings`).
struct OnlyFrameStemRecognizer: ScreenNameRecognizer {
    func name(of frame: ScreenFrame) -> (name: String, aliases: [String])? {
        guard frame.frames.count == 1 else { return nil }
        return (ScreenNaming.fromStem(frame.extractor.fileStem), [])
    }
}

/// The titles the frame shows (its nav title, heading, labels: `StructureExtractor.frameNames`), the first as its name.
struct FrameTitleRecognizer: ScreenNameRecognizer {
    func name(of frame: ScreenFrame) -> (name: String, aliases: [String])? {
        let names = frame.extractor.frameNames(frame.node, frames: frame.frames)
        guard let first = names.first else { return nil }
        return (first, Array(names.dropFirst()))
    }
}

/// The frame's `id` attribute.
struct FrameIDRecognizer: ScreenNameRecognizer {
    func name(of frame: ScreenFrame) -> (name: String, aliases: [String])? {
        frame.extractor.doc.nodes[frame.node].attribute("id").map { ($0, []) }
    }
}

/// The last resort: the file stem and the frame's position (`flows-3`).
struct FramePositionRecognizer: ScreenNameRecognizer {
    func name(of frame: ScreenFrame) -> (name: String, aliases: [String])? {
        ("\(frame.extractor.fileStem)-\(frame.index + 1)", [])
    }
}
