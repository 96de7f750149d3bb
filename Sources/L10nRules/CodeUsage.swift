import CodeKeys
import Lproj

/// The keys an app's sources look up, by table: facts for the rules, worked out once from the calls the scanner
/// found. Lookups are by hash, and a key meets only the run-time patterns whose leading text fits it.
public struct CodeUsage: Sendable {
    /// What the calls of one table (or of tables not known) look up.
    public struct TableUse: Sendable, Hashable {
        /// The keys written in full.
        public var literalKeys: Set<String> = []
        /// The usable patterns of keys built at run time, in text order.
        public var patterns = KeyPatternSet()
        /// How many calls look up a key the scanner cannot read at all (an unusable pattern, such as a variable).
        public var unreadableKeyCount = 0

        /// Creates an empty use.
        public init() {}

        /// Whether a call uses `key`: written in full, or built by a usable pattern.
        public func uses(_ key: String) -> Bool {
            literalKeys.contains(key) || patterns.matches(key)
        }
    }

    /// The use of each table some call names (`Localizable` for calls that name none), by table name.
    public private(set) var tables: [String: TableUse] = [:]
    /// What the calls whose table is not known (not a literal) look up: it may be any table.
    public private(set) var unknownTable = TableUse()
    /// Whether some call's table is not known.
    public private(set) var hasUnknownTable = false
    /// The calls, in the order given; their locations name the source files as the maker of this value chose.
    public private(set) var calls: [LocalizationCall]

    /// The files (as the calls name them) whose calls are the bundle's own, for the rules that judge a call rather
    /// than a key (`key-not-in-tables`): in a repository, the sources nearest the bundle. `nil`: every file.
    public private(set) var ownFiles: Set<String>?

    /// The texts of every string literal of the sources, calls or not: a key spelled out in the code may be looked up
    /// in a way the scanner does not know (a view of the app's own that takes a `LocalizedStringKey`).
    public private(set) var literalTexts: LiteralTexts

    /// The facts of `calls`, and the texts of the sources' literals.
    public init(calls: [LocalizationCall], literalTexts: LiteralTexts = LiteralTexts()) {
        self.calls = calls
        self.literalTexts = literalTexts
        var tables: [String: TableUse] = [:]
        var unknownTable = TableUse()
        // Each use is changed where it is kept: a copy changed and put back would copy its set of keys every time.
        func change(_ table: String?, _ update: (inout TableUse) -> Void) {
            if let table { update(&tables[table, default: TableUse()]) } else { update(&unknownTable) }
        }
        var patterns: [String: Set<KeyPattern>] = [:]
        var unknownPatterns = Set<KeyPattern>()
        for call in calls {
            let table = call.tableName
            if table == nil { hasUnknownTable = true }
            switch call.key {
            case .literal(let key): change(table) { _ = $0.literalKeys.insert(key) }
            case .pattern(let pattern) where pattern.isUsable:
                change(table) { _ in }  // the table is looked up, if only by patterns
                if let table { patterns[table, default: []].insert(pattern) } else { unknownPatterns.insert(pattern) }
            case .pattern: change(table) { $0.unreadableKeyCount += 1 }
            }
        }
        for (table, found) in patterns { tables[table]?.patterns = KeyPatternSet(found) }
        unknownTable.patterns = KeyPatternSet(unknownPatterns)
        self.tables = tables
        self.unknownTable = unknownTable
    }

    /// The names of the tables some call looks up.
    public var lookedUpTables: Set<String> { Set(tables.keys) }

    /// Whether some call looks up `table` by name.
    public func looksUp(table: String) -> Bool { tables[table] != nil }

    /// Whether some call may use `key` of `table`: one of that table, or one whose table is not known.
    public func uses(_ key: String, table: String) -> Bool {
        uses(table: table).uses(key)
    }

    /// What the calls that may look up `table` use (its own, and those whose table is not known), found once, for a
    /// rule that asks about each of the table's keys.
    public func uses(table: String) -> TableUses {
        TableUses(own: tables[table], unknown: hasUnknownTable ? unknownTable : nil)
    }

    /// The uses of the calls that may look up one table.
    public struct TableUses: Sendable {
        let own: TableUse?
        let unknown: TableUse?

        /// Whether one of the calls uses `key`.
        public func uses(_ key: String) -> Bool {
            own?.uses(key) == true || unknown?.uses(key) == true
        }
    }

    /// Whether `call` is one of the bundle's own (see ``ownFiles``).
    public func isOwn(_ call: LocalizationCall) -> Bool { ownFiles?.contains(call.location.file) ?? true }

    /// The same facts, only the calls of `files` (as the calls name them) being the bundle's own.
    public func owning(files: Set<String>) -> CodeUsage {
        var owned = self
        owned.ownFiles = files
        return owned
    }

    /// The same facts, the calls' files renamed by `rename` (as seen from a bundle: `../Sources/App.swift`).
    /// `rename` is called once for each file (the calls of a file come together, and most files have few calls).
    public func renamingFiles(_ rename: (String) -> String) -> CodeUsage {
        var renamed = self
        var names: [String: String] = [:]
        var last: (file: String, name: String)?
        func name(_ file: String) -> String {
            if let last, last.file == file { return last.name }
            let name = names[file] ?? rename(file)
            names[file] = name
            last = (file, name)
            return name
        }
        for index in renamed.calls.indices {
            renamed.calls[index].location.file = name(renamed.calls[index].location.file)
        }
        renamed.ownFiles = ownFiles.map { Set($0.map(name)) }
        return renamed
    }
}
