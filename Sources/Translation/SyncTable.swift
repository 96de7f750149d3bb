import Foundation
import ICUKit
import L10nRules
import Lproj

/// One table of one language compared with the base language's table, and what sync does about it.
struct SyncTable {
    /// The bundle, resolved against its base language.
    var context: CheckContext
    /// The bundle's files that could not be read, by bundle-relative path.
    var unreadable: [String: FileReadError]
    /// The language synced.
    var language: ResolvedLanguage
    /// The table's name.
    var table: String
    /// Whether keys the checker calls extra are removed (`sync --prune`).
    var prune = false
    /// Whether a file the language lacks is made in the base file's encoding (`new-language`), not in UTF-8.
    var keepsBaseEncoding = false
    /// Whether the base's `.stringsdict` file of the table is listed as left alone (sync); `new-language` makes the
    /// language's own (`NewLanguageStringsdict`).
    var leavesStringsdict = true

    private var baseTable: LocalizedTable { context.base.folder.tables[table] ?? LocalizedTable(name: table) }
    /// The language's table of this name, else the one whose name differs only in case (`infoPlist` for
    /// `InfoPlist`): one file on a case-insensitive volume, so sync writes to it rather than creating a second.
    private var ownTable: LocalizedTable? {
        language.folder.tables[table]
            ?? CaseVariant.existing(table, among: language.folder.tables.keys).flatMap { language.folder.tables[$0] }
    }

    /// The language's folder: a language known only from a String Catalog gets `<name>.lproj`, but only when its
    /// name (file content) is a language ID; any other name never becomes part of a path.
    private var directory: String? {
        if language.folder.directory.hasSuffix(".lproj") { return language.folder.directory }
        let name = language.folder.name
        let isPlainName = !name.isEmpty && name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == 0x2D || byte == 0x5F
        }
        guard isPlainName, (try? LanguageID(folderName: name)) != nil else { return nil }
        return name + ".lproj"
    }

    /// Adds to `plan` this table's write, added keys, extra keys and skipped files.
    func plan(into plan: inout SyncPlan) {
        guard let directory else {
            return plan.skip(fullPath(language.folder.directory), because: .notALanguageID(language.folder.name))
        }
        if leavesStringsdict, baseTable.stringsdict != nil {
            plan.skip(fullPath("\(directory)/\(table).stringsdict"), because: .stringsdict)
        }
        let path = ownTable?.strings?.path ?? "\(directory)/\(table).strings"
        if let reason = skipReason(path: path) {
            plan.skip(fullPath(path), because: reason)
            return
        }
        var removing: Set<String> = []
        if let own = ownTable?.strings {
            let extra = extraKeys(in: own)
            if !extra.isEmpty { plan.extra[fullPath(path)] = extra }
            if prune {
                removing = Set(extra.filter {
                    UnjudgedExtraKeys.canBeExtra($0, table: table, baseTable: baseTable, bundle: context.bundle)
                })
            }
        }
        let missing = baseTable.strings.map(missingEntries) ?? []
        guard !missing.isEmpty || !removing.isEmpty else { return }
        addWrite(of: missing, removing: removing, to: path, into: &plan)
    }

    /// Why the language's `.strings` file (at the bundle-relative `path`) must not be touched, if it must not.
    private func skipReason(path: String) -> SyncSkipReason? {
        if let error = unreadable[path] { return .unreadable(error.reasonText) }
        if let own = ownTable?.strings {
            if own.format != .text { return .notText(own.format) }
            if own.hasErrors { return .syntaxErrors }
        }
        guard let base = baseTable.strings else { return nil }
        if base.format == .catalog { return .baseInCatalog }
        return base.hasErrors ? .baseHasSyntaxErrors(fullPath(base.path)) : nil
    }

    /// The entries the language lacks, in base order, each with the base's comment and text: the base's plain keys,
    /// and of each plural stem every category the language has in ICU's rules, needed or optional (DESIGN.md
    /// section 5), that it lacks. A variant's text is the base text it stands for
    /// (`PluralVariant.baseKey`): the base's same category when not empty, else its `other`, never the empty
    /// placeholder, so the checker keeps reporting the form as untranslated.
    func missingEntries(from base: StringsDocument) -> [StringsEntry] {
        let stems = context.pluralStems(ofTable: table)
        let present = ownTable?.keys ?? []
        let models = base.entriesByKey
        let baseTable = base.table
        var stemsSeen = Set<String>()
        var missing: [StringsEntry] = []
        for key in base.keys {
            guard let variant = PluralVariant(key: key), stems.contains(variant.stem) else {
                if !present.contains(key), let model = models[key] { missing.append(model.copy(as: key)) }
                continue
            }
            guard stemsSeen.insert(variant.stem).inserted else { continue }
            for category in language.pluralCategories.sorted() {
                let key = PluralVariant.key(stem: variant.stem, category: category)
                let model = models[PluralVariant.baseKey(for: key, stems: stems, in: baseTable)]
                if !present.contains(key), let model { missing.append(model.copy(as: key)) }
            }
        }
        return missing
    }

    /// Keys of the language's file that the base's table lacks; plural variants of base stems in categories the
    /// language has are no extras (as the checker judges them).
    private func extraKeys(in own: StringsDocument) -> [String] {
        let stems = context.pluralStems(ofTable: table)
        let baseKeys = baseTable.keys
        return own.keys.filter { key in
            guard !baseKeys.contains(key) else { return false }
            guard let variant = PluralVariant(key: key), stems.contains(variant.stem) else { return true }
            return !language.pluralCategories.contains(variant.category)
        }
    }

    /// Plans the write that removes the entries of the keys `removing` from the language's file at `path` and appends
    /// `entries`, or creates the file; skips the file when it cannot be read, when entries are to be removed from a
    /// file that does not write back byte for byte as read, or when the result would not read back as the old entries
    /// kept followed by the new ones.
    private func addWrite(
        of entries: [StringsEntry], removing: Set<String>, to path: String, into plan: inout SyncPlan
    ) {
        let old = ownTable?.strings
        var snapshot: FileSnapshot?
        if old != nil {
            do {
                snapshot = try FileSnapshot.read(fullPath(path))
            } catch {
                return plan.skip(fullPath(path), because: .unreadable(error.reasonText))
            }
        } else if let problem = Self.presence(at: fullPath(path)) {
            return plan.skip(fullPath(path), because: .unreadable(problem))
        }
        let expected = snapshot?.bytes
        var kept = old
        kept?.entries.removeAll { removing.contains($0.key) }
        var start = expected ?? []
        if let old, let kept, !removing.isEmpty {
            guard let same = try? StringsWriter.bytes(of: old), same == expected,
                  let pruned = try? StringsWriter.bytes(of: kept)
            else { return plan.skip(fullPath(path), because: .cannotPrune) }
            start = pruned
        }
        let encoding = old?.encoding ?? newFileEncoding
        var bytes = SyncText.appending(entries, to: start, encoding: encoding, lineEnding: old?.lineEnding.text ?? "\n")
        if old == nil, encoding != .utf8 { bytes = encoding.byteOrderMark + bytes }
        let reread = StringsFileReader.read(bytes: bytes, path: path)
        let wanted = (kept?.entries ?? []) + entries
        guard !reread.hasErrors, reread.entries.map(\.key) == wanted.map(\.key),
              reread.entries.map(\.value) == wanted.map(\.value)
        else { return plan.skip(fullPath(path), because: .cannotAppend) }
        let removed = old?.entries.map(\.key).filter(removing.contains) ?? []
        let write = FileWrite(
            path: fullPath(path), bytes: bytes, replacing: snapshot,
            summary: summary(path: path, adding: entries.count, removing: removed.count, creating: old == nil))
        plan.record(write, adding: entries.map(\.key), removing: removed)
    }

    /// The encoding of a file the language lacks: the base file's text encoding for `new-language`, else UTF-8.
    private var newFileEncoding: TextEncoding {
        guard keepsBaseEncoding, let base = baseTable.strings, base.format == .text else { return .utf8 }
        return base.encoding ?? .utf8
    }

    /// What a write does, in a sentence.
    private func summary(path: String, adding added: Int, removing removed: Int, creating: Bool) -> String {
        func count(_ number: Int) -> String { number == 1 ? "1 key" : "\(number) keys" }
        let standing = "its text standing in until translated"
        if creating { return "create \(path) with \(count(added)) of the base \(context.base.name), \(standing)" }
        let removal = "remove \(count(removed)) the base \(context.base.name) no longer has from \(path)"
        guard added > 0 else { return removal }
        let addition = "add \(count(added)) of the base \(context.base.name) to \(path), \(standing)"
        return removed > 0 ? removal + "; " + addition : addition
    }

    /// Why a file the bundle model lacks must not be created after all: something is at its path (the bundle
    /// reader could not list or read it); `nil` when nothing is.
    private static func presence(at path: String) -> String? {
        do {
            _ = try FileBytes.read(path)
            return "it exists, but was not read with the bundle"
        } catch {
            return error.reason == .notFound ? nil : error.reasonText
        }
    }

    private func fullPath(_ relative: String) -> String {
        (context.bundle.path as NSString).appendingPathComponent(relative)
    }
}

private extension StringsEntry {
    /// A new entry under `key` with this entry's text and comment.
    func copy(as key: String) -> StringsEntry { StringsEntry(key: key, value: value, comment: comment) }
}
