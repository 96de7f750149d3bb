/// The last 32 bytes of a binary property list: how offsets and references are sized and where the table is,
/// checked against the size of the file.
struct PropertyListBinaryTrailer {
    /// Bytes per entry of the offset table (1...8).
    let offsetSize: Int
    /// Bytes per object reference (1...8).
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
        guard bytes.count >= Self.headerSize + Self.size + 2 else {
            throw PropertyListReadError("the file is \(bytes.count) bytes long, too short for a binary property list")
        }
        guard bytes.starts(with: Array("bplist0".utf8)) else {
            let version = String(decoding: bytes[6..<8], as: UTF8.self)
            throw PropertyListReadError(
                "version \(quote(version)) is not supported (Apple's parser reads version 0x, as in bplist00)")
        }
        let start = bytes.count - Self.size
        func bigEndian(_ offset: Int) -> UInt64 {
            bytes[(start + offset)..<(start + offset + 8)].reduce(0) { $0 << 8 | UInt64($1) }
        }
        let (offsetSize, referenceSize) = (Int(bytes[start + 6]), Int(bytes[start + 7]))
        let (objects, top, table) = (bigEndian(8), bigEndian(16), bigEndian(24))
        guard (1...8).contains(offsetSize) else {
            throw PropertyListReadError("the trailer gives \(offsetSize) bytes per offset (1 to 8 are valid)")
        }
        guard (1...8).contains(referenceSize) else {
            throw PropertyListReadError("the trailer gives \(referenceSize) bytes per object reference (1 to 8 are valid)")
        }
        guard objects >= 1 else { throw PropertyListReadError("the trailer lists no objects") }
        guard top < objects else {
            throw PropertyListReadError("the root object \(top) is not among the \(objects) objects")
        }
        guard table >= UInt64(Self.headerSize + 1), table < UInt64(start) else {
            throw PropertyListReadError("the offset table starts at byte \(table), outside the objects of the file")
        }
        let (tableSize, overflow) = objects.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, tableSize <= UInt64(start) - table else {
            throw PropertyListReadError(
                "the offset table of \(objects) objects at byte \(table) runs past the trailer")
        }
        guard referenceSize == 8 || objects <= 1 << (8 * UInt64(referenceSize)) else {
            throw PropertyListReadError(
                "\(referenceSize)-byte object references cannot reach all \(objects) objects")
        }
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = Int(objects)
        self.topObject = Int(top)
        self.offsetTableStart = Int(table)
    }
}
