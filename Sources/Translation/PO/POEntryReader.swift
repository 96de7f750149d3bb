import ICUKit
import Lproj

/// Turns a PO file's entries into units, table by table (see ``POReader`` for the rules).
struct POEntryReader {
    private let source: POSource
    private let header: POHeader
    private var locator: POLocator
    /// The plural forms, read from the header at the first plural entry.
    private var mapping: POPluralMapping?
    private var files: [POFileBuilder] = []
    private var fileIndexes: [String: Int] = [:]
    /// The writer's context prefix for each reference met, computed once.
    private var tablePrefixes: [String: String] = [:]

    /// A reader for the entries of `source`, whose header is `header`.
    init(source: POSource, header: POHeader) {
        self.source = source
        self.header = header
        locator = POLocator(source: source)
    }

    /// The document of the entries added.
    var document: XLIFFDocument {
        let sourceLanguage = header["X-Source-Language"] ?? "und"
        return XLIFFDocument(files: files.map { builder in
            var file = XLIFFFile(
                original: builder.original, sourceLanguage: sourceLanguage, targetLanguage: header.language,
                units: builder.units)
            file.location = builder.location
            return file
        })
    }

    /// Adds the units of one entry.
    mutating func add(_ entry: POEntry) throws(TranslationError) {
        guard !entry.isHeader else {
            throw source.error("a second header entry (an empty msgid without msgctxt)", at: entry.offset)
        }
        let location = locator.location(of: entry.offset)
        let reference = POFileName.firstReference(in: entry.references)
        let context = try entry.context.map { (text: String) throws(TranslationError) in try decoded(text, entry) }
        var referenceKey: (path: String, tablePrefix: String)?
        if let reference {
            let tablePrefix = tablePrefixes[reference] ?? POContext.tablePrefix(ofReference: reference)
            tablePrefixes[reference] = tablePrefix
            referenceKey = (reference, tablePrefix)
        }
        let key = context.map { POContext.split($0, reference: referenceKey) }
        let original = reference ?? key?.table ?? "Localizable.strings"
        let index = fileIndexes[original] ?? files.count
        if index == files.count {
            fileIndexes[original] = index
            files.append(POFileBuilder(original: original, location: location))
        }
        let msgid = try decoded(entry.id ?? "", entry)
        guard let pluralID = entry.pluralID else {
            let (target, state) = try translation(entry.translations.first ?? "", of: entry)
            var unit = XLIFFUnit(
                id: key?.body ?? msgid, source: msgid, target: target, state: state, note: try note(of: entry))
            unit.location = location
            files[index].add(unit)
            return
        }
        var group = UnitPlural.Group(prefix: (key?.body ?? msgid) + ".", suffix: "")
        var listed: [PluralCategory]?
        var ownComments: POFormComments.Content?
        if let key, key.isOwn {
            do throws(POTextError) {
                if let own = try POContext.group(fromBody: key.body) {
                    (group, listed) = own
                    ownComments = try POFormComments.content(of: entry.extractedComments)
                }
            } catch {
                throw source.error(error.reason, at: entry.offset)
            }
        }
        let comments: POFormComments.Content
        if let ownComments {
            comments = ownComments
        } else {
            comments = POFormComments.Content(sharedNote: try note(of: entry))
        }
        let forms = try pluralForms(
            of: entry, group: group, listed: listed, comments: comments, msgid: msgid,
            msgidPlural: try decoded(pluralID, entry), location: location)
        files[index].add(group: group, forms: forms)
    }

    /// The units of a plural entry's forms.
    private mutating func pluralForms(
        of entry: POEntry, group: UnitPlural.Group, listed: [PluralCategory]?, comments: POFormComments.Content,
        msgid: String, msgidPlural: String, location: SourceLocation
    ) throws(TranslationError) -> [XLIFFUnit] {
        let mapping: POPluralMapping
        if let known = self.mapping {
            mapping = known
        } else {
            mapping = try POPluralMapping(header: header, source: source)
            self.mapping = mapping
        }
        let count = mapping.categories.count
        guard entry.translations.count <= count else {
            throw source.error(
                "msgstr[\(count)] is beyond the \(count) plural forms of the header's Plural-Forms",
                at: entry.translationOffsets[count])
        }
        let available = Set(mapping.categories.compactMap { $0 })
        if let missing = listed?.first(where: { !available.contains($0) }) {
            throw source.error(
                "the entry holds the form \(missing), which the header's Plural-Forms has no place for",
                at: entry.offset)
        }
        let carried = listed ?? mapping.categories.compactMap { $0 }
        let carriedSet = Set(carried)
        let singular = carried.contains(.one) ? PluralCategory.one : carried.first
        var forms: [XLIFFUnit] = []
        for (index, category) in mapping.categories.enumerated() {
            let text = index < entry.translations.count ? entry.translations[index] : ""
            guard let category else {
                guard text.isEmpty else {
                    throw source.error(
                        "msgstr[\(index)] is a form the Plural-Forms expression never gives, so it has no plural "
                            + "category", at: entry.translationOffsets[index])
                }
                continue
            }
            guard carriedSet.contains(category) || !text.isEmpty else { continue }
            let (target, state) = try translation(text, of: entry)
            let plural = UnitPlural(prefix: group.prefix, suffix: group.suffix, category: category)
            var unit = XLIFFUnit(
                id: plural.id, source: comments.sources[category] ?? (category == singular ? msgid : msgidPlural),
                target: target, state: state, note: comments.notes.map { $0[category] } ?? comments.sharedNote,
                plural: plural)
            unit.location = location
            forms.append(unit)
        }
        return forms
    }

    /// A written translation as a target and its state.
    private func translation(
        _ text: String, of entry: POEntry
    ) throws(TranslationError) -> (target: String?, state: XLIFFTargetState?) {
        guard !text.isEmpty else { return (nil, nil) }
        return (try decoded(text, entry), entry.isFuzzy ? .needsReviewTranslation : .translated)
    }

    /// The note of an entry's `#.` lines, or `nil` when it has none.
    private func note(of entry: POEntry) throws(TranslationError) -> String? {
        guard !entry.extractedComments.isEmpty else { return nil }
        guard let note = POText.text(ofCommentLines: entry.extractedComments) else {
            throw source.error("a broken l10n-check-escaped: value in the entry's #. comments", at: entry.offset)
        }
        return note
    }

    private func decoded(_ text: String, _ entry: POEntry) throws(TranslationError) -> String {
        guard let decoded = POText.decoded(text) else {
            throw source.error("a broken l10n-check-escaped: value in the entry", at: entry.offset)
        }
        return decoded
    }
}
