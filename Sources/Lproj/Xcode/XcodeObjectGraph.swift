/// The `objects` of a `project.pbxproj` by ID, read with care: a reference to an ID no object has, an object that is
/// not a dictionary, or a key of the wrong kind is recorded in the log and read as nothing.
struct XcodeObjectGraph {
    /// One object: its ID, its `isa`, its pairs, and the offset of its entry in `objects`.
    struct Object {
        var id: String
        var isa: String
        var fields: XcodePropertyListDictionary
        var offset: Int
    }

    /// The `objects` dictionary (empty when the file has none).
    let objects: XcodePropertyListDictionary
    /// The problems found so far, the parser's first.
    var log: XcodeProblemLog

    /// The graph of a file's top-level dictionary.
    init(root: XcodePropertyListDictionary?, log: XcodeProblemLog) {
        self.log = log
        objects = root?["objects"]?.dictionaryValue ?? XcodePropertyListDictionary()
    }

    /// The object with `id`, or `nil` (no problem recorded) when there is none.
    func object(_ id: String) -> Object? {
        guard let entry = objects.entry(forKey: id), let fields = entry.value.dictionaryValue else { return nil }
        return Object(id: id, isa: fields.string("isa") ?? "", fields: fields, offset: entry.offset)
    }

    /// The object that `source`'s `key` refers to as `id`, recording a missing one at `source`'s key.
    mutating func object(_ id: String, referencedBy source: Object, key: String) -> Object? {
        if let object = object(id) { return object }
        if let entry = objects.entry(forKey: id) {
            log.record(.wrongType(key: id, object: "objects", expected: "a dictionary"), at: entry.offset)
        } else {
            log.record(.missingObject(id: id, referencedBy: "\(key) of \(source.id)"), at: offset(of: key, in: source))
        }
        return nil
    }

    /// The string value of `key` of `object`; `nil` when it is missing, and recorded when it is not a string.
    mutating func string(_ key: String, of object: Object) -> String? {
        guard let value = object.fields[key] else { return nil }
        if let text = value.stringValue { return text }
        recordWrongType(key, of: object, expected: "a string")
        return nil
    }

    /// The strings of the array `key` of `object` (IDs, usually); elements that are not strings, or a value that is
    /// not an array, are recorded and left out.
    mutating func strings(_ key: String, of object: Object) -> [String] {
        guard let value = object.fields[key] else { return [] }
        guard let elements = value.arrayValue else {
            recordWrongType(key, of: object, expected: "an array")
            return []
        }
        let strings = elements.compactMap(\.stringValue)
        if strings.count != elements.count { recordWrongType(key, of: object, expected: "an array of strings") }
        return strings
    }

    /// The object `key` of `object` refers to, when the key is there: a missing object or a value that is no string
    /// is recorded.
    mutating func reference(_ key: String, of object: Object) -> Object? {
        guard let id = string(key, of: object) else { return nil }
        return self.object(id, referencedBy: object, key: key)
    }

    /// The objects the array `key` of `object` refers to, in order, missing ones recorded and left out.
    mutating func references(_ key: String, of object: Object) -> [Object] {
        strings(key, of: object).compactMap { self.object($0, referencedBy: object, key: key) }
    }

    /// Records that `key` of `object` is not of the kind the format gives it.
    mutating func recordWrongType(_ key: String, of object: Object, expected: String) {
        log.record(.wrongType(key: key, object: object.id, expected: expected), at: offset(of: key, in: object))
    }

    /// Records that `source`'s `key` refers to an object of a kind that cannot stand there.
    mutating func recordUnexpected(_ object: Object, referencedBy source: Object, key: String) {
        log.record(
            .unexpectedObject(id: object.id, isa: object.isa, referencedBy: "\(key) of \(source.id)"),
            at: offset(of: key, in: source))
    }

    /// The offset of `key` in `object`, else of the object's own entry.
    func offset(of key: String, in object: Object) -> Int {
        object.fields.entry(forKey: key)?.offset ?? object.offset
    }
}
