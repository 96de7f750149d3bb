/// Why a property-list parser gave up: a reason and, in XML, the byte offset where it went wrong.
struct PropertyListReadError: Error {
    /// The reason, as a message shows it after `malformed ... property list: `.
    var reason: String
    /// The offset in the parser's UTF-8 text, or `nil` for a binary property list.
    var offset: Int?
    /// The problem to report instead of a plain malformed-file problem (such as invalid UTF-8).
    var problem: ParseProblem?

    init(_ reason: String, at offset: Int? = nil, problem: ParseProblem? = nil) {
        self.reason = reason
        self.offset = offset
        self.problem = problem
    }
}
