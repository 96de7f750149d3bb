/// What is wrong in the structure of a `.stringsdict` file or a String Catalog: a one-sentence summary and how much
/// it matters.
public protocol StructureProblem: Sendable, Hashable {
    /// The problem in one sentence.
    var summary: String { get }
    /// How much it matters.
    var severity: Severity { get }
}

/// A structural problem of a `.stringsdict` file or a String Catalog, with its place.
public struct StructureIssue<Problem: StructureProblem>: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var problem: Problem
    /// The file's path, as it was given to the reader.
    public var file: String
    /// Where, or `nil` in a binary file or a document not read from a file.
    public var location: SourceLocation?

    /// Creates an issue.
    public init(_ problem: Problem, file: String, location: SourceLocation?) {
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

/// A structural problem of a `.stringsdict` file with its place.
public typealias StringsdictIssue = StructureIssue<StringsdictProblem>

/// A structural problem of a String Catalog with its place.
public typealias StringCatalogIssue = StructureIssue<StringCatalogProblem>

extension StringsdictProblem: StructureProblem {}

extension StringCatalogProblem: StructureProblem {}
