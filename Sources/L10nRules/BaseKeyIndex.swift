import Lproj

/// The keys of a base table, numbered 0..<count: a key's number is looked up from its UTF-8 bytes without making a
/// string, so that comparing a language with the base is work on integers. Keys are equal when their bytes are, as
/// Apple's runtime compares them (code unit by code unit, no Unicode normalization).
struct BaseKeyIndex: Sendable {
    /// The keys, by number.
    private(set) var keys: [String] = []
    /// The keys' UTF-8, one after another.
    private var bytes: [UInt8] = []
    /// Where each key's bytes end in ``bytes``; they start where the previous key's end.
    private var ends: [Int] = []
    /// Open addressing: a key's number + 1, or 0 for an empty bucket; the count is a power of two, at least twice
    /// the number of keys.
    private var buckets = [Int32](repeating: 0, count: 16)

    /// Numbers `keys` in their order; a key that repeats keeps the number it first had.
    init(_ keys: [String]) {
        reserveCapacity(keys.count)
        for key in keys { insert(key) }
    }

    /// An index of no keys, to ``insert(_:)`` keys into.
    init() {}

    /// Makes room for `count` keys, so that inserting them rehashes nothing.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        ends.reserveCapacity(count)
        var size = buckets.count
        while size < count * 2 { size *= 2 }
        if size > buckets.count { rehash(size: size) }
    }

    /// The number of `key`, numbered next when the index lacks it.
    @discardableResult
    mutating func insert(_ key: String) -> Int {
        key.withUTF8Bytes { insert(utf8: $0) { key } }
    }

    /// The number of the key whose UTF-8 is `utf8`; when the index lacks it, the key `makeKey` makes (whose UTF-8
    /// must be `utf8`) is numbered next. A string is made only for a key that is new.
    mutating func insert(utf8: UnsafeBufferPointer<UInt8>, makeKey: () -> String) -> Int {
        if let number = number(ofUTF8: utf8) { return number }
        if (keys.count + 1) * 2 > buckets.count { rehash(size: buckets.count * 2) }
        let number = keys.count
        bytes.append(contentsOf: utf8)
        ends.append(bytes.count)
        keys.append(makeKey())
        place(number, hash: Self.hash(utf8))
        return number
    }

    /// Puts key `number` into the first empty bucket from its hash on.
    private mutating func place(_ number: Int, hash: Int) {
        let mask = buckets.count - 1
        var bucket = hash & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(number + 1)
    }

    /// Spreads the keys over `size` buckets.
    private mutating func rehash(size: Int) {
        buckets = [Int32](repeating: 0, count: size)
        let all = bytes
        all.withUnsafeBufferPointer { all in
            for number in keys.indices {
                let start = number == 0 ? 0 : ends[number - 1]
                place(number, hash: Self.hash(UnsafeBufferPointer(rebasing: all[start..<ends[number]])))
            }
        }
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
        key.withUTF8Bytes { number(ofUTF8: $0) }
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
