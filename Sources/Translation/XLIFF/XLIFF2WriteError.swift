/// Why a document cannot be written as XLIFF 2.0, which holds one source and one target language per document where
/// the model holds them per file.
public enum XLIFF2WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document has no file: XLIFF 2.0 needs one, and its languages.
    case noFiles
    /// A file's languages differ from the first file's (`nil` target languages written as `none`).
    case mixedLanguages(original: String, languages: String, firstLanguages: String)

    /// One sentence for the command line.
    public var description: String {
        switch self {
        case .noFiles: "the document has no file to write as XLIFF 2.0"
        case .mixedLanguages(let original, let languages, let firstLanguages):
            "\(original) translates \(languages), the document's first file \(firstLanguages); an XLIFF 2.0 document "
                + "holds one language pair: write one document per pair"
        }
    }
}
