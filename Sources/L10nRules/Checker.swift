import Dispatch
import ICUKit
import Locking
import Lproj

/// Runs the rules over a bundle and gathers a report.
public struct Checker: Sendable {
    /// Rule ids not to run.
    public var disabledRules: Set<String>
    /// The rules' levels and ignored keys, applied to their findings.
    public var policy: CheckPolicy

    /// Creates a checker that runs every rule but the disabled ones, its findings as `policy` sets them.
    public init(disabledRules: Set<String> = [], policy: CheckPolicy = CheckPolicy()) {
        self.disabledRules = disabledRules
        self.policy = policy
    }

    /// Checks a resolved bundle, the rules side by side on all cores.
    public func check(_ context: CheckContext) -> CheckReport {
        let rules = RuleRegistry.all.filter { !disabledRules.contains($0.description.id) }
        let found = Locked([[Diagnostic]](repeating: [], count: rules.count))
        // Each rule is a work item of its own rather than an iteration of `concurrentPerform`: inside one, a rule's
        // own loop over languages (`concurrentFlatMap`) would run on one core, and `format-mismatch` alone is more
        // than half the work. A work item's loop spreads over every core that the other rules leave free.
        let running = DispatchGroup()
        for index in Self.startOrder(of: rules) {
            DispatchQueue.global().async(group: running) {
                let diagnostics = rules[index].init().check(context)
                found.withLock { $0[index] = diagnostics }
            }
        }
        running.wait()
        var unrecorded = disabledRules.contains(SyntaxErrorRule.description.id) ? [] : Self.unrecordedProblems(context)
        var diagnostics = found.withLock { $0 }.flatMap { $0 }
        if !policy.changesNoFinding {
            diagnostics = diagnostics.compactMap(policy.applied(to:))
            // The notes that stand for uncounted findings keep their severity; only their counts move.
            unrecorded = unrecorded.compactMap { entry in policy.applied(to: entry.omitted).map { (entry.note, $0) } }
        }
        diagnostics += unrecorded.map(\.note)
        // Base first, then languages by folder name, then findings of no language.
        var languageOrder = [context.base.name: -1]
        for (order, language) in context.translations.enumerated() where languageOrder[language.name] == nil {
            languageOrder[language.name] = order
        }
        func order(of language: String?) -> Int {
            language.map { languageOrder[$0] ?? Int.max - 1 } ?? Int.max
        }
        // Each finding's language is looked up once, not at every comparison.
        let ranks = diagnostics.map { order(of: $0.language) }
        let ordered = Self.reportOrder(diagnostics, ranks: ranks)
        var report = CheckReport(
            bundlePath: context.bundle.path, bundleName: context.bundle.name, baseLanguage: context.base.name,
            languages: summaries(context), diagnostics: ordered,
            rules: rules.map { $0.description.id })
        report.omitted = unrecorded.map(\.omitted)
        return report
    }

    /// The keys of the Interface Builder texts no translator is asked for: library defaults, texts without a word,
    /// texts marked not to translate.
    private static func unrequiredTexts(_ texts: InterfaceBuilderTexts) -> Set<String> {
        Set(texts.texts.map(\.key).filter { key in texts.kind(of: key).map { $0 != .text } ?? false })
    }

    /// `comparison` counting only the Interface Builder texts a translator is asked for: those of `unrequired` are
    /// neither expected nor missing, as no finding asks for them.
    private static func requiredOnly(_ comparison: KeyComparison, unrequired: Set<String>) -> KeyComparison {
        guard !unrequired.isEmpty else { return comparison }
        var counted = comparison
        counted.expectedCount = max(0, comparison.expectedCount - unrequired.count)
        counted.missingCount = comparison.isTableMissing
            ? counted.expectedCount
            : max(0, comparison.missingCount - comparison.missingKeys.count { unrequired.contains($0) })
        return counted
    }

    /// The positions in `rules` in the order they are started: the long ones (``Rule/takesLong``) first, since one
    /// started last would end alone on one core; each group in the registry's order.
    static func startOrder(of rules: [any Rule.Type]) -> [Int] {
        rules.indices.filter { rules[$0].takesLong } + rules.indices.filter { !rules[$0].takesLong }
    }

    private func summaries(_ context: CheckContext) -> [LanguageSummary] {
        let base = context.baseComparisons
        let unrequired = context.interfaceBuilderTexts.mapValues(Self.unrequiredTexts)
        let others = Dictionary(grouping: context.comparisons, by: \.language.name).mapValues { comparisons in
            comparisons.map { Self.requiredOnly($0, unrequired: unrequired[$0.table] ?? []) }
        }
        // Base.lproj and mul.lproj are no languages: they count only as the base.
        let languages = context.languages.filter {
            $0.name == context.base.name || LocalizationName.isLanguage(folderName: $0.name)
        }
        return languages.map { language in
            let comparisons = language.name == context.base.name ? base : others[language.name] ?? []
            // A String Catalog's table counts its entries, not the forms each language varies them by.
            let entryCounts = Dictionary(
                comparisons.compactMap { comparison in comparison.entryCount.map { (comparison.table, $0) } },
                uniquingKeysWith: { first, _ in first })
            let keys = language.folder.tables.keys.reduce(0) {
                $0 + (entryCounts[$1] ?? context.facts(of: language, table: $1).keyCount)
            }
            return LanguageSummary(
                language: language.name, directory: language.folder.directory, keys: keys,
                missing: comparisons.reduce(0) { $0 + $1.missingCount },
                extra: comparisons.reduce(0) { $0 + $1.extraKeys.count },
                expected: comparisons.reduce(0) { $0 + $1.expectedCount },
                tables: comparisons.map {
                    TableSummary(
                        table: $0.table, expected: $0.expectedCount, missing: $0.missingCount, extra: $0.extraKeys.count)
                }.sorted { $0.table < $1.table })
        }
    }
}
