import Dispatch
import ICUKit
import Locking
import Lproj

/// A bundle resolved for checking: its base language, its translations, and the plural stems of the base.
public struct CheckContext: Sendable {
    /// The bundle as read.
    public var bundle: LocalizationBundle
    /// The base language, which every other language is compared with.
    public var base: ResolvedLanguage
    /// Every other language folder.
    public var translations: [ResolvedLanguage]
    /// Texts that may stay the same as the base language's in every language (the `untranslated` rule's allow-list).
    public var allowedUntranslated: Set<String> = []
    /// What the rules read of each base table, by table name, worked out once.
    private(set) var baseFacts: [String: BaseTableFacts] = [:]
    /// What the rules read of each translation's tables, by language name and table name, worked out once.
    private(set) var translationFacts: [String: [String: TableFacts]] = [:]
    /// Every table of every translation compared with the base, computed once for all rules.
    private(set) var comparisons: [KeyComparison] = []
    /// The base's own tables compared with themselves: only its plural variants can be missing.
    private(set) var baseComparisons: [KeyComparison] = []
    /// The keys of the bundle's String Catalogs, to name and place findings in them.
    private(set) var catalogKeys: CatalogKeyIndex
    /// What the checks read of each String Catalog that is its table's base, by the catalog's path.
    private(set) var catalogBases: [String: CatalogBase] = [:]
    /// The tables whose base is an Interface Builder file, their texts judged once for `missing-key` and
    /// `placeholder-text`, by table name.
    private(set) var interfaceBuilderTexts: [String: InterfaceBuilderTexts] = [:]
    /// The keys the app's sources look up, when sources were scanned; `nil` (no sources) leaves every rule as it
    /// is without them.
    public private(set) var codeUsage: CodeUsage?
    /// Tables whose name differs from the other languages' only in case; they are compared under the base's name.
    public private(set) var tableNameCaseDifferences: [TableNameCaseDifference] = []

    /// The base first, then the translations.
    public var languages: [ResolvedLanguage] { [base] + translations }

    /// Resolves a bundle against a base language: `base` when given, else the bundle's development language as Xcode
    /// knows it (`LocalizationBundle.developmentRegion`: `Info.plist`, the enclosing project), else the language
    /// folder that holds the tables `Base.lproj` lacks (`en` first), else `en`. `Base.lproj` is never a language of
    /// its own, nor the base language: it is the Interface Builder part of the base, and where no folder of the
    /// development language is beside it, its tables are that language's (named so in findings and the summary). `codeUsage`, the keys the app's
    /// sources look up, makes them facts for the rules (a key code uses is never `extra-key`).
    public init(
        bundle: LocalizationBundle, base requested: String? = nil, codeUsage: CodeUsage? = nil
    ) throws(CheckSetupError) {
        self.bundle = bundle
        self.codeUsage = codeUsage
        catalogKeys = CatalogKeyIndex(bundle: bundle)
        let wanted = requested ?? bundle.developmentRegion
        guard let baseFolder = Self.baseFolder(in: bundle, wanted: wanted) else {
            throw CheckSetupError.baseLanguageNotFound(
                wanted ?? "en", available: bundle.folders.map(\.name))
        }
        let baseTag = baseFolder.isBase
            ? (try? LanguageID(folderName: wanted ?? "en"))?.tag ?? "en"
            : (try? LanguageID(folderName: baseFolder.name))?.tag
        // Each table resolves its own base (BaseTables); Base.lproj is a source of base tables, not a language.
        let baseLanguage = ResolvedLanguage(folder: BaseTables.resolve(baseFolder, in: bundle), baseTag: baseTag)
        let otherFolders = bundle.folders.filter { $0.name != baseFolder.name && BaseTables.isLanguage($0) }
        // Two halves, each work for one core at a time or nearly. The other languages are resolved (their plural
        // rules: ICU work) and their tables' names unified while the base's keys are numbered, which is all their
        // facts need of the base; their facts are then worked out while the base's own are.
        let numbering = DispatchGroup()
        numbering.enter()
        let numbered = Locked([String: BaseKeyIndex]())
        let others = Locked((
            unified: [baseLanguage], differences: [TableNameCaseDifference](), facts: [String: [String: TableFacts]]()))
        let resolving = DispatchGroup()
        DispatchQueue.global().async(group: resolving) {
            let resolved = otherFolders.concurrentFlatMap { [ResolvedLanguage(folder: $0, baseTag: baseTag)] }
            // Unifying the tables' names renames no table of the base: each takes the base's spelling.
            let unified = TableNameCase.unify([baseLanguage] + resolved)
            numbering.wait()
            let facts = Self.translationFacts(
                of: Array(unified.languages.dropFirst()), indexes: numbered.withLock { $0 })
            others.withLock { $0 = (unified.languages, unified.differences, facts) }
        }
        let indexes = Dictionary(
            uniqueKeysWithValues: baseLanguage.folder.tables.map { ($0.key, BaseTableFacts.keyIndex(of: $0.value)) })
        numbered.withLock { $0 = indexes }
        numbering.leave()
        let bases = Self.baseFacts(of: baseLanguage, indexes: indexes, catalogKeys: catalogKeys)
        resolving.wait()
        let (unified, differences, facts) = others.withLock { $0 }
        base = unified[0]
        translations = Array(unified.dropFirst())
        tableNameCaseDifferences = differences
        baseFacts = bases
        translationFacts = facts
        catalogBases = bundle.catalogs.isEmpty ? [:] : CatalogBase.all(in: bundle, base: base)
        // One language per core at a time.
        let resolved = self
        comparisons = translations.concurrentFlatMap { language in
            Set(resolved.base.folder.tables.keys).union(language.folder.tables.keys).sorted()
                .filter { !BaseTables.isLocalizedInterfaceBuilderFile(language.folder.tables[$0]) }
                .map { KeyComparison(language: language, table: $0, context: resolved) }
        }
        baseComparisons = base.folder.tables.keys.map { KeyComparison(language: base, table: $0, context: self) }
        interfaceBuilderTexts = InterfaceBuilderTexts.all(in: self)
    }

    /// The folder of the wanted base language, matched by canonical tag (`English` matches `en.lproj`).
    private static func baseFolder(in bundle: LocalizationBundle, wanted: String?) -> LanguageFolder? {
        if let wanted {
            if let exact = bundle.folder(named: wanted) { return exact }
            if let tag = (try? LanguageID(folderName: wanted))?.tag,
               let match = bundle.folders.first(where: { (try? LanguageID(folderName: $0.name))?.tag == tag }) {
                return match
            }
            if bundle.developmentRegion == wanted || wanted == "Base", let base = bundle.folder(named: "Base") {
                return developmentLanguage(wanted == "Base" ? bundle.developmentRegion ?? "en" : wanted, in: base)
            }
            return nil
        }
        if let folder = folderOfTablesBaseLacks(in: bundle) { return folder }
        // `Base.lproj` is never the base language: its tables are the development language's, `en` where nothing
        // names it; an `en.lproj` beside it is that language's own layer over them.
        if let base = bundle.folder(named: "Base") {
            return bundle.folder(named: "en") ?? developmentLanguage("en", in: base)
        }
        return baseFolder(in: bundle, wanted: "en")
    }

    /// `Base.lproj` seen as the development language `name`'s folder, where the bundle has no folder of that
    /// language: findings and the summary name the language, and the files stay where they are.
    private static func developmentLanguage(_ name: String, in base: LanguageFolder) -> LanguageFolder {
        LanguageFolder(name: name, directory: base.directory, tables: base.tables)
    }

    /// Where nothing names the development language: the language folder that holds the tables `Base.lproj` lacks
    /// (Xcode's app layout keeps its storyboards in `Base.lproj` and the development language's tables in
    /// `en.lproj`): `en` when it holds some, else the folder that holds the most of them, the first in name order
    /// among equals; `nil` without a `Base.lproj` or when it lacks no table a language folder holds.
    private static func folderOfTablesBaseLacks(in bundle: LocalizationBundle) -> LanguageFolder? {
        guard let baseLproj = bundle.folder(named: "Base") else { return nil }
        let lacked = bundle.folders.filter(BaseTables.isLanguage).map { folder in
            (folder, folder.tables.keys.count { baseLproj.tables[$0] == nil })
        }.filter { $0.1 > 0 }
        if let english = lacked.first(where: { $0.0.name == "en" }) { return english.0 }
        return lacked.max { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0.name > $1.0.name) }?.0
    }

    /// The plural stems of a base table: stems `s` for which the base has `s.other` and at least one other
    /// category, the ArcGIS convention for plural variants.
    public func pluralStems(ofTable table: String) -> Set<String> {
        baseFacts[table]?.pluralStems ?? []
    }

    /// The keys of the base table's `.stringsdict` file, empty when it has none.
    func baseStringsdictKeys(ofTable table: String) -> Set<String> {
        baseFacts[table]?.stringsdictKeys ?? []
    }

    /// What the rules read of a language's table: the base's facts for the base language.
    func facts(of language: ResolvedLanguage, table: String) -> TableFacts {
        if language.name == base.name { return baseFacts[table]?.facts ?? Self.noTable }
        return translationFacts[language.name]?[table] ?? Self.noTable
    }

    /// The facts of a table no file holds.
    private static let noTable = TableFacts(nil, index: BaseKeyIndex())

    /// The facts of each table of the base, its keys numbered by `indexes`, the tables side by side. A table whose
    /// base is a String Catalog (beside an Interface Builder file or not) has its plural forms from the catalog.
    private static func baseFacts(
        of base: ResolvedLanguage, indexes: [String: BaseKeyIndex], catalogKeys: CatalogKeyIndex
    ) -> [String: BaseTableFacts] {
        let baseTables = Array(base.folder.tables)
        let baseFacts = Locked([String: BaseTableFacts]())
        DispatchQueue.concurrentPerform(iterations: baseTables.count) { index in
            let (name, table) = baseTables[index]
            let isCatalog = table.strings?.format == .catalog || table.interfaceBuilder != nil
            let facts = BaseTableFacts(
                table, index: indexes[name] ?? BaseTableFacts.keyIndex(of: table),
                pluralForms: isCatalog ? catalogKeys.pluralFormKeys(ofTable: name) : nil)
            baseFacts.withLock { $0[name] = facts }
        }
        return baseFacts.withLock { $0 }
    }

    /// The facts of every table of every translation, by language name and table name, one language per core at a
    /// time, each numbering its keys with its base table's index.
    private static func translationFacts(of translations: [ResolvedLanguage], indexes: [String: BaseKeyIndex])
        -> [String: [String: TableFacts]] {
        let noKeys = BaseKeyIndex()
        let found = Locked([String: [String: TableFacts]]())
        DispatchQueue.concurrentPerform(iterations: translations.count) { index in
            let language = translations[index]
            var facts: [String: TableFacts] = [:]
            for (name, table) in language.folder.tables {
                facts[name] = TableFacts(table, index: indexes[name] ?? noKeys)
            }
            found.withLock { $0[language.name] = facts }
        }
        return found.withLock { $0 }
    }

    /// The plural stems of a set of keys: stems `s` with `s.other` and at least one other category.
    public static func pluralStems(ofKeys keys: Set<String>) -> Set<String> {
        pluralStems(of: keys.lazy.compactMap(PluralVariant.init(key:)))
    }

    /// The plural stems among the plural variants of a table's keys: stems `s` with `s.other` and at least one other
    /// category.
    static func pluralStems(of variants: some Sequence<PluralVariant>) -> Set<String> {
        var categoriesByStem: [String: Set<PluralCategory>] = [:]
        for variant in variants { categoriesByStem[variant.stem, default: []].insert(variant.category) }
        return Set(categoriesByStem.filter { $0.value.contains(.other) && $0.value.count > 1 }.keys)
    }
}

/// Why a bundle cannot be checked at all.
public enum CheckSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No folder matches the base language.
    case baseLanguageNotFound(String, available: [String])

    /// A sentence for the command line.
    public var description: String {
        switch self {
        case .baseLanguageNotFound(let language, let available):
            "the base language \(language) has no .lproj folder here (folders: \(available.joined(separator: ", "))); "
                + "pass --base with one of them"
        }
    }
}
