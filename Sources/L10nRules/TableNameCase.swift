import Lproj

/// A table whose file name differs from the other languages' only in letter case (`infoPlist.strings` beside
/// `InfoPlist.strings`).
public struct TableNameCaseDifference: Sendable, Hashable {
    /// The language folder's name.
    public var language: String
    /// The bundle-relative files of the table in that folder.
    public var files: [String]
    /// The name as that folder spells it.
    public var name: String
    /// The spelling most languages use (the base language's on a tie).
    public var expected: String
    /// How many languages spell it `expected`.
    public var expectedCount: Int
}

/// Table names compared as Apple's default volumes compare file names, without regard to case.
enum TableNameCase {
    /// `languages` (the base first) with each table renamed to the base's spelling of its name (or the most common
    /// one, when the base lacks it), so that `infoPlist` in one language and `InfoPlist` in another are compared as
    /// one table; and the folders whose spelling differs from the most common one. String Catalog tables and a
    /// folder holding two spellings of one name are left as they are.
    static func unify(_ languages: [ResolvedLanguage])
        -> (languages: [ResolvedLanguage], differences: [TableNameCaseDifference]) {
        var spellings: [String: [String: Int]] = [:]
        for language in languages {
            for name in language.folder.tables.keys {
                spellings[name.lowercased(), default: [:]][name, default: 0] += 1
            }
        }
        let baseNames = Set(languages.first?.folder.tables.keys ?? [])
        var canonical: [String: (name: String, count: Int)] = [:]
        var target: [String: String] = [:]
        for (folded, counts) in spellings where counts.count > 1 {
            // The most common spelling; on a tie the base's, then the first in code point order.
            let rank = { (spelling: (key: String, value: Int)) in
                (spelling.value, baseNames.contains(spelling.key) ? 1 : 0)
            }
            let best = counts.max { lhs, rhs in rank(lhs) != rank(rhs) ? rank(lhs) < rank(rhs) : lhs.key > rhs.key }
            guard let best else { continue }
            canonical[folded] = (best.key, best.value)
            target[folded] = counts.keys.first(where: baseNames.contains) ?? best.key
        }
        guard !canonical.isEmpty else { return (languages, []) }
        var differences: [TableNameCaseDifference] = []
        let unified = languages.map { language -> ResolvedLanguage in
            var language = language
            var renamed = false
            var folded: [String: Int] = [:]
            for name in language.folder.tables.keys { folded[name.lowercased(), default: 0] += 1 }
            for (name, table) in language.folder.tables {
                let key = name.lowercased()
                guard let expected = canonical[key], let goal = target[key], folded[key] == 1,
                      table.strings?.format != .catalog else { continue }
                if name != expected.name {
                    differences.append(TableNameCaseDifference(
                        language: language.name,
                        files: [table.strings?.path, table.stringsdict?.path].compactMap { $0 },
                        name: name, expected: expected.name, expectedCount: expected.count))
                }
                if name != goal {
                    var table = table
                    table.name = goal
                    language.folder.tables[name] = nil
                    language.folder.tables[goal] = table
                    renamed = true
                }
            }
            if renamed { language.folder.tables.sort { $0.key < $1.key } }
            return language
        }
        return (unified, differences)
    }
}
