import Lproj

/// A baseline file that cannot be used, with the place of the problem when it is in the file's text.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Where in the file, when the problem has a place.
    public var location: SourceLocation?
    /// What is wrong.
    public var reason: String

    /// Creates an error for `path`.
    public init(path: String, location: SourceLocation? = nil, reason: String) {
        self.path = path
        self.location = location
        self.reason = reason
    }

    /// `path:line:column: reason`, or `path: reason` without a place.
    public var description: String {
        "\(location?.description ?? path): \(reason)"
    }
}
