/// Left-aligned columns for terminal listings; cells are sanitized, trailing spaces trimmed.
struct TextTable {
    var rows: [[String]] = []

    mutating func add(_ cells: [String]) { rows.append(cells.map { TerminalText.sanitize($0) }) }

    /// Rows indented by `indent` spaces, columns two spaces apart.
    func lines(indent: Int = 2) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (i, c) in row.enumerated() { widths[i] = max(widths[i], c.count) } }
        let prefix = String(repeating: " ", count: indent)
        return rows.map { row in
            var line = prefix
            for (i, c) in row.enumerated() {
                line += c
                if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - c.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
