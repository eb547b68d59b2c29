import GapCheckModel

extension NameWords {
    /// False only when no word of `split(name)` can be one of `words` (each lower-case ASCII letters and digits):
    /// `name` is ASCII and holds none of them, in any case, as a run of its letters. A word of an ASCII name is a run
    /// of its bytes lower-cased, so a name that holds no such run has no such word. Always true for a name that is
    /// not ASCII (Unicode lower-casing may map other letters onto ASCII ones). A quick test before `split` on the
    /// many names that cannot match, such as every class of every element of a page.
    static func mayHold(_ words: [StaticString], in name: String) -> Bool {
        var name = name
        return name.withUTF8 { b -> Bool in
            func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
            if b.contains(where: { $0 >= 0x80 }) { return true }
            for word in words {
                let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
                guard !w.isEmpty, w.count <= b.count else { continue }
                var start = 0
                while start + w.count <= b.count {
                    var k = 0
                    while k < w.count, lower(b[start + k]) == w[k] { k += 1 }
                    if k == w.count { return true }
                    start += 1
                }
            }
            return false
        }
    }
}
