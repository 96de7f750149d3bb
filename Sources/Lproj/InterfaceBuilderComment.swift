/// The comment `ibtool --export-strings-file` writes above each text it exports, which names the object's class,
/// the property, the base text and the object: `Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi";`
/// (as a ``StringsEntry/comment``: without `/*`, `*/` and the spaces inside them).
enum InterfaceBuilderComment {
    /// The comment of a text; the base text is quoted and escaped as in the entry below it (`\"`, `\\`, `\n`, `\t`),
    /// as ibtool writes it.
    static func text(className: String, property: String, baseText: String, objectID: String) -> String {
        // Made as bytes in one buffer: string interpolation appended a dozen pieces for every text of every
        // storyboard checked.
        var bytes: [UInt8] = []
        let sizes = className.utf8.count + property.utf8.count + baseText.utf8.count + objectID.utf8.count
        bytes.reserveCapacity(40 + sizes)
        bytes.append(contentsOf: "Class = \"".utf8)
        bytes.append(contentsOf: className.utf8)
        bytes.append(contentsOf: "\"; ".utf8)
        bytes.append(contentsOf: property.utf8)
        bytes.append(contentsOf: " = ".utf8)
        if baseText.utf8.contains(where: needsEscape) {
            bytes.append(contentsOf: StringsWriter.quoted(baseText).utf8)
        } else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: baseText.utf8)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(contentsOf: "; ObjectID = \"".utf8)
        bytes.append(contentsOf: objectID.utf8)
        bytes.append(contentsOf: "\";".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a byte of a text needs ``StringsWriter/quoted(_:)`` to escape it (most texts have none).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
    }
}
