/// A design label that is itself a reading of data: it carries a figure a person never types as a caption.
///
/// A label/value row's left side usually names the value ("Tunnel IP", "Autosave"); in a status line it is a reading
/// too: a timer ("● REC 0:07"), a paragraph or record number ("¶ 1188 · Chapter 3"), a count ("Scanned / 1000"). The
/// app builds such a text from its state (`Text("● REC")` beside a timer, `Text("¶ \(index)")`), so no literal of the
/// view says it and no model property is named by it.
enum SampleReadout {
    /// The figure that makes `text` a reading, or nil: a clock time (`0:07`, `12:45`) or a number of three digits or
    /// more (`1188`, `1,204`).
    static func figure(in text: String) -> String? {
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            guard chars[i].isASCII, chars[i].isNumber else {
                i += 1
                continue
            }
            var j = i
            var digits = 0
            var clock = false
            // Digits, and a colon or comma between digits (`0:07`, `1,204`).
            func joinsDigits(_ k: Int) -> Bool {
                (chars[k] == ":" || chars[k] == ",") && k + 1 < chars.count && chars[k + 1].isASCII && chars[k + 1].isNumber
            }
            while j < chars.count, chars[j].isASCII, chars[j].isNumber || joinsDigits(j) {
                if chars[j].isNumber { digits += 1 } else if chars[j] == ":" { clock = true }
                j += 1
            }
            if clock || digits >= 3 { return String(chars[i..<j]) }
            i = j
        }
        return nil
    }
}
