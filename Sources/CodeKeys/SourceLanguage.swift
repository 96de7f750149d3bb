/// The language of a source file the scanner reads.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    /// Swift (`.swift`).
    case swift
    /// Objective-C or Objective-C++ (`.m`, `.mm`, `.h`).
    case objectiveC = "objective-c"

    /// The language of a file from its extension, or `nil` when it is not a source file the scanner reads.
    public init?(path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
            self = .objectiveC
        } else {
            return nil
        }
    }
}
