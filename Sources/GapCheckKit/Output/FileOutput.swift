import GapCheckReporters

/// A `ReportOutput` into an open file descriptor, in 64 KB blocks: a report goes to its file as it is
/// produced instead of as one string. The first write error is kept and every later write is dropped, so
/// the caller checks once, at the end (`finish`).
public struct FileOutput: ReportOutput {
    /// The descriptor written to.
    public let fd: Int32
    private var buffer: [UInt8] = []
    /// Why a write failed, once one has.
    public private(set) var failure: String?
    /// Size of a block.
    static let blockSize = 1 << 16

    /// An output into `fd`, which stays open (the caller closes it).
    public init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.blockSize)
    }

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(utf8: $0) }
    }

    public mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        if buffer.count + bytes.count > Self.blockSize { flush() }
        if bytes.count >= Self.blockSize {
            // A big block (a JSON chunk) goes out as it is, not through the buffer.
            if let problem = AtomicFile.writeAll(fd, UnsafeRawBufferPointer(bytes)) { failure = problem }
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes what is buffered.
    public mutating func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        if let problem = buffer.withUnsafeBytes({ AtomicFile.writeAll(fd, $0) }) { failure = problem }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered; nil when every byte was written, else why not.
    public mutating func finish() -> String? {
        flush()
        return failure
    }
}

/// A `ReportOutput` onto a console's `out`, in 64 KB blocks (stdout, or what a test captures).
public struct ConsoleOutput: ReportOutput {
    private let console: Console
    private var pending = ""

    /// An output onto `console.out`.
    public init(console: Console) { self.console = console }

    public mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= FileOutput.blockSize { flush() }
    }

    public mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    /// Hands what is pending to the console.
    public mutating func flush() {
        guard !pending.isEmpty else { return }
        console.out(pending)
        pending = ""
    }
}
