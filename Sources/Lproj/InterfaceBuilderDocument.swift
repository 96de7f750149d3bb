import Foundation

/// An Interface Builder file (`Base.lproj/Main.storyboard`, `.xib`) as the base of a table: its object IDs and the
/// localizable texts `ibtool --export-strings-file` exports, keyed `<objectID>.<property>`. An intent definition
/// (`.intentdefinition`) is read the same way, its texts keyed by their IDs (its "object IDs" are those IDs).
///
/// Read with the system libxml2 through `XMLPushParser`, as XLIFF is: IB files are ordinary XML with attributes,
/// which the property list tokenizer does not read, and storyboards of any size up to the input limit read (no
/// 10 MB limit). Bytes that are no UTF-8 and a document type declaration are refused before the parser sees them:
/// Interface Builder writes neither, and a declaration's entities would lose text.
public struct InterfaceBuilderDocument: Sendable, Hashable {
    /// The file's path, as given to the reader.
    public var path: String
    /// The localizable texts, in document order, each keyed `<objectID>.<property>` with the base text as value and
    /// the comment ibtool writes above it (`Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi";`).
    public var entries: [StringsEntry]
    /// Every object ID in the file, localizable or not.
    public var objectIDs: Set<String>
    /// What ibtool records of each text beside it (class, property, comment for localizers), by key.
    public var details: [String: InterfaceBuilderTextDetail] = [:]
    /// Why the file could not be read, if it could not (then it has no entries).
    public var issues: [ParseIssue]

    /// Whether this is an intent definition (`.intentdefinition`, a property list whose texts are keyed by the IDs
    /// beside them, see `IntentDefinitionTexts`) rather than a storyboard or xib.
    public var isIntentDefinition: Bool { path.hasSuffix(".intentdefinition") }

    /// The file's name (`Main.storyboard`).
    public var fileName: String { (path as NSString).lastPathComponent }

    /// Reads the storyboard or xib in `bytes`, read from `path`.
    public init(bytes: [UInt8], path: String) {
        self.path = path
        entries = []
        objectIDs = []
        issues = []
        if isIntentDefinition {
            let plist = PropertyListDocument(bytes: bytes, path: path)
            issues = plist.issues.filter { if case .fileRejected = $0.consequence { true } else { false } }
            entries = issues.isEmpty ? IntentDefinitionTexts.entries(of: plist) : []
            objectIDs = Set(entries.map(\.key))
            return
        }
        if let refusal = InterfaceBuilderInput.refusal(bytes) {
            reject(refusal.reason, line: refusal.line)
            return
        }
        let delegate = InterfaceBuilderXMLDelegate(path: path, bytes: bytes)
        if let parser = XMLPushParser(delegate: delegate) {
            let result = parser.parse(bytes)
            if result != 0, !XMLParseFailure.isWarning(result) {
                delegate.fail(XMLParseFailure.reason(forCode: result), at: parser.position)
            }
        } else {
            delegate.fail(XMLParseFailure.reason(forCode: 2), at: (1, 1))
        }
        if let failure = delegate.failure {
            issues.append(ParseIssue(
                .malformedInterfaceBuilderFile(failure.reason), file: path, location: failure.location,
                consequence: .fileRejected(lostEntries: 0)))
            return
        }
        entries = delegate.entries
        objectIDs = delegate.objectIDs
        details = delegate.details
    }

    /// The texts as the base `.strings` table they stand for (the last text of a key wins, as in `.strings`).
    public var table: StringsDocument {
        StringsDocument(
            path: path, format: .interfaceBuilder, encoding: .utf8, hasByteOrderMark: false, lineEnding: .lf,
            entries: entries, issues: issues, runtimeEntryPrefix: entries.count, source: .none)
    }

    /// The object ID a key `<objectID>.<property>` names, or `nil` when the key has another shape (a key code looks
    /// up in the same table, such as `"Cancel"`).
    public static func objectID(ofKey key: String) -> String? {
        InterfaceBuilderKey.objectID(ofKey: key).map(String.init)
    }

    private mutating func reject(_ reason: String, line: Int) {
        issues.append(ParseIssue(
            .malformedInterfaceBuilderFile(reason), file: path, location: SourceLocation(file: path, line: line, column: 1),
            consequence: .fileRejected(lostEntries: 0)))
    }
}
