/// The Levenshtein distance between two short words, for "did you mean" suggestions.
enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `lhs` into `rhs`, or `limit`
    /// when it is `limit` or more (the words' lengths alone can show that).
    static func between(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let left = Array(lhs.unicodeScalars), right = Array(rhs.unicodeScalars)
        guard abs(left.count - right.count) < limit else { return limit }
        var previous = Array(0...right.count)
        for (row, leftScalar) in left.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: right.count)
            for (column, rightScalar) in right.enumerated() {
                let substitution = previous[column] + (leftScalar == rightScalar ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            previous = current
        }
        return min(previous[right.count], limit)
    }
}
