import Foundation
import L10nRules
import Lproj

/// The `format-mismatch` check of a String Catalog as an import would write it: every language's units against the
/// source language's, with substitutions resolved, as `l10n-check` checks catalogs.
enum CatalogFormatCheck {
    /// The errors by language, then by the unit's key in `StringCatalog.table(for:)` (see ``tableKey(of:)``), of
    /// the catalog `bytes` at `path` in the bundle at `bundlePath`; `nil` when the check cannot run. Entries Xcode
    /// marks `stale` are checked too: an import may write them.
    static func errors(
        in bytes: [UInt8], path: String, bundlePath: String, sourceLanguage: String
    ) -> [String: [String: String]]? {
        var catalog = StringCatalog(bytes: bytes, path: path)
        for index in catalog.entries.indices where catalog.entries[index].extractionState == StringCatalogEntry.staleExtractionState {
            catalog.entries[index].extractionState = nil
        }
        let folders = catalog.languages.map { language in
            LanguageFolder(
                name: language, directory: path,
                tables: [catalog.tableName: LocalizedTable(name: catalog.tableName, strings: catalog.table(for: language))])
        }
        var bundle = LocalizationBundle(
            path: bundlePath, name: (bundlePath as NSString).lastPathComponent, developmentRegion: sourceLanguage,
            folders: folders)
        bundle.catalogs = [catalog]
        guard let context = try? CheckContext(bundle: bundle, base: sourceLanguage) else { return nil }
        var errors: [String: [String: String]] = [:]
        for diagnostic in FormatMismatchRule().check(context) where diagnostic.severity == .error {
            guard let language = diagnostic.language, let key = diagnostic.key else { continue }
            errors[language, default: [:]][key] = diagnostic.message
        }
        return errors
    }

    /// The key `StringCatalog.table(for:)` gives a form: the entry's key and the path without the word `plural`
    /// (`%lld items.one`, `Photos.device.iphone`).
    static func tableKey(of form: CatalogForm) -> String {
        let plural = StringCatalogVariationKind.plural.rawValue
        return ([form.key] + form.components.filter { $0 != plural }).joined(separator: ".")
    }
}
