/// A problem the reader of a `project.pbxproj` found, with its place in the file.
public struct XcodeProjectDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var problem: XcodeProjectProblem
    /// Where: the character at fault, or for a problem of the object graph the key of the entry that refers to it.
    public var location: SourceLocation

    /// Creates a diagnostic.
    public init(_ problem: XcodeProjectProblem, location: SourceLocation) {
        self.problem = problem
        self.location = location
    }

    /// `file:line:column: problem`, as compilers print it.
    public var description: String { "\(location): \(problem)" }
}
