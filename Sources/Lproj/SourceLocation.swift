/// A place in a source file: the file's path with a 1-based line and column.
///
/// Columns count Unicode scalars (characters as an editor shows them for most text), not bytes or
/// UTF-16 code units, so the same location is right whatever the file's encoding.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file's path, as it was given to the reader.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location from a path, a 1-based line and a 1-based column.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
