import ICUKit

/// The PO entries of one XLIFF file: an entry per unit, and one per plural group for the forms the language's
/// `Plural-Forms` has.
///
/// A unit whose ``XLIFFUnit/plural`` names it (its id is the form's id) belongs to its group; the group is written
/// where its first form stands: one entry for the forms of the language's categories (see ``POFormComments`` and
/// ``POContext`` for what says which forms it holds, their notes and sources), then an entry of its own for each
/// other form (English `zero`, Russian `other`, which no whole number reaches). A group with no form of the
/// language's categories is written as entries of its own. A second form of a category is an entry of its own too.
struct POFileEntries {
    private let file: XLIFFFile
    private let forms: GettextPluralForms
    private let table: String
    private let reference: String

    /// The entries of `file` for a language of `forms`.
    static func entries(of file: XLIFFFile, forms: GettextPluralForms) -> [POEntry] {
        POFileEntries(file: file, forms: forms).entries()
    }

    private init(file: XLIFFFile, forms: GettextPluralForms) {
        self.file = file
        self.forms = forms
        table = POFileName.lastComponent(of: file.original)
        reference = POFileName.encoded(file.original)
    }

    private func entries() -> [POEntry] {
        var groups: [UnitPlural.Group: [PluralCategory: XLIFFUnit]] = [:]
        var isGrouped = Array(repeating: false, count: file.units.count)
        for (index, unit) in file.units.enumerated() {
            guard let plural = unit.plural, plural.id == unit.id, groups[plural.group]?[plural.category] == nil
            else { continue }
            groups[plural.group, default: [:]][plural.category] = unit
            isGrouped[index] = true
        }
        var written = Set<UnitPlural.Group>()
        var entries: [POEntry] = []
        for (index, unit) in file.units.enumerated() {
            guard isGrouped[index], let group = unit.plural?.group else {
                entries.append(entry(for: unit))
                continue
            }
            guard written.insert(group).inserted else { continue }
            entries += self.entries(for: group, forms: groups[group] ?? [:])
        }
        return entries
    }

    private func entry(for unit: XLIFFUnit) -> POEntry {
        let (text, needsReview) = Self.translation(of: unit)
        var entry = POEntry(
            context: POText.encoded(POContext.unit(id: unit.id, table: table)), id: POText.encoded(unit.source),
            translations: [POText.encoded(text)], extractedComments: unit.note.map(POText.commentLines(of:)) ?? [],
            references: [reference])
        if needsReview && !text.isEmpty { entry.flags = ["fuzzy"] }
        return entry.flaggedForMsgfmt()
    }

    private func entries(for group: UnitPlural.Group, forms units: [PluralCategory: XLIFFUnit]) -> [POEntry] {
        let carried = forms.categories.filter { units[$0] != nil }
        let others = units.keys.filter { forms.index(of: $0) == nil }.sorted().compactMap { units[$0] }
        guard let firstCarried = carried.first else { return others.map(entry(for:)) }
        let singular = carried.contains(.one) ? PluralCategory.one : firstCarried
        let msgid = units[singular]?.source ?? ""
        let msgidPlural = (units[.other] ?? carried.last.flatMap { units[$0] })?.source ?? ""
        var content = POFormComments.Content()
        // Compared as scalars: `==` takes canonically equivalent texts as equal, and each must come back as it was.
        let notes = carried.map { units[$0]?.note.map { Array($0.unicodeScalars) } }
        if Set(notes).count <= 1 {
            content.sharedNote = units[firstCarried]?.note
        } else {
            content.notes = units.compactMapValues(\.note).filter { forms.index(of: $0.key) != nil }
        }
        for category in carried {
            let source = units[category]?.source ?? ""
            let derived = category == singular ? msgid : msgidPlural
            if !source.unicodeScalars.elementsEqual(derived.unicodeScalars) { content.sources[category] = source }
        }
        let translations = forms.categories.map { category in
            units[category].map(Self.translation(of:)) ?? (text: "", needsReview: false)
        }
        let listed = carried == forms.categories ? nil : carried
        var entry = POEntry(
            context: POText.encoded(POContext.group(group, table: table, listed: listed)), id: POText.encoded(msgid),
            pluralID: POText.encoded(msgidPlural), translations: translations.map { POText.encoded($0.text) },
            extractedComments: POFormComments.lines(of: content, order: forms.categories), references: [reference])
        if translations.contains(where: { $0.needsReview && !$0.text.isEmpty }) { entry.flags = ["fuzzy"] }
        return [entry.flaggedForMsgfmt()] + others.map(entry(for:))
    }

    /// A unit's `msgstr` and whether it needs a review: its target when translated or approved, also when it needs
    /// a review; `""` when it has no target or its state says it is not translated (`new`, `needs-translation`).
    static func translation(of unit: XLIFFUnit) -> (text: String, needsReview: Bool) {
        guard let target = unit.target else { return ("", false) }
        if unit.isApproved { return (target, false) }
        switch unit.state?.progress {
        case .notTranslated: return ("", false)
        case .needsReview: return (target, true)
        case .translated, nil: return (target, false)
        }
    }
}

extension POEntry {
    /// The entry, marked `fuzzy` when `msgfmt --check` would refuse it as translated: when its `msgid`,
    /// `msgid_plural` and translations do not all start with a line feed or all not, or likewise at their end.
    /// `msgfmt` checks only translated entries that are not fuzzy, and a translation whose lines differ so from its
    /// source's is worth a review.
    fileprivate func flaggedForMsgfmt() -> POEntry {
        guard let first = translations.first, !first.isEmpty, !isFuzzy else { return self }
        let texts = [id ?? ""] + (pluralID.map { [$0] } ?? []) + translations
        let starts = Set(texts.map { $0.utf8.first == 0x0A })
        let ends = Set(texts.map { $0.utf8.last == 0x0A })
        guard starts.count > 1 || ends.count > 1 else { return self }
        var entry = self
        entry.flags.append("fuzzy")
        return entry
    }
}
