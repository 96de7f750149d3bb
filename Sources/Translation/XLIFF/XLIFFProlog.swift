import Lproj

/// Refuses a document type declaration with an internal subset, before the XML parser sees the document.
///
/// Entities declared in a DTD's internal subset are where XML parsers lose text or expand without bound:
/// Foundation's `XMLParser` on Linux, which read XLIFF before, read `x&e;y` as `xy` for `<!ENTITY e "EE">` without
/// any error, lost the text of an entity holding markup, and ended the element's text at an external entity's
/// reference (measured with swift-corelibs-foundation and libxml2 2.9); and `XML_PARSE_HUGE`, with which
/// `XMLPushParser` reads, turns off libxml2's own limit on entity expansion. `XMLPushParser` declares no entity
/// (a reference to one is an undeclared entity), but XLIFF needs no DTD and no tool writes an internal subset, so a
/// document with one is refused at its `<!DOCTYPE`, before the parser sees it. A `<!DOCTYPE>` without an internal
/// subset (the XLIFF 1.2 DTD by its public id) is harmless: the parser loads no external DTD, and an entity it would
/// declare is an error where it is used.
enum XLIFFProlog {
    /// Throws at the `<!DOCTYPE` of the document's prolog when it has an internal subset (`[ ... ]`).
    /// `bytes` are UTF-8, after any byte order mark.
    static func validate(_ bytes: [UInt8], path: String) throws(TranslationError) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                index += 1
            case UInt8(ascii: "<") where bytes[index...].starts(with: "<?".utf8):
                index = end(of: "?>", in: bytes, from: index + 2)
            case UInt8(ascii: "<") where bytes[index...].starts(with: "<!--".utf8):
                index = end(of: "-->", in: bytes, from: index + 4)
            case UInt8(ascii: "<") where bytes[index...].starts(with: "<!DOCTYPE".utf8):
                guard hasInternalSubset(bytes, from: index + 9) else { return }
                throw TranslationError.malformed(
                    location(of: index, in: bytes, from: start, path: path),
                    reason: "the <!DOCTYPE> declares an internal subset ([...]); entities declared there are not "
                        + "expanded reliably and could lose text, so the file is not read: remove the subset")
            default:
                return
            }
        }
    }

    /// Whether the declaration starting at `index` (after `<!DOCTYPE`) reaches a `[` before its `>`, outside quotes.
    private static func hasInternalSubset(_ bytes: [UInt8], from index: Int) -> Bool {
        var quote: UInt8?
        for byte in bytes[index...] {
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): return true
            case UInt8(ascii: ">"): return false
            default: break
            }
        }
        return false
    }

    /// The index just after the first `terminator` at or after `index`, or the end of the bytes.
    static func end(of terminator: String, in bytes: [UInt8], from index: Int) -> Int {
        let pattern = Array(terminator.utf8)
        var position = index
        while position < bytes.count {
            if bytes[position...].starts(with: pattern) { return position + pattern.count }
            position += 1
        }
        return bytes.count
    }

    /// The line and column (in scalars) of the byte at `offset`.
    static func location(of offset: Int, in bytes: [UInt8], from start: Int, path: String) -> SourceLocation {
        var line = 1, column = 1
        for byte in bytes[start..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: path, line: line, column: column)
    }
}
