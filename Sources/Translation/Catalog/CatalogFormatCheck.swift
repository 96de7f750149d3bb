import Foundation
import L10nRules
import Lproj

/// The `format-mismatch` check of a String Catalog as an import would write it: every language's units against the
/// source language's, with substitutions resolved, as `l10n-check` checks catalogs.
enum CatalogFormatCheck {
    /// For each of `units` (paths from the root to a `stringUnit` object), the `format-mismatch` error of its value
    /// in the catalog `root` (at `path` in the bundle at `bundlePath`), `nil` when it has none; `nil` as a whole when
    /// the check cannot run. Only `languages` are checked (against `sourceLanguage`). Errors are matched to units by
    /// the place of their value in the catalog as written. Entries Xcode marks `stale` are checked too: an import
    /// may write them.
    static func errors(
        of units: [[String]], in root: JSONNode, path: String, bundlePath: String, sourceLanguage: String,
        languages: Set<String>
    ) -> [String?]? {
        let document = JSONDocument(bytes: JSONWriter.bytes(of: root), path: path)
        guard let written = document.root else { return nil }
        var catalog = StringCatalog(json: document)
        for index in catalog.entries.indices
        where catalog.entries[index].extractionState == StringCatalogEntry.staleExtractionState {
            catalog.entries[index].extractionState = nil
        }
        let folders = catalog.languages.filter { $0 == sourceLanguage || languages.contains($0) }.map { language in
            let table = LocalizedTable(name: catalog.tableName, strings: catalog.table(for: language))
            return LanguageFolder(name: language, directory: path, tables: [catalog.tableName: table])
        }
        var bundle = LocalizationBundle(
            path: bundlePath, name: (bundlePath as NSString).lastPathComponent, developmentRegion: sourceLanguage,
            folders: folders)
        bundle.catalogs = [catalog]
        guard let context = try? CheckContext(bundle: bundle, base: sourceLanguage) else { return nil }
        var errors: [Place: String] = [:]
        for diagnostic in FormatMismatchRule().check(context) where diagnostic.severity == .error {
            guard let line = diagnostic.line, let column = diagnostic.column else { continue }
            errors[Place(line: line, column: column)] = diagnostic.message
        }
        return units.map { unitPath in
            guard let location = written.node(at: unitPath)?["value"]?.location else { return nil }
            return errors[Place(line: location.line, column: location.column)]
        }
    }

    /// A line and column of the catalog as written.
    private struct Place: Hashable {
        var line: Int
        var column: Int
    }
}
