/// The localizable texts of an intent definition (`Base.lproj/Intents.intentdefinition`, a property list): Xcode
/// keys each text by the ID beside it, so a dictionary holding `INIntentTitle` = "Order Soup" and
/// `INIntentTitleID` = "gpCwrM" gives the key `gpCwrM` with base text "Order Soup", at any depth.
enum IntentDefinitionTexts {
    /// The texts of the definition read from `document`, in file order.
    static func entries(of document: PropertyListDocument) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        if let root = document.root { collect(root, into: &entries) }
        return entries
    }

    private static func collect(_ node: PropertyListNode, into entries: inout [StringsEntry]) {
        switch node.value {
        case .array(let items):
            for item in items { collect(item, into: &entries) }
        case .dictionary(let dictionary):
            let pairs = dictionary.effectiveEntries
            var texts: [String: (text: String, location: SourceLocation?)] = [:]
            for pair in pairs {
                if let text = pair.value.value.stringValue { texts[pair.key] = (text, pair.value.location) }
            }
            for pair in pairs {
                if pair.key.count > 2, pair.key.hasSuffix("ID"), let id = pair.value.value.stringValue, !id.isEmpty,
                   let text = texts[String(pair.key.dropLast(2))], !text.text.isEmpty {
                    // Where the text stands: that is what a translator reads.
                    let location = text.location ?? pair.keyLocation
                    entries.append(StringsEntry(
                        key: id, value: text.text, location: location, valueLocation: location, comment: nil,
                        sourceSpan: nil, leadingTrivia: nil))
                }
                collect(pair.value, into: &entries)
            }
        default: break
        }
    }
}
