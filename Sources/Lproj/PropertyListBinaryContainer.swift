/// An array, set or dictionary of a binary property list being read: its references and the members read so far.
struct PropertyListBinaryContainer {
    /// The object's number.
    let object: Int
    /// The marker's high nibble: 0xA array, 0xC set, 0xD dictionary.
    let marker: UInt8
    /// The members' object numbers: for a dictionary, all keys and then all values.
    let references: [Int]
    /// How many of the references are keys (0 unless a dictionary).
    let keyCount: Int
    /// The members read so far, in the order of `references`.
    var children: [PropertyListValue] = []
    /// How many values it expands to, itself included.
    var size = 1

    init(object: Int, marker: UInt8, references: [Int], keyCount: Int) {
        self.object = object
        self.marker = marker
        self.references = references
        self.keyCount = keyCount
        children.reserveCapacity(references.count)
    }

    /// The finished value. A dictionary pair whose key is not a string is left out, with a warning
    /// (CoreFoundation accepts such keys, but a `.strings` or `.stringsdict` lookup can never find them).
    func value(warnings: inout [(problem: ParseProblem, consequence: RuntimeConsequence)]) -> PropertyListValue {
        switch marker {
        case 0xA: return .array(children.map { PropertyListNode($0) })
        case 0xC: return .set(children.map { PropertyListNode($0) })
        default:
            var entries: [PropertyListDictionaryEntry] = []
            entries.reserveCapacity(keyCount)
            for index in 0..<keyCount {
                guard case .string(let key) = children[index] else {
                    warnings.append((
                        .malformedBinaryPropertyList(
                            "a key of dictionary object \(object) is \(children[index].kindDescription), not a string; "
                                + "the pair is left out"),
                        .none))
                    continue
                }
                let value = PropertyListNode(children[keyCount + index])
                entries.append(PropertyListDictionaryEntry(key: key, value: value))
            }
            return .dictionary(PropertyListDictionary(entries, keepsFirstDuplicate: true))
        }
    }
}
