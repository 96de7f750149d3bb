import Lproj

/// Checks an XLIFF file's bytes before the XML parser sees them.
///
/// libxml2 passes element and attribute names that hold bytes that are no UTF-8 on, as in `<a xml:\u{F3}pace="x">`
/// (Foundation's `XMLParser`, which read XLIFF before, trapped on them and crashed the process), and reports other
/// such bytes near, not at, their place. So a file without a UTF-16 byte order mark must be UTF-8, which XLIFF
/// files are in practice: the first byte that is not is an error at its line and column. A file with a UTF-16 byte
/// order mark goes to the parser as it is; libxml2 converts it to UTF-8 itself, so no invalid name can come out of
/// it.
enum XLIFFInput {
    /// The document as UTF-8: the bytes themselves, or a UTF-16 document (with its byte order mark) converted.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        let littleEndian = bytes.starts(with: [0xFF, 0xFE])
        guard littleEndian || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(littleEndian ? second << 8 | first : first << 8 | second)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// Throws at the first byte that is no UTF-8, unless the bytes start with a UTF-16 byte order mark.
    static func validate(_ bytes: [UInt8], path: String) throws(TranslationError) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return }
        // The standard library's validation first: it is fast (24 MB in a few milliseconds, where the scalar by
        // scalar search below takes seconds in a debug build); the search only finds the place of a fault.
        if String(validating: bytes, as: UTF8.self) != nil { return }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                let byte = bytes[offset]
                throw TranslationError.malformed(
                    SourceLocation(file: path, line: line, column: column),
                    reason: "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8; XLIFF files are read "
                        + "as UTF-8, or as UTF-16 with a byte order mark")
            case .emptyInput:
                return
            }
        }
    }
}
