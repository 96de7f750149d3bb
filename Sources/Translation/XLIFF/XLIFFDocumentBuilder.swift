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
    /// The line of the first unit of each id of the file, by the id's UTF-8: two ids are the same only when their
    /// scalars are, as for Apple's runtime and for XML (Swift's `String` would take `é` and `e` + U+0301 for one).
    private var idsInFile: [[UInt8]: Int] = [:]
    private var unit: XLIFFUnit?
    private var unitStart = SourceLocation(file: "", line: 1, column: 1)
    private var fieldsRead: Set<TextField> = []
    private var notes: [String] = []
    private var source: XLIFFInlineText?
    private var target: XLIFFInlineText?
    /// The text of the open `<source>`, `<target>` or `<note>`.
    private var text = XLIFFInlineText()
    private var textStart = SourceLocation(file: "", line: 1, column: 1)

    /// Starts a `<file>`, which needs `original` and `source-language`.
    mutating func startFile(_ attributes: [String: String], at location: SourceLocation) throws(TranslationError) {
        typealias Values = XLIFFAttributeValues
        file = XLIFFFile(
            original: try Values.required("original", of: "file", in: attributes, at: location),
            sourceLanguage: try Values.required("source-language", of: "file", in: attributes, at: location),
            targetLanguage: try Values.value("target-language", of: "file", in: attributes, at: location),
            units: [])
        file?.location = location
        idsInFile = [:]
    }

    /// Ends the `<file>`.
    mutating func endFile() {
        if let file { files.append(file) }
        file = nil
    }

    /// Starts a `<trans-unit>`, which needs an id; a unit whose id an earlier unit of the file has is refused.
    mutating func startUnit(_ attributes: [String: String], at location: SourceLocation) throws(TranslationError) {
        let id = try XLIFFAttributeValues.required("id", of: "trans-unit", in: attributes, at: location)
        var started = XLIFFUnit(id: id, source: "")
        started.resname = try XLIFFAttributeValues.value("resname", of: "trans-unit", in: attributes, at: location)
        started.isApproved = attributes["approved"]?.lowercased() == "yes"
        unit = started
        unitStart = location
        fieldsRead = []
        notes = []
        source = nil
        target = nil
        let idBytes = Array(id.utf8)
        if let firstLine = idsInFile[idBytes] {
            refuseUnit(XLIFFUnitProblem(
                location: location,
                reason: "the id \(StringsWriter.quoted(id)) is used by an earlier <trans-unit> of this <file>, at line "
                    + "\(firstLine); only the first is imported", kind: .duplicateID))
        } else {
            idsInFile[idBytes] = location.line
        }
    }

    /// Marks the open unit as one the import must refuse, unless an earlier problem did already.
    mutating func refuseUnit(_ problem: XLIFFUnitProblem) {
        if unit != nil, unit?.problem == nil { unit?.problem = problem }
    }

    /// Ends the `<trans-unit>`, which needs a `<source>`, and resolves its placeholders.
    mutating func endUnit() throws(TranslationError) {
        guard var unit else { return }
        guard let source else {
            throw .malformed(unitStart, reason: "the <trans-unit> \"\(unit.id)\" has no <source>")
        }
        unit.location = unitStart
        unit.note = notes.isEmpty ? nil : notes.joined(separator: "\n")
        unit.source = resolve(source, codes: source.codes, into: &unit)
        unit.target = target.map { resolve($0, codes: source.codes, into: &unit) }
        file?.units.append(unit)
        self.unit = nil
    }

    /// Starts a `<source>`, `<target>` or `<note>` of the unit; a target's `state` must be an XLIFF state.
    mutating func startText(
        _ field: TextField, _ attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) {
        textStart = location
        text = XLIFFInlineText()
        guard field == .note || fieldsRead.insert(field).inserted else {
            throw .malformed(location, reason: "a second <\(field.rawValue)> in the <trans-unit> \"\(unit?.id ?? "")\"")
        }
        guard field == .target, let rawState = attributes["state"] else { return }
        guard let state = XLIFFTargetState(attributeValue: rawState) else {
            throw .malformed(location, reason: "the state \"\(rawState)\" is no XLIFF 1.2 state and no x- extension")
        }
        unit?.state = state
    }

    /// Appends text to the open `<source>`, `<target>` or `<note>`.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        text.append(bytes)
    }

    /// Appends the character of a character escape to the open text.
    mutating func appendCharacter(_ scalar: Unicode.Scalar) {
        text.append(scalar)
    }

    /// Starts an inline element of the open `<source>` or `<target>`.
    mutating func startInline(
        _ element: XLIFFInlineElement, _ attributes: [String: String], at location: SourceLocation
    ) {
        switch element {
        case .transparent: break
        case .code(let name): text.startCode(name, id: attributes["id"] ?? "")
        case .placeholder(let name):
            text.addPlaceholder(XLIFFInlineText.Placeholder(
                offset: 0, element: name, id: attributes["id"] ?? "", equivalentText: attributes["equiv-text"],
                location: location))
        }
    }

    /// Ends an inline element of the open `<source>` or `<target>`.
    mutating func endInline(_ element: XLIFFInlineElement) {
        if case .code = element { text.endCode() }
    }

    /// Ends the `<source>`, `<target>` or `<note>`.
    mutating func endText(_ field: TextField) throws(TranslationError) {
        switch field {
        case .source: source = text
        case .target: target = text
        case .note:
            guard let note = XLIFFValueEncoding.decoded(String(decoding: text.bytes, as: UTF8.self)) else {
                throw .malformed(textStart, reason: "the <note> has an invalid \(XLIFFValueEncoding.prefix) encoding")
            }
            notes.append(note)
        }
        text = XLIFFInlineText()
    }

    /// The text with its placeholders' code in place; a placeholder without code refuses the unit.
    private func resolve(
        _ text: XLIFFInlineText, codes: [String: [String: [UInt8]]], into unit: inout XLIFFUnit
    ) -> String {
        switch text.resolved(codes: codes) {
        case .success(let resolved): return resolved
        case .failure(let failure):
            if unit.problem == nil {
                unit.problem = XLIFFUnitProblem(
                    location: failure.placeholder.location, reason: failure.reason, kind: .unresolvedPlaceholder)
            }
            return String(decoding: text.bytes, as: UTF8.self)
        }
    }
}
