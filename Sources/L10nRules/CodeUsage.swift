import CodeKeys
import Lproj

/// The keys an app's sources look up, by table: facts for the rules, worked out once from the calls the scanner
/// found. Lookups are by hash, and a key meets only the run-time patterns whose leading text fits it.
///
/// Calls in code a user never runs (``notApp``: previews, `#if DEBUG` code, tests, by default) give a key no credit
/// as used (``uses(_:table:)``) and are not judged (``callsToJudge``); they still count as uses for `extra-key`
/// (``usesAnywhere(_:table:)``).
public struct CodeUsage: Sendable {
    /// What the calls of one table (or of tables not known) look up.
    public struct TableUse: Sendable, Hashable {
        /// The keys written in full.
        public var literalKeys: Set<String> = []
        /// The keys built from interpolations (`Text("\(n) items")`), their specifiers made neutral
        /// (``CodeUsage/specifierNeutral(_:)``): Xcode writes the specifier of the value's type (`%lld items`).
        public var interpolatedKeys: Set<String> = []
        /// The usable patterns of keys built at run time, in text order.
        public var patterns = KeyPatternSet()
        /// Where the calls are that look up a key the scanner cannot read at all (an unusable pattern, such as a
        /// variable), in the order found.
        public var unreadableCalls: [SourceLocation] = []
        /// Whether a call reads the whole table (`Bundle.main.path(forResource: "Errors", ofType: "strings")`): every
        /// key of it may be used.
        public var readsWholeTable = false

        /// Creates an empty use.
        public init() {}

        /// How many calls look up a key the scanner cannot read.
        public var unreadableKeyCount: Int { unreadableCalls.count }

        /// Whether a call uses `key`: written in full, built from interpolations, built by a usable pattern, or read
        /// with its whole table.
        public func uses(_ key: String) -> Bool {
            readsWholeTable || literalKeys.contains(key) || patterns.matches(key)
                || (!interpolatedKeys.isEmpty && key.containsUTF8(UInt8(ascii: "%"))
                    && interpolatedKeys.contains(CodeUsage.specifierNeutral(key)))
        }

        /// Adds what `call` looks up.
        mutating func add(_ call: LocalizationCall) {
            if call.kind == .wholeTable {
                readsWholeTable = true
                return
            }
            switch call.key {
            case .literal(let key) where call.hasInterpolatedSpecifiers:
                interpolatedKeys.insert(CodeUsage.specifierNeutral(key))
                literalKeys.insert(key)
            case .literal(let key): literalKeys.insert(key)
            case .pattern(let pattern) where pattern.isUsable: break  // gathered apart, then made one set
            case .pattern: unreadableCalls.append(call.location)
            }
        }
    }

    /// The use of each table some call of the app names (`Localizable` for calls that name none), by table name.
    public private(set) var tables: [String: TableUse] = [:]
    /// What the app's calls whose table is not known (not a literal) look up: it may be any table.
    public private(set) var unknownTable = TableUse()
    /// Whether some call of the app has a table that is not known.
    public private(set) var hasUnknownTable = false
    /// The same facts over the calls in code a user never runs, for the rules that ask whether any code names a key
    /// at all (`extra-key`): `nil` when every call is the app's. Such calls are few, so they are gathered apart.
    private var notAppUse: (tables: [String: TableUse], unknown: TableUse?)?
    /// The calls, in the order given; their locations name the source files as the maker of this value chose.
    public private(set) var calls: [LocalizationCall]
    /// The contexts whose calls are not the app's: they give no credit and are not judged.
    public let notApp: Set<CodeContext>
    /// Whether keys without a letter (`""`, `"→"`, `"%@"`, `"0:00"`) are left unjudged by `key-not-in-tables`: they
    /// read the same in every language.
    public let skipsWordlessKeys: Bool

    /// The positions in ``calls`` of the calls the bundle judges (`key-not-in-tables`, `missing-key` of code keys):
    /// in a repository, those of the sources of its own project that look up one of its tables, this bundle being the
    /// nearest one of the project with that table. `nil`: every call.
    public private(set) var judgedPositions: [Int]?

    /// The texts of every string literal of the sources, calls or not: a key spelled out in the code may be looked up
    /// in a way the scanner does not know (a view of the app's own that takes a `LocalizedStringKey`).
    public private(set) var literalTexts: LiteralTexts

    /// The facts of `calls`, and the texts of the sources' literals; the calls of the contexts of `notApp` give no
    /// credit and are not judged, and keys without a letter are not judged when `skippingWordlessKeys`.
    public init(
        calls: [LocalizationCall], literalTexts: LiteralTexts = LiteralTexts(),
        notApp: Set<CodeContext> = CodeUsage.defaultNotApp, skippingWordlessKeys: Bool = true
    ) {
        self.calls = calls
        self.literalTexts = literalTexts
        self.notApp = notApp
        skipsWordlessKeys = skippingWordlessKeys
        let hasNotApp = calls.contains { notApp.contains($0.context) }
        let app = hasNotApp ? Self.uses(of: calls.lazy.filter { !notApp.contains($0.context) }) : Self.uses(of: calls)
        tables = app.tables
        unknownTable = app.unknown ?? TableUse()
        hasUnknownTable = app.unknown != nil
        if hasNotApp {
            let other = Self.uses(of: calls.lazy.filter { notApp.contains($0.context) })
            notAppUse = (other.tables, other.unknown)
        }
        callsToJudge = Self.judged(calls, at: nil, notApp: notApp, skippingWordlessKeys: skippingWordlessKeys)
    }

    /// The contexts that are not the app's by default: previews, `#if DEBUG` code and tests.
    public static let defaultNotApp: Set<CodeContext> = [.preview, .debug, .test]

    /// The uses of `calls` by table, and of those whose table is not known (`nil` when there is none).
    private static func uses(of calls: some Sequence<LocalizationCall>)
        -> (tables: [String: TableUse], unknown: TableUse?) {
        var tables: [String: TableUse] = [:]
        var unknown: TableUse?
        var patterns: [String: Set<KeyPattern>] = [:]
        var unknownPatterns = Set<KeyPattern>()
        for call in calls {
            // Each use is changed where it is kept: a copy changed and put back would copy its set of keys every time.
            let usable = if case .pattern(let pattern) = call.key, pattern.isUsable, call.kind == .lookup {
                pattern
            } else {
                KeyPattern?.none
            }
            if let table = call.tableName {
                tables[table, default: TableUse()].add(call)
                if let usable { patterns[table, default: []].insert(usable) }
            } else {
                if unknown == nil { unknown = TableUse() }
                unknown?.add(call)
                if let usable { unknownPatterns.insert(usable) }
            }
        }
        for (table, found) in patterns { tables[table]?.patterns = KeyPatternSet(found) }
        unknown?.patterns = KeyPatternSet(unknownPatterns)
        return (tables, unknown)
    }

    /// The names of the tables some call of the app looks up.
    public var lookedUpTables: Set<String> { Set(tables.keys) }

    /// Whether some call of the app looks up `table` by name.
    public func looksUp(table: String) -> Bool { tables[table] != nil }

    /// Whether some call of the app may use `key` of `table`: one of that table, or one whose table is not known.
    public func uses(_ key: String, table: String) -> Bool {
        uses(table: table).uses(key)
    }

    /// Whether a call in code a user never runs (a preview, a test) may use `key` of `table`.
    public func usesOutsideTheApp(_ key: String, table: String) -> Bool {
        guard let notAppUse else { return false }
        return notAppUse.tables[table]?.uses(key) == true || notAppUse.unknown?.uses(key) == true
    }

    /// Whether any call, in the app or in code a user never runs (a preview, a test), may use `key` of `table`.
    public func usesAnywhere(_ key: String, table: String) -> Bool {
        uses(key, table: table) || usesOutsideTheApp(key, table: table)
    }

    /// What the calls of the app that may look up `table` use (its own, and those whose table is not known), found
    /// once, for a rule that asks about each of the table's keys.
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

    /// The calls the bundle judges: its own (``judgedPositions``), the app's, each looking up one key (no whole
    /// table), in the order of ``calls``; with ``skipsWordlessKeys``, no call whose key is written in full without
    /// a letter. Chosen once, when the facts are made.
    public private(set) var callsToJudge: [LocalizationCall] = []

    /// The calls at `positions` of `calls` (every call when `nil`) that a bundle judges.
    private static func judged(
        _ calls: [LocalizationCall], at positions: [Int]?, notApp: Set<CodeContext>, skippingWordlessKeys: Bool
    ) -> [LocalizationCall] {
        let candidates = positions.map { $0.map { calls[$0] } } ?? calls
        return candidates.filter { call in
            guard !notApp.contains(call.context), call.kind == .lookup else { return false }
            guard skippingWordlessKeys, let key = call.key.literal else { return true }
            return hasWord(key)
        }
    }

    /// The same facts, the bundle judging only the calls at `positions` in ``calls``.
    public func judging(positions: [Int]) -> CodeUsage {
        var judged = self
        judged.judgedPositions = positions
        judged.callsToJudge = Self.judged(
            calls, at: positions, notApp: notApp, skippingWordlessKeys: skipsWordlessKeys)
        return judged
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
        for index in renamed.callsToJudge.indices {
            renamed.callsToJudge[index].location.file = name(renamed.callsToJudge[index].location.file)
        }
        func renaming(_ use: TableUse) -> TableUse {
            var use = use
            for index in use.unreadableCalls.indices {
                use.unreadableCalls[index].file = name(use.unreadableCalls[index].file)
            }
            return use
        }
        renamed.tables = renamed.tables.mapValues(renaming)
        renamed.unknownTable = renaming(renamed.unknownTable)
        return renamed
    }

    /// Whether `key` holds a letter once its format specifiers are left out: `"%@ items"` does, `"%@"`, `"→"`,
    /// `"0:00"` and `"👋"` do not.
    public static func hasWord(_ key: String) -> Bool {
        // Most keys are ASCII: a letter is then a byte of A-Z or a-z outside a specifier.
        if key.utf8.allSatisfy({ $0 < 0x80 }), !key.containsUTF8(UInt8(ascii: "%")) {
            return key.utf8.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        }
        let scalars = Array(key.unicodeScalars)
        var index = 0
        let specifiers = key.containsUTF8(UInt8(ascii: "%")) ? FormatString.specifierRanges(in: scalars).ranges : []
        var next = 0
        while index < scalars.count {
            if next < specifiers.count, specifiers[next].lowerBound == index {
                index = specifiers[next].upperBound
                next += 1
                continue
            }
            if scalars[index].properties.isAlphabetic { return true }
            index += 1
        }
        return false
    }

    /// ``specifierNeutral(_:)`` of an ASCII key, read as bytes in place (keys are looked up by it thousands of times);
    /// `nil` for a key with any other byte.
    private static func asciiSpecifierNeutral(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let scalars = bytes.lazy.map { Unicode.Scalar($0) }
        var neutral: [UInt8] = []
        neutral.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                neutral.append(bytes[index])
                index += 1
                continue
            }
            var parser = FormatSpecifierParser(scalars: scalars, start: index)
            _ = parser.parse()
            let end = max(parser.index, index + 1)
            let isPercent = end - index == 2 && bytes[index + 1] == UInt8(ascii: "%")
            neutral += isPercent ? [UInt8(ascii: "%"), UInt8(ascii: "%")] : [UInt8(ascii: "%"), UInt8(ascii: "@")]
            index = end
        }
        return String(decoding: neutral, as: UTF8.self)
    }

    /// `key` with each format specifier written `%@`, and `%%` kept: two keys that differ only in their specifiers'
    /// types (`%lld items`, `%@ items`) have the same neutral form.
    public static func specifierNeutral(_ key: String) -> String {
        guard key.containsUTF8(UInt8(ascii: "%")) else { return key }
        var utf8 = key
        if let neutral = utf8.withUTF8(asciiSpecifierNeutral) { return neutral }
        return scalarSpecifierNeutral(key)
    }

    /// ``specifierNeutral(_:)`` read scalar by scalar, for any key.
    static func scalarSpecifierNeutral(_ key: String) -> String {
        let scalars = Array(key.unicodeScalars)
        var neutral = String.UnicodeScalarView()
        var index = 0
        for range in FormatString.specifierRanges(in: scalars).ranges {
            neutral.append(contentsOf: scalars[index..<range.lowerBound])
            let isPercent = range.count == 2 && scalars[range.lowerBound + 1] == "%"
            neutral.append(contentsOf: isPercent ? ["%", "%"] : ["%", "@"])
            index = range.upperBound
        }
        neutral.append(contentsOf: scalars[index...])
        return String(neutral)
    }
}
