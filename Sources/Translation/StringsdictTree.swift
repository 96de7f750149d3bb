import ICUKit
import Lproj

/// A language's `.stringsdict` property list as an import changes it: texts set at unit paths, and what a path needs
/// that the file lacks (an entry, a variable) added as the base has it, so that Apple's runtime reads every text.
///
/// An entry added to the file gets the base's format key; a variable gets the base's spec and value types. A form
/// missing from a variable goes before the first later plural category the variable has (`many` between `few` and
/// `other`), any other form at the end; a variable goes before the next of the base's variables that the entry has.
/// The tree has no places but those given to the texts set, so that findings on it point at the units.
struct StringsdictTree {
    /// The file's top-level dictionary.
    private(set) var root: PropertyListDictionary
    /// The base's entries by key.
    private let base: [String: StringsdictEntry]
    /// Where each key of the root stands, the pair Apple reads for it.
    private var rootIndex: [String: Int] = [:]

    /// The tree of `root` (`nil` for a file to create), without its places.
    init(root: PropertyListDictionary?, base: [String: StringsdictEntry]) {
        self.root = (root ?? PropertyListDictionary()).withoutPlaces
        self.base = base
        for (index, entry) in self.root.entries.enumerated()
        where !self.root.keepsFirstDuplicate || rootIndex[entry.key] == nil {
            rootIndex[entry.key] = index
        }
    }

    /// Sets `text`, placed at `location`, at `path`.
    mutating func set(_ text: String, at path: StringsdictUnitPath, location: SourceLocation?) {
        let index: Int
        if let existing = rootIndex[path.key], root.entries[existing].value.value.dictionaryValue != nil {
            index = existing
        } else {
            index = rootIndex[path.key] ?? root.entries.count
            var skeleton = PropertyListDictionary()
            if let format = base[path.key]?.formatKey {
                skeleton.set(StringsdictEntry.formatKeyName, to: PropertyListNode(.string(format)), at: 0)
            }
            let node = PropertyListNode(.dictionary(skeleton))
            if index == root.entries.count {
                root.entries.append(PropertyListDictionaryEntry(key: path.key, value: node))
                rootIndex[path.key] = index
            } else {
                root.entries[index].value = node
            }
        }
        guard case .dictionary(var entry) = root.entries[index].value.value else { return }
        let node = PropertyListNode(.string(text), location: location)
        if let variable = path.variable, let form = path.form {
            set(node, form: form, of: variable, in: &entry, key: path.key)
        } else {
            entry.set(StringsdictEntry.formatKeyName, to: node, at: 0)
        }
        root.entries[index].value = PropertyListNode(.dictionary(entry))
    }

    /// Sets a form of a variable of an entry, adding the variable when the entry lacks it.
    private func set(
        _ node: PropertyListNode, form: String, of name: String, in entry: inout PropertyListDictionary, key: String
    ) {
        let baseVariable = base[key]?.variable(named: name)
        var variable = entry[name]?.value.dictionaryValue ?? skeleton(of: baseVariable)
        let category = PluralCategory(rawValue: form)
        let later = variable.entries.firstIndex { pair in
            guard let category, let other = PluralCategory(rawValue: pair.key) else { return false }
            return other > category
        }
        variable.set(form, to: node, at: later ?? variable.entries.count)
        let baseOrder = (base[key]?.variables ?? []).map(\.name)
        let following = Set(baseOrder.drop { $0 != name }.dropFirst())
        let position = entry.entries.firstIndex { following.contains($0.key) } ?? entry.entries.count
        entry.set(name, to: PropertyListNode(.dictionary(variable)), at: position)
    }

    /// A variable's dictionary with the base's spec and value types and no forms; a device-specific or
    /// variable-width rule, whose spec type is its name, has none.
    private func skeleton(of variable: StringsdictVariable?) -> PropertyListDictionary {
        guard let variable, variable.specType != variable.name else { return PropertyListDictionary() }
        let types = [
            (StringsdictVariable.specTypeKey, variable.specType), (StringsdictVariable.valueTypeKey, variable.valueType),
        ]
        var dictionary = PropertyListDictionary()
        for case (let key, let value?) in types {
            dictionary.entries.append(PropertyListDictionaryEntry(key: key, value: PropertyListNode(.string(value))))
        }
        return dictionary
    }
}

extension PropertyListDictionary {
    /// Sets the value Apple reads for `key` to `node`, or inserts the pair at `index` when the key is missing.
    fileprivate mutating func set(_ key: String, to node: PropertyListNode, at index: Int) {
        let present = keepsFirstDuplicate ? entries.firstIndex { $0.key == key } : entries.lastIndex { $0.key == key }
        if let present {
            entries[present].value = node
        } else {
            entries.insert(PropertyListDictionaryEntry(key: key, value: node), at: min(index, entries.count))
        }
    }

    /// The dictionary with no place on any key or value, at any depth.
    var withoutPlaces: PropertyListDictionary {
        PropertyListDictionary(entries.map { entry in
            let value = entry.value.value.dictionaryValue.map { PropertyListValue.dictionary($0.withoutPlaces) }
            return PropertyListDictionaryEntry(key: entry.key, value: PropertyListNode(value ?? entry.value.value))
        }, keepsFirstDuplicate: keepsFirstDuplicate)
    }
}
