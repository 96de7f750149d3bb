import Lproj

/// The text of one `<source>` or `<target>` as it is read: its UTF-8, where its placeholders (`<x/>`, `<bx/>`,
/// `<ex/>`) stand, and the original code of its code elements (`<ph>`, `<bpt>`, `<ept>`, `<it>`) by id.
///
/// Placeholders are resolved when the whole unit is read (``resolved(codes:)``), since a target's `<x/>` takes its
/// code from the source's element of the same id (see ``XLIFFInlineElement``).
struct XLIFFInlineText {
    /// An empty inline element standing for code held elsewhere.
    struct Placeholder {
        /// Where in ``bytes`` the code goes.
        var offset: Int
        /// `x`, `bx` or `ex`.
        var element: String
        /// Its `id`, empty when it has none.
        var id: String
        /// Its `equiv-text`, when it has one.
        var equivalentText: String?
        /// Where its tag starts.
        var location: SourceLocation
    }

    /// The text read so far, without the placeholders' code.
    private(set) var bytes: [UInt8] = []
    /// The placeholders in text order.
    private(set) var placeholders: [Placeholder] = []
    /// The original code of each code element by id, then element name (`ph`, ...), the first of each; and the
    /// `equiv-text` of each placeholder that has one, under its own name.
    private(set) var codes: [String: [String: [UInt8]]] = [:]
    /// The code elements open at this point: name, id, and where their content starts in ``bytes``.
    private var openCodes: [(element: String, id: String, start: Int)] = []

    /// Appends text.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// Appends one character.
    mutating func append(_ scalar: Unicode.Scalar) {
        bytes.append(contentsOf: String(scalar).utf8)
    }

    /// Starts a code element: its content, read next, is its original code.
    mutating func startCode(_ element: String, id: String) {
        openCodes.append((element, id, bytes.count))
    }

    /// Ends the innermost code element, recording its content as its code.
    mutating func endCode() {
        guard let code = openCodes.popLast() else { return }
        if codes[code.id]?[code.element] == nil {
            codes[code.id, default: [:]][code.element] = Array(bytes[code.start...])
        }
    }

    /// Adds a placeholder at the end of the text read so far.
    mutating func addPlaceholder(_ placeholder: Placeholder) {
        var placed = placeholder
        placed.offset = bytes.count
        placeholders.append(placed)
        if let text = placeholder.equivalentText, codes[placeholder.id]?[placeholder.element] == nil {
            codes[placeholder.id, default: [:]][placeholder.element] = Array(text.utf8)
        }
    }

    /// The text with each placeholder's original code in its place: the code of `codes` (the source's) of the same
    /// id, else the placeholder's `equiv-text`; or the first placeholder whose code the file does not give.
    func resolved(codes source: [String: [String: [UInt8]]]) -> Result<String, PlaceholderFailure> {
        guard !placeholders.isEmpty else { return .success(String(decoding: bytes, as: UTF8.self)) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var offset = 0
        for placeholder in placeholders {
            let candidates = source[placeholder.id] ?? [:]
            let code = XLIFFInlineElement.sources(ofPlaceholder: placeholder.element).lazy
                .compactMap { candidates[$0] }.first ?? placeholder.equivalentText.map { Array($0.utf8) }
            guard let code else { return .failure(PlaceholderFailure(placeholder: placeholder)) }
            result.append(contentsOf: bytes[offset..<placeholder.offset])
            result.append(contentsOf: code)
            offset = placeholder.offset
        }
        result.append(contentsOf: bytes[offset...])
        return .success(String(decoding: result, as: UTF8.self))
    }

    /// A placeholder whose original code the file does not give.
    struct PlaceholderFailure: Error {
        /// The placeholder.
        var placeholder: Placeholder

        /// Why the unit is refused, in words.
        var reason: String {
            let id = placeholder.id.isEmpty ? "without an id" : "id=\(placeholder.id)"
            let codes = XLIFFInlineElement.sources(ofPlaceholder: placeholder.element).dropLast()
                .map { "<\($0)>" }.joined(separator: " or ")
            return "an <\(placeholder.element)/> placeholder \(id) whose original text the file does not give: the "
                + "<source> has no \(codes) with that id, and it has no equiv-text attribute; a .strings value "
                + "cannot hold a placeholder, so translate the unit with the original text in its place"
        }
    }
}
