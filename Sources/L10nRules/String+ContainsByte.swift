import Foundation
import Lproj

extension String {
    /// Whether the text's UTF-8 holds `byte` (an ASCII character: it cannot be part of another character), found by
    /// the C library's `memchr` rather than a step per index of `utf8`, which costs about ten times as much.
    func containsUTF8(_ byte: UInt8) -> Bool {
        withUTF8Bytes { $0.containsByte(byte) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes hold `byte`, found by the C library's `memchr` rather than a step per byte.
    func containsByte(_ byte: UInt8) -> Bool {
        guard let base = baseAddress else { return false }
        return memchr(base, Int32(byte), count) != nil
    }
}
