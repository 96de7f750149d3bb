import Lproj

/// Checks the formats of one table of one translation against the base's, for `FormatMismatchRule`: each value of
/// the `.strings` file, and each format key and form of the `.stringsdict` file.
struct FormatEntryChecker {
    /// The rule the findings belong to.
    var rule: FormatMismatchRule
    /// The bundle.
    var context: CheckContext
    /// The translation's language name.
    var language: String
    /// The table's name.
    var table: String
    /// The plural stems of the base table (sibling-key plurals).
    var stems: Set<String>

    /// The findings of a `.strings` file whose base table is `base`; of duplicate keys, the last (which Apple uses).
    /// A String Catalog's table comes with the formats of its units and the base's (`CatalogFormat`), which are
    /// compared argument by argument, and its findings name the catalog key.
    func check(
        _ document: StringsDocument, facts: TableFacts, against baseFacts: BaseTableFacts,
        formats: [String: CatalogFormat] = [:], baseFormats: [String: CatalogFormat] = [:],
        catalogArguments: CatalogArgumentLists? = nil
    ) -> [Diagnostic] {
        let base = baseFacts.table
        let entries = facts.entries
        // Read once here rather than through `facts` and `baseFacts` for each entry.
        let isLastOfKey = facts.isLastOfKey, isBlankValue = facts.isBlankValue, numbers = facts.numbers
        let references = baseFacts.formatReferences
        let comparesStrings = formats.isEmpty && baseFormats.isEmpty
        let substitutionReads = catalogArguments == nil ? [:] : CatalogArgumentLists.substitutionReads(of: formats)
        return entries.indices.compactMap { index in
            guard isLastOfKey[index], !isBlankValue[index] else { return nil }
            let number = Int(numbers[index])
            var stored: FormatReference?
            var parsed: FormatString?
            if comparesStrings {
                // The usual case: the translation reads as the base does, which has no problem; found from the
                // text's bytes, with no string made. Without a reference, only an added `%@` is reported: a text
                // with no `%` is passed over unparsed.
                let reading: FormatReference.Reading
                if number >= 0 {
                    reading = entries.withValueUTF8(at: index) { baseFacts.formatReading(ofKey: number, utf8: $0) }
                } else {
                    stored = baseFacts.variantFormatReferences[facts.key(at: index, base: baseFacts.index)]
                    reading = stored.map { reference in entries.withValueUTF8(at: index, reference.reading(ofUTF8:)) }
                        ?? .noReference
                }
                switch reading {
                case .readsCleanly: return nil
                case .noReference: guard entries.valueContains(UInt8(ascii: "%"), at: index) else { return nil }
                case .needsComparison: if number >= 0 { stored = references[number] }
                }
                let translation = FormatString(entries.value(at: index))
                if let clean = stored?.cleanFormat, translation.readsLike(clean) { return nil }
                parsed = translation
            }
            let key = facts.key(at: index, base: baseFacts.index)
            let own = formats[key]
            // A string set is checked value by value (`CatalogStringSets`).
            if own?.isStringSet == true { return nil }
            let translation = own?.format ?? parsed ?? FormatString(entries.value(at: index))
            let found: FormatComparison?
            if let catalogArguments, let own {
                // A catalog's text reads what the entry passes, whatever the base's text of the same path reads, and
                // shows what the base's texts show (``CatalogArgumentLists``).
                found = catalogArguments.comparison(
                    for: own, substitutionReads: substitutionReads, language: language, baseName: context.base.name)
            } else {
                found = comparesStrings
                    ? stored.map(comparison(from:)) : reference(for: key, in: base, formats: baseFormats)
            }
            guard var comparison = found ?? addedObjects(translation, baseHas: base[key] ?? own.map { _ in "" })
            else { return nil }
            comparison.isStringsdictForm = own?.isSubstitutionForm ?? false
            if catalogArguments != nil, own != nil {
                comparison.selectorArgument = own?.selectorArgument
            } else if let selector = own?.selectorArgument {
                // A catalog's plural form may leave out only what its selector consumes.
                comparison.selectorArgument = selector
                comparison.mayOmitOneArgument = false
            } else {
                comparison.mayOmitOneArgument = comparison.mayOmitOneArgument || comparison.isStringsdictForm
            }
            let problems = comparison.problems(translation, firstPlainPosition: own?.firstPlainPosition ?? 1)
            guard !problems.isEmpty else { return nil }
            let (subjectKey, path, _) = context.catalogKeys.subject(for: key, table: table)
            return diagnostic(
                problems, subject: StringsWriter.quoted(subjectKey) + (path.isEmpty ? "" : " (\(path))"),
                file: document.path, location: entries.valueLocation(at: index), key: subjectKey)
        }
    }

    /// The findings of a `.stringsdict` file: for each entry the base has too, its format key against the base's,
    /// and each form of each variable against the base variable's same form, or its `other`.
    func check(_ document: StringsdictDocument, against base: StringsdictDocument) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen = Set<String>()
        for key in document.entries.map(\.key) where seen.insert(key).inserted {
            guard let entry = document.entry(forKey: key), let baseEntry = base.entry(forKey: key) else { continue }
            let subject = StringsWriter.quoted(key)
            if let format = entry.formatKey, !format.isEmpty, let baseFormat = baseEntry.formatKey {
                let reference = FormatString(baseFormat).resolvingVariables(of: baseEntry)
                if reference.isFormat {
                    var comparison = comparison(reference.arguments)
                    comparison.baseMixes = reference.mixesPositionalAndPlain
                    found += [diagnostic(
                        comparison.problems(FormatString(format).resolvingVariables(of: entry)),
                        subject: "\(subject) (\(StringsdictEntry.formatKeyName))", file: document.path,
                        location: entry.formatKeyLocation, key: key)].compactMap { $0 }
                }
            }
            var seenVariables = Set<String>()
            for name in entry.variables.map(\.name) where seenVariables.insert(name).inserted {
                guard let variable = entry.variable(named: name), let baseVariable = baseEntry.variable(named: name)
                else { continue }
                found += check(variable, against: baseVariable, entry: entry, baseEntry: baseEntry, file: document.path)
            }
        }
        return found
    }

    private func check(
        _ variable: StringsdictVariable, against baseVariable: StringsdictVariable, entry: StringsdictEntry,
        baseEntry: StringsdictEntry, file: String
    ) -> [Diagnostic] {
        let basePosition = baseEntry.formatKey.flatMap { FormatString($0).position(ofVariable: baseVariable.name) } ?? 1
        let position = entry.formatKey.flatMap { FormatString($0).position(ofVariable: variable.name) } ?? 1
        func baseForm(_ name: String) -> FormatString? {
            baseVariable.form(name).flatMap { $0.text.isEmpty ? nil : FormatString($0.text).resolvingVariables(of: baseEntry) }
        }
        var seen = Set<String>()
        return variable.forms.map(\.name).compactMap { name -> Diagnostic? in
            guard seen.insert(name).inserted, let form = variable.form(name), !form.text.isBlank else { return nil }
            let other = baseForm("other")
            let same = baseForm(name)
            guard let reference = same ?? other else { return nil }
            let fallback = same != nil && name != "other" ? other : nil
            let translation = FormatString(form.text).resolvingVariables(of: entry)
            guard reference.isFormat || fallback?.isFormat == true || translation.readsObject else { return nil }
            var comparison = comparison(
                reference.arguments(firstPlainPosition: basePosition),
                fallback: fallback?.arguments(firstPlainPosition: basePosition),
                mayOmitOneArgument: variable.isPlural)
            comparison.isStringsdictForm = true
            return diagnostic(
                comparison.problems(translation, firstPlainPosition: position),
                subject: "\(StringsWriter.quoted(entry.key)) (variable \(variable.name), form \(name))", file: file,
                location: form.location, key: entry.key)
        }
    }

    /// What a String Catalog's `.strings` value is compared with (see ``FormatReference``), with the catalog's formats.
    private func reference(for key: String, in base: [String: String], formats: [String: CatalogFormat])
        -> FormatComparison? {
        FormatReference(key: key, base: base, stems: stems, baseFormats: [:], formats: formats).map(comparison(from:))
    }

    /// The comparison of a translation with a reference, for this language.
    private func comparison(from reference: FormatReference) -> FormatComparison {
        var comparison = comparison(
            reference.arguments, fallback: reference.fallback, mayOmitOneArgument: reference.mayOmitOneArgument)
        comparison.baseMixes = reference.baseMixes
        return comparison
    }

    /// What a translation is compared with when the base text `baseValue` is no format: no argument at all, when
    /// the translation adds an object specifier (`%@`) the base lacks. Code that passes no argument then prints
    /// garbage or crashes at `String(format:)`, or shows the `%@` as it is. `nil` when the base has no such key or
    /// the translation reads no object.
    private func addedObjects(_ translation: FormatString, baseHas baseValue: String?) -> FormatComparison? {
        guard baseValue != nil, translation.readsObject else { return nil }
        return comparison([:])
    }

    private func comparison(
        _ reference: [Int: [FormatArgumentUse]], fallback: [Int: [FormatArgumentUse]]? = nil,
        mayOmitOneArgument: Bool = false
    ) -> FormatComparison {
        FormatComparison(
            base: reference, fallback: fallback ?? [:], baseName: context.base.name, language: language,
            mayOmitOneArgument: mayOmitOneArgument)
    }

    /// One finding for all problems of a text, at the most severe of their severities.
    private func diagnostic(
        _ problems: [FormatProblem], subject: String, file: String, location: SourceLocation?, key: String
    ) -> Diagnostic? {
        guard let severity = problems.map(\.severity).min() else { return nil }
        return rule.diagnostic(
            "format mismatch in \(subject): " + problems.map(\.detail).joined(separator: "; "), file: file,
            location: location, language: language, table: table, key: key, severity: severity)
    }
}

extension FormatString {
    /// Whether some specifier reads an object (`%@`, `%1$@`); a specifier with a space flag (`% @`) does not count,
    /// as it makes no format (see `isFormat`).
    var readsObject: Bool {
        specifiers.contains { $0.type == .object && !$0.text.containsUTF8(UInt8(ascii: " ")) }
    }

    /// The format with each `%#@name@` read as its variable's `NSStringFormatValueTypeKey` (`d` reads an `int`),
    /// where the entry gives one.
    func resolvingVariables(of entry: StringsdictEntry) -> FormatString {
        var copy = self
        for index in copy.specifiers.indices {
            guard case .variable(let name) = copy.specifiers[index].type,
                  let valueType = entry.variable(named: name)?.valueType else { continue }
            let parsed = FormatString("%" + valueType)
            if parsed.specifiers.count == 1, parsed.invalidSpecifiers.isEmpty {
                copy.specifiers[index].type = parsed.specifiers[0].type
            }
        }
        return copy
    }
}
