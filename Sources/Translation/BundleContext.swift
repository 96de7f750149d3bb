import ICUKit
import L10nRules
import Lproj

/// Reads a bundle and resolves its base language as the checker does, with errors and language names as the
/// translator commands take them.
enum BundleContext {
    /// The bundle at `bundlePath` resolved against `base` (else its development region, else `Base.lproj`, else
    /// `en`).
    static func read(bundlePath: String, base: String?) throws(TranslationError) -> CheckContext {
        let bundle: LocalizationBundle
        do {
            bundle = try BundleReader.read(path: bundlePath)
        } catch {
            throw .unreadable(path: bundlePath, reason: reasonText(error.reason))
        }
        do {
            return try CheckContext(bundle: bundle, base: base)
        } catch {
            switch error {
            case .baseLanguageNotFound(let language, _): throw .unknownLanguage(language)
            }
        }
    }

    /// The language of `languages` that `name` names: by folder name, else by language ID (`pt_BR` names
    /// `pt-BR.lproj`; `Base.lproj` only by its name).
    static func language(named name: String, among languages: [ResolvedLanguage]) -> ResolvedLanguage? {
        if let exact = languages.first(where: { $0.name == name }) { return exact }
        guard let tag = (try? LanguageID(folderName: name))?.tag else { return nil }
        return languages.first { $0.tag == tag && !$0.folder.isBase }
    }

    /// Throws unless `name`, taken from a file's content (an XLIFF `target-language`), is a valid language ID:
    /// a well-formed tag (`_` accepted for `-`) whose subtags ICU knows; `Base`, legacy names (`English`), paths
    /// and anything else are refused before the name is used to find a folder.
    static func validateLanguageTag(_ name: String) throws(TranslationError) {
        let id: LanguageID
        do {
            id = try LanguageID(folderName: name)
        } catch {
            throw .invalidLanguage(name, reason: error.description)
        }
        if id.isLegacyName || name.hasSuffix(".lproj") {
            throw .invalidLanguage(name, reason: "a language is named by its code, such as '\(id.tag)'")
        }
        guard id.isValid else { throw .invalidLanguage(name, reason: id.validationProblems.joined(separator: "; ")) }
    }

    /// Why a path is no bundle, without the path.
    private static func reasonText(_ reason: BundleError.Reason) -> String {
        switch reason {
        case .notFound: "no such folder"
        case .notAFolder: "it is a file, not a bundle folder"
        case .noLanguageFolders: "it holds no .lproj folder"
        case .unreadable(let why): why
        case .inputTooLarge(let bytes, let limit): "its files total \(bytes) bytes, more than the limit of \(limit)"
        }
    }
}
