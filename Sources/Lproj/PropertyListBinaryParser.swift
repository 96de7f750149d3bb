/// A reader for binary property lists (`bplist00`) that checks every offset, length and reference.
///
/// It keeps an explicit stack instead of recursing, reads each object once (objects shared by several
/// containers are shared in the result, as in the file), refuses an object that contains itself, and limits
/// nesting and the number of values the result expands to, so no input makes it crash, hang or allocate more
/// than the file justifies.
struct PropertyListBinaryParser {
    /// How deep arrays, sets and dictionaries may nest.
    static let maximumDepth = 512
    /// How many values the result may hold, counting a shared object once for every place it appears.
    static let maximumValueCount = 10_000_000

    private let bytes: [UInt8]
    private let trailer: PropertyListBinaryTrailer
    /// Objects read so far, with the number of values each expands to.
    private var finished: [Int: (value: PropertyListValue, size: Int)] = [:]
    /// Containers being read, from the root down: an object met again among them contains itself.
    private var open: Set<Int> = []
    /// Problems that leave the file readable, as Apple's parser reads it.
    private(set) var warnings: [(problem: ParseProblem, consequence: RuntimeConsequence)] = []

    init(_ bytes: [UInt8]) throws(PropertyListReadError) {
        self.bytes = bytes
        self.trailer = try PropertyListBinaryTrailer(bytes)
    }

    /// Reads the root object and everything it holds.
    mutating func parse() throws(PropertyListReadError) -> PropertyListValue {
        var stack: [PropertyListBinaryContainer] = []
        var next: (object: Int, isKey: Bool)? = (trailer.topObject, false)
        var done: (value: PropertyListValue, size: Int)?
        while true {
            if let (object, isKey) = next {
                next = nil
                if let known = finished[object] {
                    done = known
                } else if open.contains(object) {
                    throw PropertyListReadError("object \(object) contains itself")
                } else {
                    switch try read(object: object) {
                    case .scalar(let value):
                        done = (value, 1)
                        finished[object] = (value, 1)
                    case .container(let container):
                        if isKey {
                            throw PropertyListReadError(
                                "object \(object), a dictionary key, is a container, not a string")
                        }
                        guard stack.count < Self.maximumDepth else {
                            throw PropertyListReadError("containers nest deeper than \(Self.maximumDepth) levels")
                        }
                        open.insert(object)
                        stack.append(container)
                    }
                }
            }
            // Hand a finished value to its container, then read the container's next member or finish it.
            if let (value, size) = done {
                done = nil
                guard !stack.isEmpty else { return value }
                stack[stack.count - 1].children.append(value)
                stack[stack.count - 1].size += size
                guard stack[stack.count - 1].size <= Self.maximumValueCount else {
                    throw PropertyListReadError(
                        "the objects expand to more than \(Self.maximumValueCount) values (an object shared too often)")
                }
            }
            guard let top = stack.last else { continue }
            if top.children.count < top.references.count {
                next = (top.references[top.children.count], top.children.count < top.keyCount)
            } else {
                let container = stack.removeLast()
                open.remove(container.object)
                let value = container.value(warnings: &warnings)
                finished[container.object] = (value, container.size)
                done = (value, container.size)
            }
        }
    }

    /// What an object is, read from its marker: a finished value, or a container whose members come next.
    private enum Object {
        case scalar(PropertyListValue)
        case container(PropertyListBinaryContainer)
    }

    private mutating func read(object: Int) throws(PropertyListReadError) -> Object {
        let offset = trailer.offset(of: object, in: bytes)
        guard offset >= UInt64(PropertyListBinaryTrailer.headerSize), offset < UInt64(trailer.offsetTableStart) else {
            throw PropertyListReadError("object \(object) is at byte \(offset), outside the objects of the file")
        }
        var cursor = PropertyListBinaryCursor(
            bytes: bytes, position: Int(offset), end: trailer.offsetTableStart, object: object)
        let marker = try cursor.byte()
        let low = marker & 0x0F
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .scalar(.null)
            case 0x08: return .scalar(.bool(false))
            case 0x09: return .scalar(.bool(true))
            default: throw cursor.failure("has the unknown marker \(hexByte(marker))")
            }
        case 0x1:
            guard low <= 4 else { throw cursor.failure("is an integer of \(1 << Int(low)) bytes (1 to 16 are valid)") }
            return .scalar(Self.integer(try cursor.bytes(1 << Int(low))))
        case 0x2:
            switch low {
            case 2: return .scalar(.real(Double(Float(bitPattern: UInt32(try cursor.unsigned(4))))))
            case 3: return .scalar(.real(Double(bitPattern: try cursor.unsigned(8))))
            default: throw cursor.failure("is a real of \(1 << Int(low)) bytes (4 or 8 are valid)")
            }
        case 0x3:
            guard marker == 0x33 else { throw cursor.failure("has the unknown marker \(hexByte(marker))") }
            return .scalar(.date(secondsSinceReferenceDate: Double(bitPattern: try cursor.unsigned(8))))
        case 0x4:
            let count = try cursor.length(low)
            return .scalar(.data(Array(try cursor.bytes(count))))
        case 0x5:
            let count = try cursor.length(low)
            // Bytes above 0x7F are read as Latin-1, as Apple reads them.
            let raw = try cursor.bytes(count)
            return .scalar(.string(raw.allSatisfy { $0 < 0x80 }
                ? String(decoding: raw, as: UTF8.self)
                : String(String.UnicodeScalarView(raw.map(Unicode.Scalar.init)))))
        case 0x6:
            let count = try cursor.length(low)
            guard count <= Int.max / 2 else { throw cursor.failure("claims \(count) UTF-16 units") }
            guard count > 0 else { throw cursor.failure("is an empty UTF-16 string, which Apple's parser rejects") }
            let (text, unpaired) = try cursor.utf16(count)
            if let unpaired { warnings.append((.unpairedSurrogate(unpaired), .textChanged)) }
            return .scalar(.string(text))
        case 0x7:
            throw cursor.failure(
                "is a UTF-8 string (marker 0x7_), which bplist00 does not have; Apple's parser rejects it")
        case 0x8:
            let uid = try cursor.unsigned(Int(low) + 1)
            guard uid <= UInt64(UInt32.max) else { throw cursor.failure("is a UID above \(UInt32.max)") }
            return .scalar(.uid(uid))
        case 0xA, 0xC, 0xD:
            let count = try cursor.length(low)
            let isDictionary = marker >> 4 == 0xD
            guard !isDictionary || count <= Int.max / 2 else { throw cursor.failure("claims \(count) pairs") }
            let references = try cursor.references(isDictionary ? count * 2 : count, size: trailer.referenceSize)
            if let bad = references.first(where: { $0 >= UInt64(trailer.objectCount) }) {
                throw cursor.failure("refers to object \(bad), but there are only \(trailer.objectCount)")
            }
            return .container(PropertyListBinaryContainer(
                object: object, marker: marker >> 4, references: references.map { Int($0) },
                keyCount: isDictionary ? count : 0))
        case 0xB:
            throw cursor.failure("is an ordered set (marker 0xB_), which Apple's parser rejects")
        default:
            throw cursor.failure("has the unknown marker \(hexByte(marker))")
        }
    }

    /// 1, 2 and 4 bytes are unsigned and 8 bytes signed; of 16 bytes, the low 64 bits count, unsigned, as
    /// Foundation reads them.
    private static func integer(_ raw: ArraySlice<UInt8>) -> PropertyListValue {
        let value = sizedInteger(raw)
        switch raw.count {
        case 8: return .integer(Int64(bitPattern: value))
        case 16: return value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
        default: return .integer(Int64(value))
        }
    }
}

/// `0xNN`, for messages.
func hexByte(_ byte: UInt8) -> String {
    "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
}
