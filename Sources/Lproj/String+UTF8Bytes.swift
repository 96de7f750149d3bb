extension String {
    /// Calls `body` with the text's UTF-8 where it is already stored contiguously, as it is for every native string,
    /// without the copy, retain and release that `var copy = self; copy.withUTF8` costs; other strings (bridged or
    /// lazily decoded) are made contiguous first.
    @inlinable @inline(__always)
    package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
