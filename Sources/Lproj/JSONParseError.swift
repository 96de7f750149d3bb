/// Why a JSON text could not be read, and at which byte.
struct JSONParseError: Error {
    /// The byte offset of the problem in the text (after any byte order mark).
    var offset: Int
    /// What is wrong.
    var problem: ParseProblem

    /// A syntax error with its explanation.
    init(_ message: String, at offset: Int) {
        self.offset = offset
        problem = .malformedJSON(message)
    }

    /// Any problem, such as an encoding error.
    init(_ problem: ParseProblem, at offset: Int) {
        self.offset = offset
        self.problem = problem
    }
}
