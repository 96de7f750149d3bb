import L10nRules
import Lproj

extension ParsedFile {
    /// A storyboard or xib: its texts in document order, each at its element, and the table ibtool exports from it.
    init(_ document: InterfaceBuilderDocument) {
        format = StringsFormat.interfaceBuilder.rawValue
        encoding = TextEncoding.utf8.rawValue
        entries = document.entries.map { entry in
            Entry(key: entry.key, value: entry.value, location: entry.location, comment: entry.comment)
        }
        diagnostics = document.issues.map(Self.diagnostic)
        exportedStrings = document.exportedStrings
    }
}
