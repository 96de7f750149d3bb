/// An open `<plist>`, `<array>` or `<dict>` on the XML parser's stack, with what it holds so far.
struct PropertyListXMLContainer {
    /// `plist`, `array` or `dict`.
    let name: String
    /// Where its start tag begins.
    let location: SourceLocation
    /// The byte offset of its start tag's `<`.
    let offset: Int
    /// The values of an array or a plist.
    private(set) var children: [PropertyListNode] = []
    /// The pairs of a dictionary.
    private var entries: [PropertyListDictionaryEntry] = []
    /// A dictionary's key that waits for its value.
    var pendingKey: (key: String, location: SourceLocation)?

    init(name: String, location: SourceLocation, offset: Int) {
        self.name = name
        self.location = location
        self.offset = offset
    }

    /// Adds a finished value: to the pending key in a dictionary, else at the end.
    mutating func add(_ node: PropertyListNode) {
        if let pending = pendingKey {
            entries.append(PropertyListDictionaryEntry(key: pending.key, keyLocation: pending.location, value: node))
            pendingKey = nil
        } else {
            children.append(node)
        }
    }

    /// The value of the closed container; `endTagOffset` is where its end tag starts.
    func node(endTagOffset: Int) throws(PropertyListReadError) -> PropertyListNode {
        switch name {
        case "dict":
            if let pending = pendingKey {
                throw PropertyListReadError(
                    "the key \(StringsWriter.quoted(pending.key)) at "
                        + "\(pending.location.line):\(pending.location.column) has no value",
                    at: endTagOffset)
            }
            return PropertyListNode(.dictionary(PropertyListDictionary(entries)), location: location)
        case "array":
            return PropertyListNode(.array(children), location: location)
        default:
            guard let only = children.first else {
                throw PropertyListReadError("<plist> holds no value", at: endTagOffset)
            }
            return only
        }
    }
}
