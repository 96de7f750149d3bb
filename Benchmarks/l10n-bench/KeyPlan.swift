/// The keys of a generated bundle as the base language has them, and what each value must keep in every language:
/// its format specifiers and `{FIELD}` tokens. Every language writes its own words around them.
struct KeyPlan: Sendable {
    /// One entry of the base file.
    struct Entry: Sendable {
        /// The key, UTF-8, as written between quotes.
        var key: [UInt8]
        /// The Xcode-style comment before the entry, `/* ... */`, or empty.
        var comment: [UInt8]
        /// The base language's value, UTF-8, escaped as written between quotes.
        var value: [UInt8]
        /// The format specifiers and tokens the value holds, in order (`%@`, `%1$@`, `{NAME}`).
        var fixed: [[UInt8]]
        /// How many words the base's value has.
        var words: Int
        /// Whether `fixed` holds positional specifiers (`%1$@`), which a translation may reorder.
        var positional: Bool
        /// The plural category of a sibling-key plural variant (`stem.few`), or nil.
        var plural: Substring?
    }

    /// The entries, in file order; a plural group's six variants are consecutive.
    let entries: [Entry]

    static let vocabulary = """
        account address alert allow apply area attribute basemap bearing button cancel change choose clear close \
        collection compass connect content continue coordinate copy create current dataset delete destination detail \
        direction disable distance download drawing edit elevation enable error export feature field filter finish \
        folder format geometry heading height hidden identify image import information label layer legend length \
        level loading location manage measure message missing network notification offline online option origin \
        password permission photo placeholder point polygon position preview print profile query radius record \
        refresh remove rename request required result route satellite scale search select server service setting \
        share shape show signin source station status street style summary symbol table terrain title toolbar \
        transit travel unable update upload value vertex visible waypoint width window zoom
        """.split(separator: " ").map(String.init)
    static let prefixes = ["na_message", "ui.button", "popup.field", "settings", "map.layer", "toolkit", "error"]
    static let fields = ["{NAME}", "{POPULATION}", "{ADDRESS}", "{STATUS}", "{DATE}", "{OWNER}"]
    static let specifiers = ["%@", "%d", "%ld", "%lu", "%.1f", "%i"]
    static let categories: [Substring] = ["zero", "one", "two", "few", "many", "other"]

    /// The plan of `count` entries (at least; a plural group is never cut), the same for the same seed.
    init(count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed, stream: 0x6B65_7973)
        var entries: [Entry] = []
        entries.reserveCapacity(count + 6)
        var number = 0
        while entries.count < count {
            number += 1
            let prefix = random.pick(Self.prefixes)
            let camel = (0..<random.within(1...3)).map { _ in random.pick(Self.vocabulary).capitalizedFirst }.joined()
            let comment = Self.comment(&random)
            // One key in a hundred is a plural group of six variants: about 6% of the entries, 4% in ArcGIS.bundle.
            if random.below(100) < 1 && count - entries.count >= 6 {
                let stem = "\(prefix).\(camel)Count\(number)"
                let noun = random.pick(Self.vocabulary)
                for category in Self.categories {
                    let text = category == "one" ? "%d \(noun)" : category == "other" ? "%d \(noun)s" : ""
                    entries.append(Entry(
                        key: Array("\(stem).\(category)".utf8), comment: category == "zero" ? comment : [],
                        value: Array(text.utf8), fixed: text.isEmpty ? [] : [Array("%d".utf8)], words: 1,
                        positional: false, plural: category))
                }
                continue
            }
            entries.append(Self.plainEntry(key: "\(prefix).\(camel)\(number)", comment: comment, random: &random))
        }
        self.entries = entries
    }

    private static func comment(_ random: inout SplitMix64) -> [UInt8] {
        switch random.below(10) {
        case 0..<2: return Array("/* No comment provided by engineer. */".utf8)
        case 2..<5:
            let words = (0..<random.within(3...8)).map { _ in random.pick(vocabulary) }.joined(separator: " ")
            return Array("/* \(words.capitalizedFirst). */".utf8)
        default: return []
        }
    }

    private static func plainEntry(key: String, comment: [UInt8], random: inout SplitMix64) -> Entry {
        var fixed: [String] = []
        var positional = false
        switch random.below(100) {
        case 0..<18: fixed.append(random.pick(specifiers))
        case 18..<22:
            fixed += ["%1$@", "%2$d"]
            positional = true
        case 22..<25: fixed += ["%@", "%@"]
        default: break
        }
        if random.below(100) < 8 { fixed.insert(random.pick(fields), at: random.below(fixed.count + 1)) }
        let words = random.within(1...6)
        var value = ""
        var slots = Self.slots(words: words, fixed: fixed.count, random: &random)
        for index in 0..<words {
            var word = random.pick(vocabulary)
            if index == 0 { word = word.capitalizedFirst }
            value += (value.isEmpty ? "" : " ") + word
            while let slot = slots.first, slot == index {
                value += " " + fixed[fixed.count - slots.count]
                slots.removeFirst()
            }
            if random.below(100) < 3 { value += random.pick([" \\\"\(word)\\\"", "\\n", " \\\\", " caf\\U00E9"]) }
        }
        return Entry(
            key: Array(key.utf8), comment: comment, value: Array(value.utf8), fixed: fixed.map { Array($0.utf8) },
            words: words, positional: positional, plural: nil)
    }

    /// After which words (0-based, sorted) the `fixed` items go, one slot each.
    static func slots(words: Int, fixed: Int, random: inout SplitMix64) -> [Int] {
        (0..<fixed).map { _ in random.below(words) }.sorted()
    }
}

extension String {
    /// The text with its first letter upper-cased (`Layer`).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
