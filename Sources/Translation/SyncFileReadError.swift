import Lproj

extension FileReadError {
    /// Why the file could not be read, without its path (which the message names already).
    var reasonText: String {
        switch reason {
        case .notFound: "no such file"
        case .isDirectory: "it is a folder, not a file"
        case .tooLarge(let bytes): "too large (\(bytes) bytes)"
        case .unreadable(let why): why
        case .notARegularFile, .outsideBundle, .linkLoop: reason.explanation
        }
    }
}
