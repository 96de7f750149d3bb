/// The comment `ibtool --export-strings-file` writes above each text it exports, which names the object's class,
/// the property, the base text and the object: `Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi";`
/// (as a ``StringsEntry/comment``: without `/*`, `*/` and the spaces inside them).
enum InterfaceBuilderComment {
    /// The comment of a text; the base text is quoted and escaped as in the entry below it (`\"`, `\\`, `\n`, `\t`),
    /// as ibtool writes it.
    static func text(className: String, property: String, baseText: String, objectID: String) -> String {
        "Class = \"\(className)\"; \(property) = \(StringsWriter.quoted(baseText)); ObjectID = \"\(objectID)\";"
    }
}
