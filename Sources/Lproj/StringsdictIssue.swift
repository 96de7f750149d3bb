/// A structural problem of a `.stringsdict` file with its place.
public struct StringsdictIssue: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var problem: StringsdictProblem
    /// The file's path, as it was given to the reader.
    public var file: String
    /// Where, or `nil` in a binary file.
    public var location: SourceLocation?

    /// Creates an issue.
    public init(_ problem: StringsdictProblem, file: String, location: SourceLocation?) {
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
