import ICUKit

/// How a message names a language: by its English name with its folder's name (`German (de)`), so that a code is
/// never read as a word ("de translate it", "so it users see").
enum LanguageMention {
    /// `German (de)` for `de`, `Chinese (zh-Hant-HK)`; a folder ICU cannot name, such as `Base`, in quotes.
    static func named(_ folderName: String) -> String {
        guard let id = try? LanguageID(folderName: folderName), let name = id.englishName else {
            return "\"\(folderName)\""
        }
        return "\(name) (\(folderName))"
    }
}
