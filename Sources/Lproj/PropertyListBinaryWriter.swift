/// Lays out a binary property list (`bplist00`): the header, the objects (the root first, each distinct string
/// once), the offset table, and the 32-byte trailer that says how wide offsets and references are.
struct PropertyListBinaryWriter {
    /// Each object to write, numbered by its place.
    private enum Object {
        case string(String)
        /// A dictionary's keys' and values' object numbers, in order.
        case dictionary(keys: [Int], values: [Int])
    }

    private var objects: [Object] = []
    private var stringObjects: [String: Int] = [:]

    /// The bytes of a binary property list holding `root`.
    static func bytes(of root: PropertyListValue) throws(PropertyListWriterError) -> [UInt8] {
        var writer = PropertyListBinaryWriter()
        _ = try writer.add(root)
        return writer.encoded()
    }

    /// Numbers `value` and what it holds; the number of `value`.
    private mutating func add(_ value: PropertyListValue) throws(PropertyListWriterError) -> Int {
        switch value {
        case .string(let text):
            return addString(text)
        case .dictionary(let dictionary):
            let number = objects.count
            objects.append(.dictionary(keys: [], values: []))
            let keys = dictionary.entries.map { addString($0.key) }
            var values: [Int] = []
            for entry in dictionary.entries { values.append(try add(entry.value.value)) }
            objects[number] = .dictionary(keys: keys, values: values)
            return number
        default:
            throw .unsupportedValue(kind: value.kindDescription)
        }
    }

    private mutating func addString(_ text: String) -> Int {
        if let known = stringObjects[text] { return known }
        objects.append(.string(text))
        stringObjects[text] = objects.count - 1
        return objects.count - 1
    }

    /// The file: objects from byte 8, then the offset table and the trailer.
    private func encoded() -> [UInt8] {
        let referenceSize = Self.byteCount(for: UInt64(objects.count - 1))
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt64] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(UInt64(bytes.count))
            switch object {
            case .string(let text):
                if text.unicodeScalars.allSatisfy(\.isASCII) {
                    appendMarker(0x50, count: text.utf8.count, to: &bytes)
                    bytes += text.utf8
                } else {
                    let units = Array(text.utf16)
                    appendMarker(0x60, count: units.count, to: &bytes)
                    for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
                }
            case .dictionary(let keys, let values):
                appendMarker(0xD0, count: keys.count, to: &bytes)
                for number in keys + values { Self.append(UInt64(number), width: referenceSize, to: &bytes) }
            }
        }
        let tableStart = UInt64(bytes.count)
        // Apple's reader wants offsets wide enough to reach the table itself, not only the last object.
        let offsetSize = Self.byteCount(for: tableStart)
        for offset in offsets { Self.append(offset, width: offsetSize, to: &bytes) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        Self.append(UInt64(objects.count), width: 8, to: &bytes)
        Self.append(0, width: 8, to: &bytes)
        Self.append(tableStart, width: 8, to: &bytes)
        return bytes
    }

    /// A marker byte of `kind` with its count: in its low four bits below 15, else `0xF` and an integer object.
    private func appendMarker(_ kind: UInt8, count: Int, to bytes: inout [UInt8]) {
        guard count >= 15 else {
            bytes.append(kind | UInt8(count))
            return
        }
        bytes.append(kind | 0x0F)
        let width = Self.byteCount(for: UInt64(count))
        bytes.append(0x10 | UInt8(width.trailingZeroBitCount))
        Self.append(UInt64(count), width: width, to: &bytes)
    }

    /// The fewest bytes of 1, 2, 4 or 8 that hold `value`.
    private static func byteCount(for value: UInt64) -> Int {
        switch value {
        case ..<0x100: 1
        case ..<0x1_0000: 2
        case ..<0x1_0000_0000: 4
        default: 8
        }
    }

    /// `value` big-endian in `width` bytes.
    private static func append(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        for index in stride(from: width - 1, through: 0, by: -1) {
            bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index)))
        }
    }
}
