import Foundation

/// CoreFoundation's own `.strings` parser, through `PropertyListSerialization`: what Apple's runtime reads.
enum FoundationOracle {
    /// The table Foundation reads from `bytes`, or `nil` when it rejects them or they hold no dictionary of strings.
    static func table(_ bytes: [UInt8]) -> [String: String]? {
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        return object as? [String: String]
    }

    /// How many keys Foundation reads from `bytes`, whatever their values; 0 when it rejects them.
    static func count(_ bytes: [UInt8]) -> Int {
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let object = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        return (object as? [String: Any])?.count ?? 0
    }

    /// The differences between two tables, one line each, at most `limit` of them.
    static func differences(_ actual: [String: String], _ expected: [String: String], limit: Int = 5) -> [String] {
        var lines: [String] = []
        for key in Set(actual.keys).union(expected.keys).sorted() where actual[key] != expected[key] {
            lines.append("\(key.debugDescription): parser \(actual[key]?.debugDescription ?? "nil"), "
                + "Foundation \(expected[key]?.debugDescription ?? "nil")")
            if lines.count == limit { break }
        }
        return lines
    }
}
