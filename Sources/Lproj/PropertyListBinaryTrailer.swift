/// The last 32 bytes of a binary property list: how offsets and references are sized and where the offset table
/// is, checked against the file as strictly as CoreFoundation checks them.
struct PropertyListBinaryTrailer {
    /// Bytes per entry of the offset table (at least 1).
    let offsetSize: Int
    /// Bytes per object reference (at least 1).
    let referenceSize: Int
    /// How many objects the offset table lists.
    let objectCount: Int
    /// The root object's number.
    let topObject: Int
    /// Where the offset table starts; objects lie between the header and here.
    let offsetTableStart: Int

    /// The size of the header (`bplist00`) and of the trailer.
    static let headerSize = 8, size = 32

    init(_ bytes: [UInt8]) throws(PropertyListReadError) {
        guard bytes.count >= Self.headerSize + Self.size + 1 else {
            throw PropertyListReadError("the file is \(bytes.count) bytes long, too short for a binary property list")
        }
        guard bytes.starts(with: Array("bplist0".utf8)) else {
            let version = String(decoding: bytes[6..<8], as: UTF8.self)
            throw PropertyListReadError(
                "version \(StringsWriter.quoted(version)) is not supported "
                    + "(Apple's parser reads version 0x, as in bplist00)")
        }
        let start = bytes.count - Self.size
        let (offsetSize, referenceSize) = (Int(bytes[start + 6]), Int(bytes[start + 7]))
        let objects = sizedInteger(bytes[(start + 8)..<(start + 16)])
        let top = sizedInteger(bytes[(start + 16)..<(start + 24)])
        let table = sizedInteger(bytes[(start + 24)..<(start + 32)])
        guard offsetSize >= 1 else { throw PropertyListReadError("the trailer gives 0 bytes per offset") }
        guard referenceSize >= 1 else { throw PropertyListReadError("the trailer gives 0 bytes per object reference") }
        guard objects >= 1 else { throw PropertyListReadError("the trailer lists no objects") }
        guard top < objects else {
            throw PropertyListReadError("the root object \(top) is not among the \(objects) objects")
        }
        guard table >= UInt64(Self.headerSize + 1), table < UInt64(start) else {
            throw PropertyListReadError("the offset table starts at byte \(table), outside the objects of the file")
        }
        let (tableSize, overflow) = objects.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, tableSize == UInt64(start) - table else {
            throw PropertyListReadError(
                "the offset table of \(objects) objects of \(offsetSize) bytes at byte \(table) does not end where "
                    + "the trailer starts (byte \(start))")
        }
        guard referenceSize >= 8 || objects < 1 << (8 * UInt64(referenceSize)) else {
            throw PropertyListReadError("\(referenceSize)-byte object references cannot reach all \(objects) objects")
        }
        guard offsetSize >= 8 || table < 1 << (8 * UInt64(offsetSize)) else {
            throw PropertyListReadError("\(offsetSize)-byte offsets cannot reach the offset table at byte \(table)")
        }
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = Int(objects)
        self.topObject = Int(top)
        self.offsetTableStart = Int(table)
        for object in 0..<objectCount where offset(of: object, in: bytes) >= table {
            throw PropertyListReadError(
                "object \(object) is at byte \(offset(of: object, in: bytes)), past the objects of the file")
        }
    }

    /// Where object `object` starts, from the offset table.
    func offset(of object: Int, in bytes: [UInt8]) -> UInt64 {
        let entry = offsetTableStart + object * offsetSize
        return sizedInteger(bytes[entry..<(entry + offsetSize)])
    }
}

/// A big-endian unsigned integer of any size; of more than 8 bytes, the last 8 count, as in CoreFoundation.
func sizedInteger(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(0) { $0 &<< 8 | UInt64($1) }
}
