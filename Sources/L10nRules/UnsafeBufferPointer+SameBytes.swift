extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `other` holds the same bytes, compared eight at a time.
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let left = UnsafeRawPointer(baseAddress), let right = UnsafeRawPointer(other.baseAddress) else {
            return true
        }
        var offset = 0
        while offset + 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < count {
            if self[offset] != other[offset] { return false }
            offset += 1
        }
        return true
    }
}
