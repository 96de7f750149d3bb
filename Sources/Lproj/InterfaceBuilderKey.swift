/// The shape of the keys an Interface Builder table has: `<objectID>.<property>`.
enum InterfaceBuilderKey {
    /// Whether `key` has the shape of an Interface Builder key, `<objectID>.<property>`: an object ID of letters,
    /// digits, `-` and `_`, then a property name. Keys of other shapes in an IB table (`"Cancel"`) are looked up by
    /// code (`NSLocalizedString(..., tableName: "Main")`), not by the storyboard.
    static func objectID(ofKey key: String) -> Substring? {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return nil }
        let id = key[..<dot], property = key[key.index(after: dot)...]
        guard id.unicodeScalars.allSatisfy(isIDScalar), let first = property.unicodeScalars.first,
              ("a"..."z").contains(first) || ("A"..."Z").contains(first),
              property.unicodeScalars.allSatisfy({ isIDScalar($0) || "[].".unicodeScalars.contains($0) })
        else { return nil }
        return id
    }

    private static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_"
    }
}
