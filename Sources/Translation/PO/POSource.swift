import Lproj

/// The bytes of a PO file with its path, to make the ``SourceLocation`` of an offset when an error needs one.
struct POSource {
    /// The file's bytes, UTF-8.
    let bytes: [UInt8]
    /// The path that goes into locations.
    let path: String

    /// The location of the byte at `offset`: lines end at `\n`, `\r\n` or a lone `\r`; columns count Unicode scalars.
    func location(of offset: Int) -> SourceLocation {
        var locator = POLocator(source: self)
        return locator.location(of: offset)
    }

    /// The error `reason` at `offset`.
    func error(_ reason: String, at offset: Int) -> TranslationError {
        .malformed(location(of: offset), reason: reason)
    }

    /// Throws at the first byte that is no UTF-8.
    func validateUTF8() throws(TranslationError) {
        // The standard library's check is fast; the scalar by scalar walk only finds the place of a fault.
        if String(validating: bytes, as: UTF8.self) != nil { return }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw error(
                    "byte 0x\(byte) is not UTF-8; PO files are read as UTF-8 (convert others with "
                        + "`msgconv --to-code=UTF-8`)", at: offset)
            }
        }
    }
}
