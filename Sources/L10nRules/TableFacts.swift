import ICUKit
import Lproj

/// What the rules read of one language's table, worked out in one pass over its entries when the bundle is resolved
/// and shared by every rule: each key as its number in the base (``BaseKeyIndex``), so that "missing", "extra" and
/// "duplicate" are work on integers, and no string is made for an entry no rule reports on.
final class TableFacts: Sendable {
    /// The `.strings` file's entries (none without a file).
    let entries: TableEntries
    /// For each entry, the number of its key in the base, or -1 when the base lacks the key.
    let numbers: [Int32]
    /// For each entry, whether it is the last of its key in the file (the one a text file keeps).
    let isLastOfKey: [Bool]
    /// For each entry, whether its value is empty or white space only (``TableEntries/valueIsBlank(at:)``), which
    /// several rules ask of every entry.
    let isBlankValue: [Bool]
    /// Whether a key stands more than once in the `.strings` file.
    let hasDuplicateKeys: Bool
    /// For each base key number, whether the table has the key, in its `.strings` or `.stringsdict` file.
    private let hasBaseKey: [Bool]
    /// How many of the base's keys the table has.
    let baseKeyCount: Int
    /// The distinct keys the base lacks, from both files, in the order they first appear.
    let otherKeys: [String]
    /// The first `.strings` entry of each key in ``otherKeys`` that the `.strings` file has.
    let firstEntryOfOtherKey: [String: Int]

    /// Reads the facts of `table` (absent: no entries, no keys), numbering its keys with `index`.
    init(_ table: LocalizedTable?, index: BaseKeyIndex) {
        let entries = TableEntries(table?.strings)
        var numbers = [Int32](repeating: -1, count: entries.count)
        var isLast = [Bool](repeating: false, count: entries.count)
        var isBlank = [Bool](repeating: false, count: entries.count)
        var lastOfNumber = [Int32](repeating: -1, count: index.count)
        var firstOfOther: [String: Int] = [:]
        var lastOfOther: [String: Int] = [:]
        var otherKeys: [String] = []
        var duplicates = false
        // Translations list their keys in the base's order, as a rule: the key after the last one found is tried first.
        var expected = 0
        for position in entries.indices {
            if let number = entries.withKeyUTF8(at: position, { index.number(ofUTF8: $0, tryingFirst: expected) }) {
                expected = number + 1
                numbers[position] = Int32(number)
                if lastOfNumber[number] >= 0 {
                    duplicates = true
                    isLast[Int(lastOfNumber[number])] = false
                }
                lastOfNumber[number] = Int32(position)
            } else {
                let key = entries.key(at: position)
                if let earlier = lastOfOther[key] {
                    duplicates = true
                    isLast[earlier] = false
                } else {
                    firstOfOther[key] = position
                    otherKeys.append(key)
                }
                lastOfOther[key] = position
            }
            isLast[position] = true
            isBlank[position] = entries.valueIsBlank(at: position)
        }
        var hasBaseKey = lastOfNumber.map { $0 >= 0 }
        var seenOther = Set(otherKeys)
        for entry in table?.stringsdict?.entries ?? [] {
            if let number = index.number(of: entry.key) {
                hasBaseKey[number] = true
            } else if seenOther.insert(entry.key).inserted {
                otherKeys.append(entry.key)
            }
        }
        self.entries = entries
        self.numbers = numbers
        isLastOfKey = isLast
        isBlankValue = isBlank
        hasDuplicateKeys = duplicates
        self.hasBaseKey = hasBaseKey
        baseKeyCount = hasBaseKey.reduce(0) { $0 + ($1 ? 1 : 0) }
        self.otherKeys = otherKeys
        firstEntryOfOtherKey = firstOfOther
    }

    /// How many distinct keys the table has.
    var keyCount: Int { baseKeyCount + otherKeys.count }

    /// Whether the table has the base key numbered `number` (a table the language lacks has none).
    func has(baseKey number: Int) -> Bool { number < hasBaseKey.count && hasBaseKey[number] }

    /// Adds one to `counts[number]` for each base key the table has (for how many languages carry each key).
    func countBaseKeys(into counts: inout [Int]) {
        for (number, has) in hasBaseKey.prefix(counts.count).enumerated() where has { counts[number] += 1 }
    }

    /// The key of a `.strings` entry, in the base's copy where the base has it.
    func key(at position: Int, base: BaseKeyIndex) -> String {
        numbers[position] >= 0 ? base.keys[Int(numbers[position])] : entries.key(at: position)
    }
}
