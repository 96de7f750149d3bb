/// A bounds-checked reader over the bytes of one object of a binary property list.
struct PropertyListBinaryCursor {
    let bytes: [UInt8]
    /// The next byte to read.
    var position: Int
    /// Where the objects end (the offset table starts): no read goes past it.
    let end: Int
    /// The object's number, for messages.
    let object: Int

    /// An error about this object.
    func failure(_ reason: String) -> PropertyListReadError {
        PropertyListReadError("object \(object) \(reason)")
    }

    mutating func byte() throws(PropertyListReadError) -> UInt8 {
        guard position < end else { throw failure("runs past the end of the objects") }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next `count` bytes.
    mutating func bytes(_ count: Int) throws(PropertyListReadError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= end - position else {
            throw failure(
                "needs \(count) bytes at byte \(position), but only \(max(0, end - position)) remain "
                    + "before the offset table")
        }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    /// A big-endian unsigned integer of `count` bytes (of more than 8, the last 8 count).
    mutating func unsigned(_ count: Int) throws(PropertyListReadError) -> UInt64 {
        sizedInteger(try bytes(count))
    }

    /// The count in a marker's low nibble, or after it as an integer object when the nibble is 0xF.
    mutating func length(_ nibble: UInt8) throws(PropertyListReadError) -> Int {
        guard nibble == 0x0F else { return Int(nibble) }
        let marker = try byte()
        guard marker >> 4 == 0x1 else {
            throw failure("has a length that is not an integer object (marker \(hexByte(marker)))")
        }
        let value = try unsigned(1 << Int(marker & 0x0F))
        guard value <= UInt64(end) else {
            throw failure("claims a length of \(value), more than the file holds")
        }
        return Int(value)
    }

    /// `count` UTF-16 big-endian units as text, and the first unpaired surrogate (read as U+FFFD).
    mutating func utf16(_ count: Int) throws(PropertyListReadError) -> (String, UInt16?) {
        let raw = try bytes(count * 2)
        var utf8: [UInt8] = []
        utf8.reserveCapacity(count * 3)
        var unpaired: UInt16?
        var index = raw.startIndex
        while index < raw.endIndex {
            let unit = UInt16(raw[index]) << 8 | UInt16(raw[index + 1])
            index += 2
            var value = UInt32(unit)
            if UTF16.isLeadSurrogate(unit), index < raw.endIndex,
               case let next = UInt16(raw[index]) << 8 | UInt16(raw[index + 1]), UTF16.isTrailSurrogate(next) {
                value = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(next) - 0xDC00)
                index += 2
            } else if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) {
                unpaired = unpaired ?? unit
                value = 0xFFFD
            }
            switch value {
            case ..<0x80:
                utf8.append(UInt8(value))
            case ..<0x800:
                utf8 += [0xC0 | UInt8(value >> 6), 0x80 | UInt8(value & 0x3F)]
            case ..<0x10000:
                utf8 += [0xE0 | UInt8(value >> 12), 0x80 | UInt8(value >> 6 & 0x3F), 0x80 | UInt8(value & 0x3F)]
            default:
                utf8 += [
                    0xF0 | UInt8(value >> 18), 0x80 | UInt8(value >> 12 & 0x3F), 0x80 | UInt8(value >> 6 & 0x3F),
                    0x80 | UInt8(value & 0x3F),
                ]
            }
        }
        return (String(decoding: utf8, as: UTF8.self), unpaired)
    }

    /// `count` object references of `size` bytes each, checked to fit before any is read.
    mutating func references(_ count: Int, size: Int) throws(PropertyListReadError) -> [UInt64] {
        guard count <= (end - position) / size else {
            throw failure(
                "claims \(count) members, but only \(max(0, end - position) / size) references fit in the file")
        }
        var result: [UInt64] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try unsigned(size)) }
        return result
    }
}
