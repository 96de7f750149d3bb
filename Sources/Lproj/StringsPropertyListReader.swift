/// Reads a `.strings` table stored as an XML or binary property list (compiled bundles usually hold binary ones).
public enum StringsPropertyListReader {
    /// Reads `bytes` (binary when they start with `bplist`, else XML) as a `.strings` table.
    public static func read(_ bytes: [UInt8], path: String) -> StringsDocument {
        document(from: PropertyListDocument(bytes: bytes, path: path))
    }

    /// The `.strings` table a property list holds: its string values in file order.
    ///
    /// A top level that is not a dictionary loses the whole table. A value that is not a string is reported
    /// (`nonStringEntry`) and left out of `entries`. Apple reads every entry of a well-formed list, so the
    /// runtime prefix is all the entries; none when the list is malformed.
    public static func document(from plist: PropertyListDocument) -> StringsDocument {
        var issues = plist.issues
        var entries: [StringsEntry] = []
        if let root = plist.root {
            if let dictionary = root.value.dictionaryValue {
                for pair in dictionary.entries {
                    guard case .string(let value) = pair.value.value else {
                        issues.append(ParseIssue(
                            .nonStringEntry(key: pair.key, kind: pair.value.value.kindDescription), file: plist.path,
                            location: pair.value.location ?? pair.keyLocation, consequence: .none))
                        continue
                    }
                    entries.append(StringsEntry(
                        key: pair.key, value: value, location: pair.keyLocation, valueLocation: pair.value.location,
                        comment: nil, sourceSpan: nil, leadingTrivia: nil))
                }
            } else {
                issues.append(ParseIssue(
                    .topLevelNotDictionary(kind: root.value.kindDescription), file: plist.path, location: root.location,
                    consequence: .fileRejected(lostEntries: 0)))
            }
        }
        return StringsDocument(
            path: plist.path, format: plist.format.stringsFormat, encoding: plist.encoding,
            hasByteOrderMark: plist.hasByteOrderMark, lineEnding: plist.lineEnding, entries: entries, issues: issues,
            runtimeEntryPrefix: plist.root == nil ? 0 : entries.count, source: .none)
    }
}
