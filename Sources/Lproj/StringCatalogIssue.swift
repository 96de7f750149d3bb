/// A structural problem of a String Catalog with its place.
public struct StringCatalogIssue: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var problem: StringCatalogProblem
    /// The file's path, as it was given to the reader.
    public var file: String
    /// Where, or `nil` when the catalog was not read from a file.
    public var location: SourceLocation?

    /// Creates an issue.
    public init(_ problem: StringCatalogProblem, file: String, location: SourceLocation?) {
        self.problem = problem
        self.file = file
        self.location = location
    }

    /// How much it matters.
    public var severity: Severity { problem.severity }

    /// The problem in one sentence.
    public var message: String { problem.summary }

    /// `file:line:column: severity: message`, or `file: severity: message` without a line.
    public var description: String {
        "\(location.map(\.description) ?? file): \(severity.rawValue): \(message)"
    }
}
