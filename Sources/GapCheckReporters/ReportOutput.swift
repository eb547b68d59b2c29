/// Where a reporter's text goes as it is produced: a file, stdout, or a `String`.
public protocol ReportOutput {
    /// Appends `text`.
    mutating func write(_ text: String)
    /// Appends UTF-8 bytes that end on a character boundary.
    mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}

extension String: ReportOutput {
    /// Appends the bytes, decoded as UTF-8.
    public mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        append(String(decoding: bytes, as: UTF8.self))
    }
}

/// The lines of a text report on their way to a `ReportOutput`: each line and its newline go into a small
/// block, handed to the output every 64 KB, so the report is never held whole. A class, so the page
/// structs that add lines can hold it without being generic over the output.
final class LineWriter {
    /// Where full blocks go.
    private let emit: LineDestination
    private var pending = ""
    /// Size at which a block is handed on.
    static let blockSize = 1 << 16

    /// Lines kept until `take()` (pages whose text is not written anywhere, and `render`).
    init() { emit = LineDestination() }

    fileprivate init(_ destination: LineDestination) { emit = destination }

    /// Adds `line` and a newline.
    func add(_ line: String) {
        pending += line
        pending += "\n"
        if pending.utf8.count >= Self.blockSize { flush() }
    }

    /// Hands the block so far on.
    func flush() {
        guard !pending.isEmpty else { return }
        emit.write(pending)
        pending = ""
    }

    /// Writes the lines `body` adds to `out` as they come.
    static func writing<Out: ReportOutput>(to out: inout Out, _ body: (LineWriter) -> Void) {
        let destination = OutputDestination(out)
        let writer = LineWriter(destination)
        body(writer)
        writer.flush()
        out = destination.out
    }
}

/// A block receiver for `LineWriter`; the base class drops the blocks.
class LineDestination {
    func write(_ block: String) {}
}

/// A `LineDestination` that writes into a `ReportOutput` it holds until the writer is done.
private final class OutputDestination<Out: ReportOutput>: LineDestination {
    var out: Out
    init(_ out: Out) { self.out = out }
    override func write(_ block: String) { out.write(block) }
}
