/// How a `.strings` file is stored.
public enum StringsFormat: String, Sendable, Hashable, Codable {
    /// Old-style (OpenStep) property list text: `"key" = "value";`.
    case text
    /// An XML property list.
    case xml
    /// A binary property list (`bplist00`), as Xcode compiles them into shipped bundles.
    case binary
    /// One language of an Xcode String Catalog (`.xcstrings`).
    case catalog = "xcstrings"
    /// The base text of an Interface Builder file (`.storyboard`, `.xib`), keyed `<objectID>.<property>` as
    /// `ibtool --export-strings-file` keys it; never written.
    case interfaceBuilder = "ib"
}

/// The text a document was read from, kept so that a writer can reproduce the file byte for byte.
enum SourceText: Sendable, Hashable {
    /// UTF-8 bytes, after any byte order mark: the file's own, or the UTF-8 of a well-formed UTF-16 file (which the
    /// writer encodes back to the file's encoding).
    case utf8([UInt8])
    /// UTF-16 code units in native order, after any byte order mark: UTF-16 with an unpaired surrogate or an odd byte,
    /// and UTF-32 text.
    case utf16([UInt16])
    /// Binary or otherwise not kept: a writer renders every entry anew.
    case none
}

/// A `.strings` table as read from one file: its entries in file order, and what a writer needs to
/// reproduce the file.
///
/// A text file's entries are kept as offsets into its text until ``entries`` is first read (see
/// `StringsTextEntries`); the checker reads them without making a string per entry.
public struct StringsDocument: Sendable, Hashable {
    /// The file's path, as it was given to the reader.
    public var path: String
    /// Text, XML or binary property list.
    public var format: StringsFormat
    /// The text encoding, or `nil` for a binary property list.
    public var encoding: TextEncoding?
    /// Whether the file starts with a byte order mark.
    public var hasByteOrderMark: Bool
    /// How lines end in the file.
    public var lineEnding: LineEnding
    /// The entries, in file order, duplicates included.
    public var entries: [StringsEntry] {
        get { changedEntries ?? textEntries?.entries ?? [] }
        set {
            changedEntries = newValue
            textEntries = nil
        }
        _modify {
            // The array is taken out while it is changed, so that changing one entry copies nothing.
            var entries = changedEntries ?? textEntries?.entries ?? []
            changedEntries = nil
            textEntries = nil
            defer { changedEntries = entries }
            yield &entries
        }
    }
    /// The entries as set in code (or read from a property list), which replace those of the text.
    private var changedEntries: [StringsEntry]?
    /// The entries as the parser found them in the text, while they are unchanged.
    package private(set) var textEntries: StringsTextEntries?
    /// Problems found while reading, in file order.
    public var issues: [ParseIssue]
    /// How many of the entries, from the first, Apple's parser reads: all of them, fewer when it stops early, none
    /// when it rejects the file.
    public var runtimeEntryPrefix: Int
    /// Syntax problems found beyond the first 10,000 of the file: counted, not kept in ``issues``.
    public var unrecordedIssueCount = 0

    /// The text read, for the writer.
    var source: SourceText
    /// The code units before the first entry's leading trivia that belong to the file (such as an opening `{`).
    var header: Range<Int>
    /// The code units after the last entry (trailing comments, a closing `}`).
    var footer: Range<Int>

    init(
        path: String, format: StringsFormat, encoding: TextEncoding?, hasByteOrderMark: Bool, lineEnding: LineEnding,
        entries: [StringsEntry], issues: [ParseIssue], runtimeEntryPrefix: Int, source: SourceText,
        header: Range<Int> = 0..<0, footer: Range<Int> = 0..<0
    ) {
        self.path = path
        self.format = format
        self.encoding = encoding
        self.hasByteOrderMark = hasByteOrderMark
        self.lineEnding = lineEnding
        changedEntries = entries
        self.issues = issues
        self.runtimeEntryPrefix = runtimeEntryPrefix
        self.source = source
        self.header = header
        self.footer = footer
    }

    init(
        path: String, format: StringsFormat, encoding: TextEncoding?, hasByteOrderMark: Bool, lineEnding: LineEnding,
        textEntries: StringsTextEntries, issues: [ParseIssue], runtimeEntryPrefix: Int, source: SourceText,
        header: Range<Int>, footer: Range<Int>
    ) {
        self.init(
            path: path, format: format, encoding: encoding, hasByteOrderMark: hasByteOrderMark, lineEnding: lineEnding,
            entries: [], issues: issues, runtimeEntryPrefix: runtimeEntryPrefix, source: source, header: header,
            footer: footer)
        changedEntries = nil
        self.textEntries = textEntries
    }

    /// How many entries the file has, duplicates included; no entry is made to count them.
    public var entryCount: Int { changedEntries?.count ?? textEntries?.count ?? 0 }

    /// Two documents are equal when they hold the same entries, problems and text, however the entries are kept.
    public static func == (lhs: StringsDocument, rhs: StringsDocument) -> Bool {
        lhs.path == rhs.path && lhs.format == rhs.format && lhs.encoding == rhs.encoding
            && lhs.hasByteOrderMark == rhs.hasByteOrderMark && lhs.lineEnding == rhs.lineEnding
            && lhs.issues == rhs.issues && lhs.runtimeEntryPrefix == rhs.runtimeEntryPrefix
            && lhs.unrecordedIssueCount == rhs.unrecordedIssueCount && lhs.source == rhs.source
            && lhs.header == rhs.header && lhs.footer == rhs.footer && lhs.entries == rhs.entries
    }

    /// Hashes the path, format and entries.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(format)
        hasher.combine(entries)
    }

    /// Whether Apple keeps the first of duplicate keys (a binary property list, built with
    /// `CFDictionaryCreate`) rather than the last (text and XML files).
    public var keepsFirstDuplicate: Bool { format == .binary }

    /// The table as Apple's runtime sees a well-formed file: each key once, with the duplicate Apple keeps.
    public var table: [String: String] {
        Self.chosen(entries[...], keepingFirst: keepsFirstDuplicate, \.value)
    }

    /// The table Apple's runtime gets from this file: the entries its parser reads, with the duplicate Apple
    /// keeps; empty when it rejects the file.
    public var runtimeTable: [String: String] {
        Self.chosen(entries.prefix(runtimeEntryPrefix), keepingFirst: keepsFirstDuplicate, \.value)
    }

    /// The entry of each key that Apple's runtime uses (as for ``table``), with its comment and place.
    public var entriesByKey: [String: StringsEntry] {
        Self.chosen(entries[...], keepingFirst: keepsFirstDuplicate) { $0 }
    }

    private static func chosen<Value>(
        _ entries: ArraySlice<StringsEntry>, keepingFirst: Bool, _ value: (StringsEntry) -> Value
    ) -> [String: Value] {
        var result: [String: Value] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries where !keepingFirst || result[entry.key] == nil { result[entry.key] = value(entry) }
        return result
    }

    /// How many distinct keys Apple's runtime gets from this file.
    public var runtimeEntryCount: Int { Set(entries.prefix(runtimeEntryPrefix).map(\.key)).count }

    /// The text of an entry as the file has it, key through `;` with escapes unresolved; `nil` for an entry not read
    /// from text (a property list, or one made or changed in code).
    public func sourceText(of entry: StringsEntry) -> String? {
        guard let span = entry.sourceSpan else { return nil }
        switch source {
        case .utf8(let units) where span.upperBound <= units.count:
            return units.withUnsafeBufferPointer { UInt8.string(from: UnsafeBufferPointer(rebasing: $0[span])) }
        case .utf16(let units) where span.upperBound <= units.count:
            return units.withUnsafeBufferPointer { UInt16.string(from: UnsafeBufferPointer(rebasing: $0[span])) }
        default:
            return nil
        }
    }

    /// The distinct keys, in the order they first appear.
    public var keys: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// Whether any problem loses or garbles text at run time.
    public var hasErrors: Bool { issues.contains { $0.severity == .error } }
}
