import ICUKit
import L10nRules
import Lproj

/// Turns a translator's XLIFF back into `.strings` files: each translated unit updates or adds its key in the
/// language's file, and every other byte of the file stays as it was.
///
/// A unit's key is its `resname` when it has one, else its `id` (``XLIFFUnit/key``). Its state says whether it is
/// translated, in any case (`TRANSLATED`), as ``XLIFFTargetState/Progress`` maps it: `new` and `needs-translation`
/// are not; the `needs-review-*`, `needs-adaptation` and `needs-l10n` states are imported and listed in
/// ``ImportPlan/notes`` as needing a review; `translated`, `final` and `signed-off` are, and so is an `x-` state
/// of a tool's own (noted). `approved="yes"` makes a unit translated whatever its state, and a unit without a state
/// is translated when it has a target.
///
/// A unit is left out, with its reason in the plan, when it has no target or is not translated, when the base
/// language has no such key, when its source is no longer the base's text (the base changed after the export: the
/// translation may be of an older text), and when its format specifiers do not fit the base's (the
/// `format-mismatch` rule's errors: a crash or lost text at run time).
///
/// A unit is also refused, alone and at the place of the fault, when it has a problem (``XLIFFUnit/problem``:
/// markup a `.strings` value cannot represent, a placeholder whose original text the file does not give, an id an
/// earlier unit of its `<file>` has), and when its target is empty while the language's translation is not (see
/// ``Options/allowEmptyTargets``). An empty target where the translation is empty already changes nothing; where
/// the key is missing, it adds the key only when the source is empty too (the base's empty plural forms), and is
/// skipped otherwise.
///
/// When the language's file of a table exists but cannot be read (an I/O error, a folder in its place, a file over
/// ``FileBytes/maximumSize``), or is no well-formed `.strings` file, every unit of the table is refused and the
/// file is neither created nor replaced. A file is written back in its own format: text, or an XML property list
/// edited in place, or a binary property list.
public enum XLIFFImport {
    /// The writes that import `documents` into the bundle at `bundlePath`, compared with `base` (the checker's
    /// default when `nil`). Units of several files for the same table are imported together, a later unit of a
    /// key winning, so that no write undoes another.
    ///
    /// A `<file>`'s `target-language` must be a valid language ID (a BCP 47 tag such as `pt-BR`; `pt_BR` is
    /// accepted) before the bundle's folder for it is looked up; otherwise the import fails with
    /// ``TranslationError/malformed(_:reason:)`` at the `<file>` tag (``TranslationError/invalidLanguage(_:reason:)``
    /// for a file made in code). It finds its folder by Apple's rules (`LanguageFolderMatcher`): exactly, else the
    /// only folder of its language (`de-DE` into `de.lproj`, noted in ``ImportPlan/notes``); when several folders
    /// of its language could be meant, its units are skipped (``ImportSkipKind/ambiguousLanguage``); when the
    /// bundle has no folder of its language, the import fails with ``TranslationError/unknownLanguage(_:)``.
    public static func plan(
        _ documents: [XLIFFDocument], bundlePath: String, base: String?, options: Options = Options()
    ) throws(TranslationError) -> ImportPlan {
        let context = try BundleContext.read(bundlePath: bundlePath, base: base)
        var plan = ImportPlan()
        var targets: [any TableUnitImport] = []
        var units: [String: [XLIFFUnit]] = [:]
        let matcher = LanguageFolderMatcher(base: context.base, translations: context.translations)
        var catalogs = CatalogTargets()
        for file in documents.flatMap(\.files) {
            if file.original.lowercased().hasSuffix(".xcstrings") {
                try plan.addCatalogFile(file, to: &catalogs, catalogs: context.bundle.catalogs)
                continue
            }
            guard let target = try plan.target(of: file, bundlePath: bundlePath, context: context, matcher: matcher)
            else { continue }
            if units[target.relativePath] == nil { targets.append(target) }
            units[target.relativePath, default: []] += file.units
        }
        for target in targets {
            plan.merge(try target.plan(units[target.relativePath] ?? [], options: options))
        }
        for path in catalogs.order {
            plan.merge(CatalogImport.plan(
                catalogPath: path, bundlePath: bundlePath, languages: catalogs.languages[path] ?? [], options: options))
        }
        return plan
    }
}

/// The units of String Catalogs an import gathers, by the catalog's bundle-relative path, in the order first met.
private struct CatalogTargets {
    var order: [String] = []
    var languages: [String: [(language: String, units: [XLIFFUnit])]] = [:]

    /// Adds `units` of `language` for the catalog at `path`.
    mutating func add(_ units: [XLIFFUnit], language: String, path: String) {
        if languages[path] == nil { order.append(path) }
        languages[path, default: []].append((language, units))
    }
}

extension ImportPlan {
    /// Adds a `<file>` of a String Catalog (`original` ending in `.xcstrings`) to `targets`: the bundle's catalog of
    /// that path, else the only one of that name, in the catalog's code for the `target-language` (a language it
    /// does not have yet is added by the import). Its units are listed as skipped when no catalog matches.
    fileprivate mutating func addCatalogFile(
        _ file: XLIFFFile, to targets: inout CatalogTargets, catalogs: [StringCatalog]
    ) throws(TranslationError) {
        let named = catalogs.filter { $0.tableName == file.tableName }
        guard let catalog = catalogs.first(where: { $0.path == file.original }) ?? (named.count == 1 ? named[0] : nil)
        else {
            skip(file.units, file: file.original, kind: .notInBundle, reason: named.isEmpty
                ? "the bundle has no String Catalog \(file.original)"
                : "several String Catalogs are named \(file.tableName).xcstrings; set original to the catalog's path")
            return
        }
        guard let languageName = try validatedTargetLanguage(of: file) else { return }
        let tag = (try? LanguageID(folderName: languageName))?.tag ?? languageName
        let language = catalog.languages.first { $0 == languageName }
            ?? catalog.languages.first { (try? LanguageID(folderName: $0))?.tag == tag } ?? tag
        targets.add(file.units, language: language, path: catalog.path)
    }

    /// The `<file>`'s `target-language` once it is a valid language ID, or `nil` (its units listed as skipped) when
    /// it names none; throws at the `<file>` tag when it is no valid language ID.
    fileprivate mutating func validatedTargetLanguage(of file: XLIFFFile) throws(TranslationError) -> String? {
        guard let languageName = file.targetLanguage else {
            skip(file.units, file: file.original, kind: .notInBundle, reason: "the <file> names no target-language")
            return nil
        }
        do {
            try BundleContext.validateLanguageTag(languageName)
        } catch {
            guard let location = file.location, case .invalidLanguage(_, let reason) = error else { throw error }
            throw .malformed(
                location, reason: "the target-language \"\(languageName)\" is no valid language ID: \(reason)")
        }
        return languageName
    }

    /// The table a `<file>` translates, or `nil` (its units listed as skipped) when it names none of the bundle's.
    fileprivate mutating func target(
        of file: XLIFFFile, bundlePath: String, context: CheckContext, matcher: LanguageFolderMatcher
    ) throws(TranslationError) -> (any TableUnitImport)? {
        let table = file.tableName
        guard let languageName = try validatedTargetLanguage(of: file) else { return nil }
        let language: ResolvedLanguage
        switch matcher.match(languageName) {
        case .exact(let exact): language = exact
        case .fallback(let only):
            language = only
            notes.append(ImportNote(
                file: file.original, key: nil,
                message: "the target-language \(languageName) matched \(only.folder.directory), the bundle's only "
                    + "folder of that language", location: file.location, kind: .languageFallback))
        case .ambiguous(let candidates):
            let folders = candidates.map(\.folder.directory).joined(separator: ", ")
            skip(
                file.units, file: file.original, kind: .ambiguousLanguage,
                reason: "the target-language \(languageName) names no folder exactly, and the bundle has several of "
                    + "its language (\(folders)); set target-language to the folder's own language ID")
            return nil
        case .none: throw TranslationError.unknownLanguage(languageName)
        }
        if language.folder.tables[table]?.strings?.format == .catalog {
            skip(
                file.units, file: file.original, kind: .notInBundle,
                reason: "the String Catalog \(language.folder.directory) translates \(table) now; export again")
            return nil
        }
        let isDictionary = file.original.lowercased().hasSuffix(".stringsdict")
        let suffix = isDictionary ? ".stringsdict" : ".strings"
        // The language's file under the spelling that exists (`infoPlist.strings` for `InfoPlist`): one file on a
        // case-insensitive volume, never created a second time.
        let folderPath = bundlePath + "/" + language.folder.directory
        let fileTable = CaseVariant.existing(table + suffix, inDirectory: folderPath)
            .map { String($0.dropLast(suffix.count)) } ?? table
        if isDictionary {
            guard let baseDictionary = context.base.folder.tables[table]?.stringsdict else {
                skip(file.units, file: file.original, kind: .notInBundle,
                     reason: "the base language has no \(table).stringsdict file")
                return nil
            }
            return StringsdictImport(
                bundlePath: bundlePath, folder: language.folder.directory, table: fileTable, base: baseDictionary,
                language: language.name, baseName: context.base.name)
        }
        guard let baseDocument = context.base.folder.tables[table]?.strings else {
            skip(
                file.units, file: file.original, kind: .notInBundle,
                reason: "the base language has no \(table).strings table")
            return nil
        }
        return TableImport(
            bundlePath: bundlePath, folder: language.folder.directory, table: fileTable,
            base: baseDocument, stems: context.pluralStems(ofTable: table), language: language.name,
            baseName: context.base.name)
    }
}
