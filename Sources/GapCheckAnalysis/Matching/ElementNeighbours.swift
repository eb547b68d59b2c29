import GapCheckModel

/// The texts drawn right before and right after an element on its own side (the design page's document order, the
/// view's source order): what tells apart two elements that share a few words (a chart's axis label "Before" under
/// its bar, beside "45 ms", and a badge's "Before" above "Elevated").
///
/// A pairing that rests on one or two words alone, between two plain texts whose neighbours on both sides share
/// nothing, may join two different elements: its style differences are then at most medium, never critical. (Not
/// lower: a badge the app lays out otherwise, "Elevated" between "Before" and "After" where the page draws it after
/// "Stress Level", is the same element, and its neighbours disagree too.)
enum ElementNeighbours {
    /// A code text beside the element: its normalized literal text, or its pattern when interpolated.
    struct CodeText {
        var normalized: String
        var pattern: [String]?
    }

    /// The normalized texts of the nearest design elements before and after `index` that show words of their own
    /// (icons skipped, copies of the same words skipped); nil unless both exist.
    static func design(_ index: Int, in elements: [DesignElement]) -> [String]? {
        let own = TextNormalizer.normalize(elements[index].text)
        func text(_ i: Int) -> String? {
            let t = TextNormalizer.normalize(elements[i].text)
            return t.isEmpty || t == own || elements[i].location.file != elements[index].location.file ? nil : t
        }
        let before = elements[..<index].indices.reversed().lazy.compactMap(text).first
        let after = elements[(index + 1)...].indices.lazy.compactMap(text).first
        guard let b = before, let a = after else { return nil }
        return [b, a]
    }

    /// The texts of the nearest code elements before and after `element` in its own view and file (symbols skipped);
    /// nil unless both exist and both are known (a `Text(model.title)` beside it may show anything).
    static func code(_ element: CodeElement, among all: [CodeElement]) -> [CodeText]? {
        let own = TextNormalizer.normalize(element.text ?? "")
        let sameFile = all.filter { $0.view == element.view && $0.location.file == element.location.file && $0.location != element.location }
        // nil: a symbol or a copy of the same words (skipped); .some(nil): a text not written literally (unknown).
        func text(_ e: CodeElement) -> CodeText?? {
            guard let raw = e.text ?? e.accessibilityLabel else {
                return e.symbol != nil || e.kind == "Image" ? nil : .some(nil)
            }
            let candidate = CodeText(normalized: raw.contains("\\(") ? "" : TextNormalizer.normalize(raw), pattern: ElementAligner.pattern(raw))
            return candidate.normalized == own && candidate.pattern == nil ? nil : .some(candidate)
        }
        let before = sameFile.filter { $0.location < element.location }.sorted { $0.location > $1.location }.lazy.compactMap(text).first
        let after = sameFile.filter { $0.location > element.location }.sorted { $0.location < $1.location }.lazy.compactMap(text).first
        guard let b = before, let a = after, let known1 = b, let known2 = a else { return nil }
        return [known1, known2]
    }

    /// True when a design text is one of the code texts (the same words, or words an interpolated text fits).
    static func agree(_ designTexts: [String], _ codeTexts: [CodeText]) -> Bool {
        designTexts.contains { d in
            let words = d.split(separator: " ").map(String.init)
            return codeTexts.contains { c in
                if let p = c.pattern { return ElementAligner.fits(words, p[...]) }
                return c.normalized == d
            }
        }
    }

    /// The differences of a pair joined by a short text alone whose neighbours disagree on both sides, critical ones
    /// lowered to medium with the reason; the others unchanged.
    static func lowered(
        _ diffs: [ElementDifference], design d: DesignElement, index: Int, in elements: [DesignElement], code c: CodeElement,
        among all: [CodeElement]
    ) -> [ElementDifference] {
        guard !diffs.isEmpty, d.role == .text, c.role == .text, !c.inControl,
            TextNormalizer.normalize(d.text).split(separator: " ").count <= ElementFindings.shortTextWords,
            let designTexts = design(index, in: elements), let codeTexts = code(c, among: all), !agree(designTexts, codeTexts)
        else { return diffs }
        let shown = codeTexts.map { $0.pattern == nil ? "\"\($0.normalized)\"" : "an interpolated text" }
        let note =
            "the design's \"\(d.text)\" sits between \"\(designTexts[0])\" and \"\(designTexts[1])\", the app's between \(shown[0]) and \(shown[1]): "
            + "only these few words pair them, so it may be another element"
        return diffs.map { diff in
            guard diff.severity == .critical else { return diff }
            var diff = diff
            diff.severity = .medium
            diff.note += (diff.note.isEmpty ? "" : "; ") + note
            return diff
        }
    }
}
