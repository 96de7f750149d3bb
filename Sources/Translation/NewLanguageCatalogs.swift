import Foundation
import ICUKit
import L10nRules
import Lproj

/// The String Catalogs `new-language` adds the language to: each gains the language's units with `state` `new`, the
/// source language's text standing in until translated.
enum NewLanguageCatalogs {
    /// Adds to `plan` a write for each String Catalog of `bundle` that lacks the language `id`, named `tag` in the
    /// catalog (`hr`, `pt-BR`): one unit per text a translator of the language gets (``CatalogForms``: plural
    /// variations with exactly the language's categories, each from the source's same case or else its `other`),
    /// written where Xcode puts it, with `state` `new` and the source text as value. Every other byte stays as read
    /// when the catalog is laid out as Xcode writes it (`JSONWriter`); a catalog laid out otherwise is written anew in
    /// Xcode's layout, and its write says so. A catalog of a storyboard's or xib's texts gets no unit for an object
    /// removed from the file (a key the checker calls extra). A catalog that has the language already is left as it
    /// is and listed; one that cannot be read or is no well-formed catalog is listed as skipped. Returns the
    /// bundle-relative paths of the catalogs that have the language already.
    static func plan(language id: LanguageID, tag: String, context: CheckContext, into plan: inout SyncPlan)
        -> [String] {
        let bundle = context.bundle
        var having: [String] = []
        for catalog in bundle.catalogs {
            let path = (bundle.path as NSString).appendingPathComponent(catalog.path)
            let snapshot: FileSnapshot
            do {
                snapshot = try FileSnapshot.read(path)
            } catch {
                plan.skip(path, because: .unreadable(error.reasonText))
                continue
            }
            let document = JSONDocument(bytes: snapshot.bytes, path: catalog.path)
            let read = StringCatalog(json: document)
            guard let root = document.root, let source = read.sourceLanguage, CatalogImport.isEditable(read) else {
                plan.skip(path, because: .syntaxErrors)
                continue
            }
            if read.languages.contains(where: { $0 == tag || (try? LanguageID(folderName: $0)) == id }) {
                having.append(catalog.path)
                plan.skip(path, because: .languagePresent(tag))
                continue
            }
            let forms = CatalogForms(catalog: read, sourceLanguage: source, language: tag).forms
                .filter(isUsed(in: catalog.tableName, context: context))
            guard !forms.isEmpty else { continue }
            let bytes = JSONWriter.bytes(of: adding(forms, language: tag, to: root, sourceLanguage: source))
            guard readsBack(bytes, path: catalog.path, language: tag, as: forms) else {
                plan.skip(path, because: .wouldNotReadBack("its units would read back otherwise"))
                continue
            }
            let count = forms.count == 1 ? "1 unit" : "\(forms.count) units"
            let layout = JSONWriter.bytes(of: root) == snapshot.bytes ? "" : "; the file is laid out anew as Xcode does"
            let write = FileWrite(
                path: path, bytes: bytes, replacing: snapshot,
                summary: "add \(tag) to \(catalog.path): \(count) with state new, the source language \(source)'s "
                    + "text standing in until translated\(layout)")
            plan.record(write, adding: forms.map(\.id))
        }
        return having
    }

    /// Whether a form of the catalog of `table` is of a text still used: any, unless the table's base is an
    /// Interface Builder file that lacks the form's key and the key names an object (`<objectID>.<property>`), which
    /// was removed from the file.
    private static func isUsed(in table: String, context: CheckContext) -> (CatalogForm) -> Bool {
        let baseTable = context.base.folder.tables[table]
        guard baseTable?.interfaceBuilder != nil, let base = baseTable?.strings, base.format != .catalog else {
            return { _ in true }
        }
        let keys = Set(base.keys)
        return { form in
            keys.contains(form.key) || !UnjudgedExtraKeys.canBeExtra(
                form.key, table: table, baseTable: baseTable, bundle: context.bundle)
        }
    }

    /// `root` with a unit of each form written into its entry: the source text, state `new`.
    private static func adding(
        _ forms: [CatalogForm], language: String, to root: JSONNode, sourceLanguage: String
    ) -> JSONNode {
        var updated = root
        updated.editObject(at: ["strings"]) { strings in
            strings.editMembers { members in
                var indices: [String: Int] = [:]
                for (index, member) in members.enumerated() { indices[member.key] = index }
                for form in forms {
                    guard let index = indices[form.key] else { continue }
                    CatalogEdit.write(
                        form.source, state: StringCatalogState.new.rawValue, of: form, language: language,
                        into: &members[index].value, sourceLanguage: sourceLanguage)
                }
            }
        }
        return updated
    }

    /// Whether `bytes` read back as a catalog without errors in which `language` has exactly a unit for each of
    /// `forms`, with its source text and state `new`.
    private static func readsBack(_ bytes: [UInt8], path: String, language: String, as forms: [CatalogForm]) -> Bool {
        let reread = StringCatalog(bytes: bytes, path: path)
        guard reread.issues.isEmpty else { return false }
        var units: [String: StringCatalogStringUnit] = [:]
        var lastIndex: [String: Int] = [:]
        for (index, entry) in reread.entries.enumerated() { lastIndex[entry.key] = index }
        for (index, entry) in reread.entries.enumerated() where lastIndex[entry.key] == index {
            for leaf in entry.leaves(for: language) {
                units[CatalogForm(key: entry.key, components: leaf.components, source: "").id] = leaf.unit
            }
        }
        return units.count == forms.count && forms.allSatisfy { form in
            units[form.id].map { $0.value == form.source && $0.state == .new } ?? false
        }
    }
}
