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
            throw failure("needs \(count) bytes at byte \(position), but only \(max(0, end - position)) remain before the offset table")
        }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    /// A big-endian unsigned integer of `count` (at most 8) bytes.
    mutating func unsigned(_ count: Int) throws(PropertyListReadError) -> UInt64 {
        try bytes(count).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The count in a marker's low nibble, or after it as an integer object when the nibble is 0xF.
    mutating func length(_ nibble: UInt8) throws(PropertyListReadError) -> Int {
        guard nibble == 0x0F else { return Int(nibble) }
        let marker = try byte()
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw failure("has a length that is not an integer of 1 to 8 bytes (marker \(hexByte(marker)))")
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
        var units: [UInt16] = []
        units.reserveCapacity(count)
        var index = raw.startIndex
        while index < raw.endIndex {
            units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
            index += 2
        }
        var unpaired: UInt16?
        var position = 0
        while unpaired == nil, position < units.count {
            let unit = units[position]
            if UTF16.isLeadSurrogate(unit), position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
                position += 2
            } else {
                if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { unpaired = unit }
                position += 1
            }
        }
        return (String(decoding: units, as: UTF16.self), unpaired)
    }

    /// `count` object references of `size` bytes each, checked to fit before any is read.
    mutating func references(_ count: Int, size: Int) throws(PropertyListReadError) -> [UInt64] {
        guard count <= (end - position) / size else {
            throw failure("claims \(count) members, but only \(max(0, end - position) / size) references fit in the file")
        }
        var result: [UInt64] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try unsigned(size)) }
        return result
    }
}
