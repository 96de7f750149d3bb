import ICUKit
import L10nRules
import Lproj

/// The pseudo-localized `.strings` file of one base table.
struct PseudoStringsTable {
    /// The plural forms of the pseudo-language.
    var forms: PseudoPluralForms
    /// The plural stems of the base table (`stem.one`, `stem.other`, ...), as the checker finds them.
    var stems: Set<String>

    /// The file's entries: each key of `base` once, where it first stands (with its comment), with the value Apple's
    /// runtime uses (of duplicates the last, the first in a binary property list), pseudo-localized; for `ar-XB`,
    /// each plural stem's missing Arabic categories after its last form, from its `other` form, under the first
    /// comment of the stem's forms.
    func entries(of base: StringsDocument) -> [StringsEntry] {
        let source = base.entries
        var first: [String: Int] = [:]
        var chosen: [String: Int] = [:]
        for (index, entry) in source.enumerated() {
            if first[entry.key] == nil { first[entry.key] = index }
            if !base.keepsFirstDuplicate || chosen[entry.key] == nil { chosen[entry.key] = index }
        }
        var lastOfStem: [String: Int] = [:]
        var present: [String: Set<PluralCategory>] = [:]
        var comments: [String: String] = [:]
        for (index, entry) in source.enumerated() where first[entry.key] == index {
            guard let variant = PluralVariant(key: entry.key), stems.contains(variant.stem) else { continue }
            lastOfStem[variant.stem] = index
            present[variant.stem, default: []].insert(variant.category)
            if comments[variant.stem] == nil, let comment = entry.comment { comments[variant.stem] = comment }
        }
        var result: [StringsEntry] = []
        result.reserveCapacity(first.count)
        for (index, entry) in source.enumerated() where first[entry.key] == index {
            let value = chosen[entry.key].map { source[$0].value } ?? entry.value
            guard let variant = PluralVariant(key: entry.key), stems.contains(variant.stem) else {
                result.append(pseudo(entry, text: value))
                continue
            }
            let other = chosen[PluralVariant.key(stem: variant.stem, category: .other)].map { source[$0].value }
            result.append(pseudo(entry, text: forms.text(value, category: variant.category, other: other)))
            guard lastOfStem[variant.stem] == index, let other else { continue }
            for category in forms.added(to: present[variant.stem] ?? []) {
                let key = PluralVariant.key(stem: variant.stem, category: category)
                result.append(pseudo(StringsEntry(key: key, value: other, comment: comments[variant.stem]), text: other))
            }
        }
        return result
    }

    /// The file's bytes: a text base keeps its encoding, comments and layout (only values change); any other base
    /// (a property list, an Interface Builder file) gives a new UTF-8 file with each entry under its comment.
    func bytes(of base: StringsDocument, entries: [StringsEntry]) -> [UInt8] {
        if base.format == .text {
            var document = base
            document.entries = entries
            if let bytes = try? StringsWriter.bytes(of: document) { return bytes }
        }
        let fresh = entries.map { StringsEntry(key: $0.key, value: $0.value, comment: $0.comment) }
        return SyncText.appending(fresh, to: [], encoding: .utf8, lineEnding: "\n")
    }

    private func pseudo(_ entry: StringsEntry, text: String) -> StringsEntry {
        var entry = entry
        entry.value = PseudoLocalizer.pseudoLocalize(text, style: forms.style)
        return entry
    }
}
