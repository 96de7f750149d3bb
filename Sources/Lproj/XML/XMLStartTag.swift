/// A start tag as `XMLPushParser` reads it: the element's names and its attributes.
package struct XMLStartTag {
    /// The element's local name, such as `trans-unit`.
    package let name: String
    /// The element's namespace URI, or an empty text when it is in no namespace.
    package let namespace: String
    /// The element's name as written, with its prefix (`ext:extra`), for messages.
    package let qualifiedName: String
    /// The attributes by their names as written (`id`, `xml:space`), values with references replaced; namespace
    /// declarations (`xmlns`) are no attributes.
    package let attributes: [String: String]
}

extension XMLStartTag {
    /// The tag libxml2 hands over: NUL-terminated names, and five pointers per attribute (local name, prefix,
    /// namespace URI, first byte of the value, byte after its last).
    init(
        localName: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, uri: UnsafePointer<UInt8>?,
        attributeCount: Int, attributes: UnsafePointer<UnsafePointer<UInt8>?>?
    ) {
        let local = String(cString: localName)
        name = local
        namespace = uri.map { String(cString: $0) } ?? ""
        qualifiedName = prefix.map { String(cString: $0) + ":" + local } ?? local
        var values: [String: String] = [:]
        if let attributes {
            for index in stride(from: 0, to: attributeCount * 5, by: 5) {
                guard let local = attributes[index], let start = attributes[index + 3],
                      let end = attributes[index + 4], end >= start else { continue }
                let key = attributes[index + 1].map { String(cString: $0) + ":" } ?? ""
                let value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                values[key + String(cString: local)] = value
            }
        }
        self.attributes = values
    }
}
