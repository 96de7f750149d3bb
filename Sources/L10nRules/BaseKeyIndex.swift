/// The keys of a base table, numbered 0..<count: a key's number is looked up from its UTF-8 bytes without making a
/// string, so that comparing a language with the base is work on integers. Keys are equal when their bytes are, as
/// Apple's runtime compares them (code unit by code unit, no Unicode normalization).
struct BaseKeyIndex: Sendable {
    /// The keys, by number.
    let keys: [String]
    /// The keys' UTF-8, one after another.
    private let bytes: [UInt8]
    /// Where each key's bytes end in ``bytes``; they start where the previous key's end.
    private let ends: [Int]
    /// Open addressing: a key's number + 1, or 0 for an empty bucket; the count is a power of two.
    private let buckets: [Int32]

    /// Numbers `keys`, which must be distinct, in their order.
    init(_ keys: [String]) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(keys.count)
        for key in keys {
            bytes.append(contentsOf: key.utf8)
            ends.append(bytes.count)
        }
        var size = 16
        while size < keys.count * 2 { size *= 2 }
        var buckets = [Int32](repeating: 0, count: size)
        bytes.withUnsafeBufferPointer { all in
            for number in keys.indices {
                let start = number == 0 ? 0 : ends[number - 1]
                var bucket = Self.hash(UnsafeBufferPointer(rebasing: all[start..<ends[number]])) & (size - 1)
                while buckets[bucket] != 0 { bucket = (bucket + 1) & (size - 1) }
                buckets[bucket] = Int32(number + 1)
            }
        }
        self.keys = keys
        self.bytes = bytes
        self.ends = ends
        self.buckets = buckets
    }

    /// How many keys there are.
    var count: Int { keys.count }

    /// The number of the key whose UTF-8 is `utf8`, or `nil` when the base has no such key; the key numbered
    /// `guess`, when there is one, is compared first, without hashing.
    func number(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, tryingFirst guess: Int) -> Int? {
        if guess >= 0, guess < ends.count, case let start = guess == 0 ? 0 : ends[guess - 1],
           ends[guess] - start == utf8.count, bytes.withUnsafeBufferPointer({ all in
               UnsafeBufferPointer(rebasing: all[start..<ends[guess]]).hasSameBytes(as: utf8)
           }) {
            return guess
        }
        return number(ofUTF8: utf8)
    }

    /// The number of the key whose UTF-8 is `utf8`, or `nil` when the base has no such key.
    func number(ofUTF8 utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = buckets.count - 1
        var bucket = Self.hash(utf8) & mask
        return bytes.withUnsafeBufferPointer { all in
            while case let stored = buckets[bucket], stored != 0 {
                let number = Int(stored) - 1
                let start = number == 0 ? 0 : ends[number - 1]
                if UnsafeBufferPointer(rebasing: all[start..<ends[number]]).hasSameBytes(as: utf8) {
                    return number
                }
                bucket = (bucket + 1) & mask
            }
            return nil
        }
    }

    /// The number of `key`, or `nil` when the base has no such key.
    func number(of key: String) -> Int? {
        var key = key
        return key.withUTF8 { number(ofUTF8: $0) }
    }

    /// A hash of bytes, eight at a time.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return Int(truncatingIfNeeded: hash) }
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }
}
