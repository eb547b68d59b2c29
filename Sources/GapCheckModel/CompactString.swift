extension String {
    /// The same text in storage of its own length. A string built by interpolating or appending keeps the room its
    /// buffer grew to (often half again its length), and a finding's title and message are kept by the tens of
    /// thousands until the report is written (bench/RESULTS.md, p8mem): copied once into exact storage, the grown
    /// buffer is freed when its builder drops it. A short string is stored inline and comes back as it is.
    public var compacted: String {
        guard utf8.count > 15 else { return self }
        var source = self
        return source.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                guard let from = bytes.baseAddress, let to = buffer.baseAddress else { return 0 }
                to.initialize(from: from, count: bytes.count)
                return bytes.count
            }
        }
    }
}
