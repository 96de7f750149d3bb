import Lproj

/// Assembles files and units from the XLIFF elements the reader meets, and checks what it needs of them.
struct XLIFFDocumentBuilder {
    /// A child of `<trans-unit>` whose text the reader keeps.
    enum TextField: String {
        case source, target, note
    }

    /// The files whose `</file>` the reader has met.
    private(set) var files: [XLIFFFile] = []
    private var file: XLIFFFile?
    /// The UTF-8 of the file's ids: two ids are the same only when their scalars are, as for Apple's runtime and
    /// for XML (Swift's `String` would take `é` and `e` + U+0301 for one id).
    private var idsInFile: Set<[UInt8]> = []
    private var unit: XLIFFUnit?
    private var unitStart = SourceLocation(file: "", line: 1, column: 1)
    private var fieldsRead: Set<TextField> = []
    private var notes: [String] = []
    private var textStart = SourceLocation(file: "", line: 1, column: 1)

    /// Starts a `<file>`, which needs `original` and `source-language`.
    mutating func startFile(_ attributes: [String: String], at location: SourceLocation) throws(TranslationError) {
        file = XLIFFFile(
            original: try required("original", of: "file", in: attributes, at: location),
            sourceLanguage: try required("source-language", of: "file", in: attributes, at: location),
            targetLanguage: try value("target-language", of: "file", in: attributes, at: location),
            units: [])
        file?.location = location
        idsInFile = []
    }

    /// Ends the `<file>`.
    mutating func endFile() {
        if let file { files.append(file) }
        file = nil
    }

    /// Starts a `<trans-unit>`, which needs an id no other unit of its file has.
    mutating func startUnit(_ attributes: [String: String], at location: SourceLocation) throws(TranslationError) {
        let id = try required("id", of: "trans-unit", in: attributes, at: location)
        guard idsInFile.insert(Array(id.utf8)).inserted else {
            throw .malformed(location, reason: "the id \"\(id)\" is used by an earlier <trans-unit> of this <file>")
        }
        unit = XLIFFUnit(id: id, source: "")
        unitStart = location
        fieldsRead = []
        notes = []
    }

    /// Marks the open unit as one the import must refuse, unless an earlier problem did already.
    mutating func refuseUnit(_ problem: XLIFFUnitProblem) {
        if unit != nil, unit?.problem == nil { unit?.problem = problem }
    }

    /// Ends the `<trans-unit>`, which needs a `<source>`.
    mutating func endUnit() throws(TranslationError) {
        guard var unit else { return }
        guard fieldsRead.contains(.source) else {
            throw .malformed(unitStart, reason: "the <trans-unit> \"\(unit.id)\" has no <source>")
        }
        unit.location = unitStart
        unit.note = notes.isEmpty ? nil : notes.joined(separator: "\n")
        file?.units.append(unit)
        self.unit = nil
    }

    /// Starts a `<source>`, `<target>` or `<note>` of the unit; a target's `state` must be an XLIFF state.
    mutating func startText(
        _ field: TextField, _ attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) {
        textStart = location
        guard field == .note || fieldsRead.insert(field).inserted else {
            throw .malformed(location, reason: "a second <\(field.rawValue)> in the <trans-unit> \"\(unit?.id ?? "")\"")
        }
        guard field == .target, let rawState = attributes["state"] else { return }
        guard let state = XLIFFTargetState(rawValue: rawState) else {
            throw .malformed(location, reason: "the state \"\(rawState)\" is no XLIFF 1.2 state and no x- extension")
        }
        unit?.state = state
    }

    /// Ends the `<source>`, `<target>` or `<note>` with its text.
    mutating func endText(_ field: TextField, text: String) throws(TranslationError) {
        switch field {
        case .source: unit?.source = text
        case .target: unit?.target = text
        case .note:
            guard let note = XLIFFValueEncoding.decoded(text) else {
                throw .malformed(textStart, reason: "the <note> has an invalid \(XLIFFValueEncoding.prefix) encoding")
            }
            notes.append(note)
        }
    }

    private func required(
        _ name: String, of element: String, in attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) -> String {
        guard let value = try value(name, of: element, in: attributes, at: location) else {
            throw .malformed(location, reason: "the <\(element)> has no \(name) attribute")
        }
        return value
    }

    private func value(
        _ name: String, of element: String, in attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) -> String? {
        guard let encoded = attributes[name] else { return nil }
        guard let value = XLIFFValueEncoding.decoded(encoded) else {
            let reason = "the \(name) of the <\(element)> has an invalid \(XLIFFValueEncoding.prefix) encoding"
            throw .malformed(location, reason: reason)
        }
        return value
    }
}
