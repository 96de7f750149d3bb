import Lproj
import ICUKit
import Lproj

/// A plural variant that a language needs and lacks.
public struct PluralCategoryRule: Rule {
    /// The rule's id, severity, summary and examples.
    public static let description = RuleDescription(
        id: "plural-category", name: "Plural category", severity: .error,
        summary: """
            Plural forms, in `.stringsdict` plural variables, String Catalog plural variations or sibling keys \
            (stem.zero, stem.one, stem.two, stem.few, stem.many, stem.other; the base lists all six) must include \
            every category the language's plural rules select for the numbers the plural can be given, as ICU \
            computes them: for a whole number (`%lld`, a `.stringsdict` value type `d`, a substitution of \
            `formatSpecifier` `lld`), those of 0 to 999,999, and `other` only where one of them selects it (Czech one, \
            few and other; Polish, Russian, Ukrainian and Belarusian one, few and many); for any other number, also \
            those of decimals with one to three fraction digits ("1,5 km": Czech many, Russian other). Sibling keys \
            are taken as any number. Japanese needs only other. Categories reached only by millions (French many) are \
            optional, and a category a language has beyond what it needs (English zero, Hebrew many, which systems \
            with the CLDR rules before version 42 still select) is never reported. A `.stringsdict` form written \
            with empty text is present (empty-value notes it). In a String Catalog each language is judged on its \
            own: a plain text where the source varies needs no category (Apple shows it for every number), and a \
            language may vary where the source does not; a finding names the catalog key (`%lld items`) with the \
            category in its own field, at the variation's other form. See docs/catalogs.md.
            """,
        triggeringExamples: [
            RuleExample([
                // Czech many is for decimals: a %.1f variation needs it.
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%.1f km" : { "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%.1f km" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%.1f km" } } } } },
                          "cs" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%.1f kilometr" } },
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%.1f kilometry" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%.1f kilometrů" } } } } }
                        } }
                      },
                      "version" : "1.0"
                    }

                    """),
            ], expected: ["Localizable.xcstrings:11:9"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"files.one\" = \"%d file\";\n\"files.other\" = \"%d files\";\n"),
                ExampleFile("ru.lproj/Localizable.strings", "\"files.one\" = \"%d файл\";\n\"files.other\" = \"%d файла\";\n"),
            ], expected: ["ru.lproj/Localizable.strings", "ru.lproj/Localizable.strings"]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", "\"km.one\" = \"%@ km\";\n\"km.other\" = \"%@ km\";\n"),
                ExampleFile("cs.lproj/Localizable.strings", """
                    "km.one" = "%@ kilometr";
                    "km.few" = "%@ kilometry";
                    "km.other" = "%@ kilometrů";

                    """),
            ], expected: ["cs.lproj/Localizable.strings"]),
        ],
        nonTriggeringExamples: [
            RuleExample([
                // Whole numbers: Czech needs no many, Polish no other; Hebrew keeps the many older systems select.
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld files" : { "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                          "cs" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubor" } },
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld soubory" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld souborů" } } } } },
                          "pl" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld plik" } },
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld pliki" } },
                            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld plików" } } } } },
                          "he" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "קובץ אחד" } },
                            "two" : { "stringUnit" : { "state" : "translated", "value" : "%lld קבצים" } },
                            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld קבצים" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld קבצים" } } } } }
                        } }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("Localizable.xcstrings", """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "%lld items" : {
                          "localizations" : {
                            "en" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                            "ko" : { "variations" : { "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld개" } } } } },
                            "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個" } }
                          }
                        }
                      },
                      "version" : "1.0"
                    }

                    """),
            ]),
            RuleExample([
                ExampleFile("en.lproj/Localizable.strings", """
                    "files.zero" = "";
                    "files.one" = "%d file";
                    "files.two" = "";
                    "files.few" = "";
                    "files.many" = "";
                    "files.other" = "%d files";

                    """),
                ExampleFile("fr.lproj/Localizable.strings", "\"files.one\" = \"%d fichier\";\n\"files.other\" = \"%d fichiers\";\n"),
                ExampleFile("ja.lproj/Localizable.strings", "\"files.other\" = \"%d ファイル\";\n"),
                ExampleFile("es.lproj/Localizable.strings", """
                    "files.one" = "%d archivo";
                    "files.many" = "%d de archivos";
                    "files.other" = "%d archivos";

                    """),
            ]),
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings in a bundle.
    public func check(_ context: CheckContext) -> [Diagnostic] {
        siblingKeyFindings(context) + stringsdictFindings(context) + catalogFindings(context)
    }

    /// Plural variations of String Catalogs, language by language: each needs the categories its own language
    /// selects for the numbers it can be given, whole numbers only for `%lld` or a substitution of `formatSpecifier`
    /// `lld` (Czech `one`, `few`, `other`; Polish `one`, `few`, `many`), decimals too for `%.1f`. Categories beyond
    /// those (English `zero`, Hebrew `many`, which systems with the CLDR rules before version 42 still select) are
    /// kept and never reported; a language that gives a plain text where another varies needs none.
    private func catalogFindings(_ context: CheckContext) -> [Diagnostic] {
        let languages = Dictionary(
            context.languages.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return context.bundle.catalogs.flatMap { catalog in
            // Only an entry that varies in some language has plural variations to judge.
            catalog.entries.filter { $0.isRequired && $0.localizations.values.contains(where: \.isTree) }.flatMap { entry in
                entry.languages.sorted().compactMap { languages[$0] }.flatMap { language in
                    CatalogPluralVariation.variations(
                        of: entry, language: language.name, source: catalog.sourceLanguage
                    ).flatMap { variation -> [Diagnostic] in
                        let needed = variation.selectsByInteger
                            ? language.integerPluralCategories : language.neededPluralCategories
                        let present = Set(variation.categories.compactMap(PluralCategory.init(rawValue:)))
                        return needed.subtracting(present).sorted().map { category in
                            diagnostic(
                                "\(StringsWriter.quoted(entry.key)): the plural variation"
                                    + "\(variation.path.isEmpty ? "" : " at \(variation.path)") has no "
                                    + "\(category.rawValue) form, which \(language.name) needs for "
                                    + (variation.selectsByInteger ? "whole numbers" : "numbers")
                                    + sampleNumbers(for: category, language: language, integersOnly: variation.selectsByInteger),
                                file: catalog.path, location: variation.location ?? entry.location,
                                language: language.name, table: catalog.tableName, key: entry.key,
                                category: category.rawValue)
                        }
                    }
                }
            }
        }
    }

    /// Plural variables of `.stringsdict` entries: every category the language needs must have a form (`zero` is
    /// always allowed, since Apple uses it for 0 in every language). A variable whose value type is an integer
    /// (`d`, `ld`, `lu`, ...) never sees a decimal, so it needs only the integer categories (Czech `many` aside).
    private func stringsdictFindings(_ context: CheckContext) -> [Diagnostic] {
        context.languages.flatMap { language in
            language.folder.tables.values.flatMap { table -> [Diagnostic] in
                guard let document = table.stringsdict else { return [] }
                return document.entries.flatMap { entry in
                    entry.variables.filter(\.isPlural).flatMap { variable in
                        // A form with empty text is present: Apple shows the empty text (empty-value notes it).
                        let present = Set(variable.forms.compactMap { PluralCategory(rawValue: $0.name) })
                        let isInteger = Self.isIntegerType(variable.valueType)
                        let needed = isInteger ? language.integerPluralCategories : language.neededPluralCategories
                        return needed.subtracting(present).sorted().map { category in
                            diagnostic(
                                "\(StringsWriter.quoted(entry.key)): the plural variable \(variable.name) has no "
                                    + "\(category.rawValue) form, which \(language.name) needs"
                                    + sampleNumbers(for: category, language: language, integersOnly: isInteger),
                                file: document.path, location: variable.location, language: language.name,
                                table: table.name, key: entry.key, category: category.rawValue)
                        }
                    }
                }
            }
        }
    }

    /// Whether a `NSStringFormatValueTypeKey` names an integer conversion (`d`, `i`, `u`, `o`, `x`, with any length
    /// modifier such as `l`, `ll`, `z`); `nil` and anything else (`f`, `@`) may carry a decimal.
    package static func isIntegerType(_ valueType: String?) -> Bool {
        guard let conversion = valueType?.last else { return false }
        return "diouxXDOU".contains(conversion)
    }

    /// Plural variants written as sibling keys (`stem.few`).
    private func siblingKeyFindings(_ context: CheckContext) -> [Diagnostic] {
        (context.baseComparisons + context.comparisons).flatMap { comparison in
            // In a String Catalog, a finding names the catalog key, with the category in its own field, and stands
            // at the language's `other` form (else at the key).
            let isCatalog = context.catalogKeys.isCatalog(comparison.table)
            var formLocations: [String: SourceLocation] = [:]
            if isCatalog, !comparison.missingPluralVariants.isEmpty {
                for entry in comparison.language.folder.tables[comparison.table]?.strings?.entries ?? [] {
                    formLocations[entry.key] = entry.location
                }
            }
            return comparison.missingPluralVariants.map { variant in
                let tableKey = PluralVariant.key(stem: variant.stem, category: variant.category)
                let examples = sampleNumbers(for: variant.category, language: comparison.language)
                let file = comparison.file(for: tableKey, context: context)
                guard isCatalog, file.hasSuffix(".xcstrings") else {
                    return diagnostic(
                        "missing plural variant \(StringsWriter.quoted(tableKey)): \(comparison.language.name) needs "
                            + "the category \(variant.category.rawValue)\(examples)",
                        file: file, language: comparison.language.name, table: comparison.table, key: tableKey,
                        category: variant.category.rawValue)
                }
                let (key, path, keyLocation) = context.catalogKeys.subject(for: variant.stem, table: comparison.table)
                let other = PluralVariant.key(stem: variant.stem, category: .other)
                return diagnostic(
                    "\(StringsWriter.quoted(key)): the plural variation\(path.isEmpty ? "" : " at \(path)") has no "
                        + "\(variant.category.rawValue) form, which \(comparison.language.name) needs\(examples)",
                    file: file, location: formLocations[other] ?? keyLocation, language: comparison.language.name,
                    table: comparison.table, key: key, category: variant.category.rawValue)
            }
        }
    }

    /// ` (for 2, 3, 4, ...)`: the first whole numbers ICU puts in the category, or else the first decimals with one
    /// fraction digit (` (for 0.1, 0.2, ...)`, Czech many), to show a translator when it is used.
    private func sampleNumbers(for category: PluralCategory, language: ResolvedLanguage, integersOnly: Bool = false)
        -> String {
        guard let tag = language.tag, let rules = try? PluralRules(locale: tag) else { return "" }
        var numbers = Self.samples(of: category, among: (0...1000).map { Double($0) }, rules: rules)
        if numbers.isEmpty, !integersOnly {
            let tenths = (1...1000).filter { $0 % 10 != 0 }.map { Double($0) / 10 }
            numbers = Self.samples(of: category, among: tenths, rules: rules)
        }
        return numbers.isEmpty ? "" : " (for \(numbers.joined(separator: ", ")), ...)"
    }

    /// The first four of `candidates` that ICU puts in `category`, written as `5` or `0.5`.
    private static func samples(of category: PluralCategory, among candidates: [Double], rules: PluralRules)
        -> [String] {
        var found: [String] = []
        for number in candidates where found.count < 4 && rules.select(number) == category {
            found.append(number.rounded() == number ? String(Int(number)) : String(number))
        }
        return found
    }
}
