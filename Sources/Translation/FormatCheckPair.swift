import Foundation
import L10nRules
import Lproj

/// A base table and one language's table as a two-folder bundle, so that an import can check what it is about to
/// write with the checker's own `format-mismatch` rule before it writes anything.
struct FormatCheckPair {
    /// The bundle's path.
    var bundlePath: String
    /// The base language's folder name.
    var baseName: String
    /// The base language's table.
    var baseTable: LocalizedTable
    /// The base table's bundle-relative path, whose folder is the base's.
    var basePath: String
    /// The language's folder name.
    var language: String
    /// The language's folder, with `.lproj`.
    var folder: String
    /// The language's table as the import would write it.
    var ownTable: LocalizedTable

    /// The rule's error findings for the language, or `nil` when the check cannot run (so that nothing unchecked is
    /// imported).
    func formatErrors() -> [Diagnostic]? {
        let baseFolder = LanguageFolder(
            name: baseName, directory: (basePath as NSString).deletingLastPathComponent,
            tables: [baseTable.name: baseTable])
        let ownFolder = LanguageFolder(name: language, directory: folder, tables: [ownTable.name: ownTable])
        let bundle = LocalizationBundle(
            path: bundlePath, name: (bundlePath as NSString).lastPathComponent, developmentRegion: nil,
            folders: [baseFolder, ownFolder])
        guard let context = try? CheckContext(bundle: bundle, base: baseName) else { return nil }
        return FormatMismatchRule().check(context).filter { $0.severity == .error && $0.language == language }
    }
}
