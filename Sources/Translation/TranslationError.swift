import Lproj

/// Why a translator command cannot do its job (or, from `FileWriter.apply(_:)`, the first file it refused).
public enum TranslationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The language is no valid language ID (checked with ICU).
    case invalidLanguage(String, reason: String)
    /// The bundle already has a folder for the language.
    case languageExists(folder: String)
    /// The bundle has no folder for the language.
    case unknownLanguage(String)
    /// A file to create exists already.
    case fileExists(path: String)
    /// A file to replace changed after the command read it.
    case changedSinceRead(path: String)
    /// The system refused a write.
    case writeFailed(path: String, reason: String)
    /// Another command kept the bundle locked for the whole wait.
    case locked(path: String, seconds: Int)
    /// A file the command needs cannot be read.
    case unreadable(path: String, reason: String)
    /// An input file is malformed at a place.
    case malformed(SourceLocation, reason: String)

    /// One sentence for the command line.
    public var description: String {
        switch self {
        case .invalidLanguage(let name, let reason): "\"\(name)\" is no valid language ID: \(reason)"
        case .languageExists(let folder): "\(folder) exists already; nothing was written"
        case .unknownLanguage(let name): "the bundle has no \(name).lproj folder"
        case .fileExists(let path): "\(path) exists already and is not replaced"
        case .changedSinceRead(let path): "\(path) changed while the command ran and is not replaced; run it again"
        case .writeFailed(let path, let reason): "\(path): cannot be written: \(reason)"
        case .locked(let path, let seconds):
            "\(path): another l10n-check command kept the bundle locked for \(seconds) s; nothing was written"
        case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
        case .malformed(let location, let reason): "\(location): \(reason)"
        }
    }
}
