import Lproj

/// Assembles files and units from the XLIFF 2.0 elements the reader meets, and checks what it needs of them.
struct XLIFF2DocumentBuilder {
    /// A child of `<segment>` or `<ignorable>`.
    enum TextField: String {
        case source, target
    }

    private let sourceLanguage: String
    private let targetLanguage: String?
    /// The files whose `</file>` the reader has met.
    private(set) var files: [XLIFFFile] = []
    private var file: XLIFFFile?
    /// The line of the first unit of each id of the file, by the id's UTF-8 (as in `XLIFFDocumentBuilder`).
    private var idsInFile: [[UInt8]: Int] = [:]
    private var unit: XLIFFUnit?
    private var unitStart = SourceLocation(file: "", line: 1, column: 1)
    private var notes: [String] = []
    /// The original text of the unit's codes, by the id of their `<data>`.
    private var data: [String: [UInt8]] = [:]
    /// The id of the open `<data>`.
    private var dataID = ""
    private var parts = XLIFF2UnitParts()
    /// The text of the open `<source>`, `<target>`, `<note>` or `<data>`.
    private var text = XLIFF2InlineText()
    private var textStart = SourceLocation(file: "", line: 1, column: 1)

    /// A builder for a document whose `<xliff>` has these languages.
    init(sourceLanguage: String, targetLanguage: String?) {
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
    }

    /// Starts a `<file>`: its `original` names the table its units translate. XLIFF 2.0 makes `original` optional
    /// and `id` required; a file without `original` (Crowdin writes none) is read with its `id` in its place, so that
    /// its units are listed by the import rather than the whole document refused.
    mutating func startFile(_ attributes: [String: String], at location: SourceLocation) throws(TranslationError) {
        let original = try XLIFFAttributeValues.value("original", of: "file", in: attributes, at: location)
        let id = try XLIFFAttributeValues.required("id", of: "file", in: attributes, at: location)
        file = XLIFFFile(
            original: original ?? id,
            sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: [])
        file?.location = location
        idsInFile = [:]
    }

    /// Ends the `<file>`.
    mutating func endFile() {
        if let file { files.append(file) }
        file = nil
    }

    /// Starts a `<unit>`, which needs an id; a unit whose id an earlier unit of the file has is refused.
    mutating func startUnit(_ attributes: [String: String], at location: SourceLocation) throws(TranslationError) {
        guard let token = attributes["id"] else { throw .malformed(location, reason: "the <unit> has no id attribute") }
        guard let id = XLIFF2Identifier.decoded(token) else {
            let reason = "the id of the <unit> has an invalid \(XLIFF2Identifier.prefix) encoding"
            throw .malformed(location, reason: reason)
        }
        var started = XLIFFUnit(id: id, source: "")
        started.resname = try XLIFFAttributeValues.value("name", of: "unit", in: attributes, at: location)
        unit = started
        unitStart = location
        notes = []
        data = [:]
        parts = XLIFF2UnitParts()
        let idBytes = Array(id.utf8)
        if let firstLine = idsInFile[idBytes] {
            refuseUnit(XLIFFUnitProblem(
                location: location,
                reason: "the id \(StringsWriter.quoted(id)) is used by an earlier <unit> of this <file>, at line "
                    + "\(firstLine); only the first is imported", kind: .duplicateID))
        } else {
            idsInFile[idBytes] = location.line
        }
    }

    /// Marks the open unit as one the import must refuse, unless an earlier problem did already.
    mutating func refuseUnit(_ problem: XLIFFUnitProblem) {
        if unit != nil, unit?.problem == nil { unit?.problem = problem }
    }

    /// Ends the `<unit>`, which needs a `<segment>`, and assembles its texts, state and notes.
    mutating func endUnit() throws(TranslationError) {
        guard var unit else { return }
        guard parts.parts.contains(where: \.isSegment) else {
            throw .malformed(unitStart, reason: "the <unit> \(StringsWriter.quoted(unit.id)) has no <segment>")
        }
        let texts = try parts.texts(data: data)
        unit.location = unitStart
        unit.note = notes.isEmpty ? nil : notes.joined(separator: "\n")
        unit.source = texts.source
        unit.target = texts.target
        (unit.state, unit.isApproved) = parts.state(hasTarget: texts.target != nil)
        self.unit = unit
        if let failure = texts.failure {
            refuseUnit(XLIFFUnitProblem(
                location: failure.code.location, reason: failure.reason, kind: .unresolvedPlaceholder))
        }
        if let refusal = texts.refusal { refuseUnit(XLIFFUnitProblem(location: unitStart, reason: refusal)) }
        if let finished = self.unit { file?.units.append(finished) }
        self.unit = nil
    }

    /// Starts a `<note>` of the unit.
    mutating func startNote(at location: SourceLocation) {
        startText(at: location)
    }

    /// Ends the `<note>`, whose text may be in the writer's `l10n-check-escaped:` encoding.
    mutating func endNote() throws(TranslationError) {
        guard let note = XLIFFValueEncoding.decoded(String(decoding: text.bytes, as: UTF8.self)) else {
            throw .malformed(textStart, reason: "the <note> has an invalid \(XLIFFValueEncoding.prefix) encoding")
        }
        notes.append(note)
    }

    /// Starts a `<data>` of the unit's `<originalData>`, which needs an id.
    mutating func startData(_ attributes: [String: String], at location: SourceLocation) throws(TranslationError) {
        dataID = try XLIFFAttributeValues.required("id", of: "data", in: attributes, at: location)
        startText(at: location)
    }

    /// Ends the `<data>`: its text is the original text of the codes that name its id (the first of an id counts).
    mutating func endData() {
        if data[dataID] == nil { data[dataID] = text.bytes }
    }

    /// Starts a `<segment>` or an `<ignorable>`; a segment's `state` must be one of XLIFF 2.0's four.
    mutating func startPart(
        isSegment: Bool, _ attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) {
        var part = XLIFF2UnitParts.Part(isSegment: isSegment, location: location)
        if isSegment, let state = attributes["state"] {
            guard XLIFF2SegmentState.values.contains(state.lowercased()) else {
                throw .malformed(location, reason: "the state \"\(state)\" is no XLIFF 2.0 state (initial, translated, "
                    + "reviewed or final)")
            }
            part.state = state.lowercased()
            part.subState = attributes["subState"]
        }
        parts.parts.append(part)
    }

    /// Ends the `<segment>` or `<ignorable>`, which needs a `<source>`.
    func endPart(isSegment: Bool) throws(TranslationError) {
        guard let part = parts.parts.last, part.source == nil else { return }
        let element = isSegment ? "segment" : "ignorable"
        throw .malformed(part.location, reason: "the <\(element)> of the <unit> \"\(unit?.id ?? "")\" has no <source>")
    }

    /// Starts the `<source>` or `<target>` of the open part; a target may have an `order`.
    mutating func startText(
        _ field: TextField, _ attributes: [String: String], at location: SourceLocation
    ) throws(TranslationError) {
        let part = parts.parts.last
        guard (field == .source ? part?.source : part?.target) == nil else {
            let reason = "a second <\(field.rawValue)> in a part of the <unit> \"\(unit?.id ?? "")\""
            throw .malformed(location, reason: reason)
        }
        startText(at: location)
        guard field == .target, let order = attributes["order"] else { return }
        guard let position = Int(order), position > 0 else {
            throw .malformed(location, reason: "the order \"\(order)\" of the <target> is no positive integer")
        }
        parts.parts[parts.parts.count - 1].order = position
    }

    /// Ends the `<source>` or `<target>`.
    mutating func endText(_ field: TextField) {
        guard !parts.parts.isEmpty else { return }
        switch field {
        case .source: parts.parts[parts.parts.count - 1].source = text
        case .target:
            parts.parts[parts.parts.count - 1].target = text
            parts.parts[parts.parts.count - 1].targetLocation = textStart
        }
    }

    /// Appends text to the open text.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        text.append(bytes)
    }

    /// Appends the character of a `<cp>` to the open text.
    mutating func appendCharacter(_ scalar: Unicode.Scalar) {
        text.append(scalar)
    }

    /// Adds an inline code of the open `<source>` or `<target>`, whose original text is the `<data>` of `dataID`.
    mutating func addCode(_ element: String, attribute: String, dataID: String?, at location: SourceLocation) {
        text.addCode(element, attribute: attribute, dataID: dataID, at: location)
    }

    private mutating func startText(at location: SourceLocation) {
        text = XLIFF2InlineText()
        textStart = location
    }
}
