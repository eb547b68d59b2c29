import Foundation
import GapCheckModel

/// Compares a code token with the mode of a design token it stands for (`Expectation.modes`: breakpoints,
/// size classes, densities, brands the design declares in sibling stylesheets).
///
/// A code token whose type or file names one mode better than the others (`TypographyCompact.title` in
/// `size-compact/Typography.swift` ↔ `breakpoint-sm-compact.css`; `brands/beta/Colors.swift` ↔ `brands/beta/…`)
/// is compared with that mode's value. A code token that names none is compared with every mode: it differs
/// only when no mode has its value, and the difference names the other modes.
enum ModePairing {
    /// `rows` with each row of a token with modes compared as above; `rematch` compares one expectation again.
    static func resolve(_ rows: [MatchRow], rematch: (Expectation) -> MatchRow) -> [MatchRow] {
        rows.map { row in
            guard let modes = row.expectation.modes, modes.count >= 2, let code = row.codeName,
                row.status != .missing
            else { return row }
            let e = row.expectation
            let variant = { (m: DesignMode) -> Expectation in
                var v = e
                v.light = m.value
                v.dark = m.dark
                v.location = m.location
                v.darkLocation = m.dark == nil ? nil : m.location
                return v
            }
            // The same code token compared with a mode's value, or nil when the name leads to another token.
            func compared(_ m: DesignMode) -> MatchRow? {
                let r = rematch(variant(m))
                return r.codeName == code ? r : nil
            }
            if let m = chosen(modes, code: code, file: row.codeLocation?.file) {
                if m == 0 { return row }
                return compared(modes[m]) ?? row
            }
            guard row.status == .mismatch || row.status == .drift else { return row }
            for m in modes.dropFirst() {
                if let r = compared(m), r.status == .matched || r.status == .matchedByValue { return r }
            }
            var r = row
            let others = modes.dropFirst().map { "\($0.value.description) (\(($0.location.file as NSString).lastPathComponent))" }
            let shown = Array(NSOrderedSet(array: others)).compactMap { $0 as? String }
            let also = shown.prefix(3).joined(separator: ", ") + (shown.count > 3 ? ", …" : "")
            r.note = (r.note.map { $0 + "; " } ?? "") + "no mode of the design has the code's value (also \(also))"
            return r
        }
    }

    /// Size-class words and the breakpoint and form-factor words that mean the same screen: a code token of the
    /// compact size class stands for the phone's breakpoint (`sm`, `mobile`).
    static let sizeClassOf: [String: String] = [
        "sm": "compact", "mobile": "compact", "phone": "compact", "handset": "compact",
        "lg": "regular", "tablet": "regular", "expanded": "regular"
    ]

    /// The mode the code token names better than every other one (by its type's and its file's words), if any:
    /// a word the code has counts two, a size class the code names by another word one.
    static func chosen(_ modes: [DesignMode], code: String, file: String?) -> Int? {
        let typeWords = NameWords.split(code)
        let pathWords = (file ?? "").split(separator: "/").suffix(4).flatMap { NameWords.split(String($0)) }
        let exact = Set(typeWords + pathWords)
        let names = { (w: String) in
            exact.contains(w) || w.count >= 4 && typeWords.contains { $0.count > w.count && ($0.hasPrefix(w) || $0.hasSuffix(w)) }
        }
        let scores = modes.map { m in
            Set(m.words).reduce(0) { sum, w in
                if names(w) { return sum + 2 }
                if let c = sizeClassOf[w], !m.words.contains(c), names(c) { return sum + 1 }
                return sum
            }
        }
        guard let best = scores.max(), best > 0 else { return nil }
        let top = scores.indices.filter { scores[$0] == best }
        // Modes that share the winning words (a brand's two files of one breakpoint) are one choice: the first.
        guard let first = top.first, top.allSatisfy({ Set(modes[$0].words) == Set(modes[first].words) }) else { return nil }
        return first
    }
}
