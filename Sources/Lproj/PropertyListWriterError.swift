/// Why a property list could not be written.
public enum PropertyListWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The writer writes strings and dictionaries only; the value is of another kind (`an integer`, `data`).
    case unsupportedValue(kind: String)
    /// A key or text holds a character that XML 1.0 cannot hold at all (U+0000, U+0001, ...), which no XML
    /// property list can carry.
    case unrepresentableCharacter(in: String)
    /// The XML property list to edit in place cannot be read; its first problem.
    case unreadable(reason: String)

    /// A sentence for the command line.
    public var description: String {
        switch self {
        case .unsupportedValue(let kind): "cannot write \(kind) into a property list; only strings and dictionaries"
        case .unrepresentableCharacter(let text):
            "\(StringsWriter.quoted(text)) holds a character an XML property list cannot hold"
        case .unreadable(let reason): "the XML property list cannot be read: \(reason)"
        }
    }
}
