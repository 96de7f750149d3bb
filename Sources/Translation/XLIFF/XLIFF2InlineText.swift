import Lproj

/// The text of one XLIFF 2.0 `<source>` or `<target>` as it is read: its UTF-8, and where its inline codes stand
/// with the `<data>` that holds each one's original text.
///
/// Codes are resolved once the whole unit is read (``resolved(data:)``), with the unit's `<originalData>`.
struct XLIFF2InlineText {
    /// An inline code: `<ph/>`, `<sc/>`, `<ec/>`, or the start or end of a `<pc>`.
    struct Code {
        /// Where in ``bytes`` the original text goes.
        var offset: Int
        /// The element's name: `ph`, `sc`, `ec` or `pc`.
        var element: String
        /// The attribute that names its data: `dataRef`, or `dataRefStart` or `dataRefEnd` of a `<pc>`.
        var attribute: String
        /// The id of the `<data>` holding the original text, or `nil` when the code names none.
        var dataID: String?
        /// Where the code's tag starts.
        var location: SourceLocation
    }

    /// The text read so far, without the codes' original text.
    private(set) var bytes: [UInt8] = []
    /// The codes in text order.
    private(set) var codes: [Code] = []

    /// Appends text.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// Appends one character.
    mutating func append(_ scalar: Unicode.Scalar) {
        bytes.append(contentsOf: String(scalar).utf8)
    }

    /// Adds a code at the end of the text read so far.
    mutating func addCode(_ element: String, attribute: String, dataID: String?, at location: SourceLocation) {
        codes.append(Code(
            offset: bytes.count, element: element, attribute: attribute, dataID: dataID, location: location))
    }

    /// The text with each code's original text in its place, from `data` (the unit's `<data>` by id); or the first
    /// code whose original text the unit does not give.
    func resolved(data: [String: [UInt8]]) -> Result<[UInt8], CodeFailure> {
        guard !codes.isEmpty else { return .success(bytes) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var offset = 0
        for code in codes {
            guard let original = code.dataID.flatMap({ data[$0] }) else { return .failure(CodeFailure(code: code)) }
            result.append(contentsOf: bytes[offset..<code.offset])
            result.append(contentsOf: original)
            offset = code.offset
        }
        result.append(contentsOf: bytes[offset...])
        return .success(result)
    }

    /// An inline code whose original text the unit does not give.
    struct CodeFailure: Error {
        /// The code.
        var code: Code

        /// Why the unit is refused, in words.
        var reason: String {
            let missing = code.dataID.map {
                "its \(code.attribute) \"\($0)\" names no <data> of the unit's <originalData>"
            } ?? "it has no \(code.attribute) attribute"
            return "a <\(code.element)> code whose original text the file does not give: \(missing) (disp and equiv "
                + "are display text, not the original); a .strings value cannot hold a placeholder, so translate the "
                + "unit with the original text in its place"
        }
    }
}
