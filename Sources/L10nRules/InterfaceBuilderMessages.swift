import Lproj

/// What `extra-key` and `missing-key` say about a key of a table whose base is an Interface Builder file.
enum InterfaceBuilderMessages {
    /// Why a translated key of an IB table is never used: its object was removed from the file, or the object is
    /// there without that localizable text (empty, or a property `ibtool` does not export).
    static func extraReason(_ key: String, document: InterfaceBuilderDocument) -> String {
        if document.isIntentDefinition {
            return "\(document.fileName) has no text with this ID any more, so it is never used"
        }
        let objectID = InterfaceBuilderDocument.objectID(ofKey: key) ?? key
        let property = key.dropFirst(objectID.count + 1)
        if document.objectIDs.contains(objectID) {
            return "object \(objectID) of \(document.fileName) has no localizable \(property) text, so it is never used"
        }
        return "the object \(objectID) was removed from \(document.fileName), so it is never used"
    }

    /// What users of the language `mention` names (`French (fr)`) see for a text of the IB file that their table lacks.
    static func missingReason(baseText: String?, document: InterfaceBuilderDocument, mention: String) -> String {
        let text = baseText.map { " (\(StringsWriter.quoted($0)))" } ?? ""
        return "\(document.fileName) has this text\(text) and \(mention) does not translate it, so "
            + "its users see the base text"
    }

    /// Why a text no language's table holds matters, naming the languages that lack it.
    static func inNoTableReason(languages: [String]) -> String {
        "the tables were made before the text was, so none of the \(languages.count) languages ("
            + languages.joined(separator: ", ") + ") was asked to translate it and their users see the base text; "
            + "add it to the tables (l10n-check sync) and have it translated"
    }
}
