import Lproj

extension TableImport {
    /// The bytes of the property-list `.strings` file `original` with each key set to its value: the value Apple
    /// reads changed, a missing key added at the end. An XML file is edited in place, a binary one written anew.
    func propertyListBytes(
        editing original: [UInt8], setting values: [(key: String, value: String)]
    ) throws(PropertyListWriterError) -> [UInt8] {
        let plist = PropertyListDocument(bytes: original, path: relativePath)
        guard var root = plist.root?.value.dictionaryValue else {
            throw .unreadable(reason: "the file holds no dictionary")
        }
        var index: [String: Int] = [:]
        for (position, entry) in root.entries.enumerated() where !root.keepsFirstDuplicate || index[entry.key] == nil {
            index[entry.key] = position
        }
        for (key, value) in values {
            let node = PropertyListNode(.string(value))
            if let position = index[key] {
                root.entries[position].value = node
            } else {
                index[key] = root.entries.count
                root.entries.append(PropertyListDictionaryEntry(key: key, value: node))
            }
        }
        guard plist.format == .xml else { return try PropertyListWriter.binary(.dictionary(root)) }
        return try PropertyListXMLEditor.bytes(editing: original, path: relativePath, toHold: .dictionary(root))
    }
}
