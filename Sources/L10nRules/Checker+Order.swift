extension Checker {
    /// `diagnostics` in report order: by `ranks` (the place of each finding's language), then as `Diagnostic`'s `<`
    /// orders them (file, line, column, rule, key, message).
    ///
    /// Thousands of findings fall in few files: the files are put in order once, and findings are compared by
    /// numbers (language, file, line, column), their texts only when all of those are the same.
    static func reportOrder(_ diagnostics: [Diagnostic], ranks: [Int]) -> [Diagnostic] {
        var files: [String] = []
        var fileNumbers: [String: Int] = [:]
        var last: (file: String, number: Int)?
        let numbers = diagnostics.map { diagnostic -> Int in
            if let last, last.file == diagnostic.file { return last.number }
            let number = fileNumbers[diagnostic.file] ?? files.count
            if number == files.count {
                files.append(diagnostic.file)
                fileNumbers[diagnostic.file] = number
            }
            last = (diagnostic.file, number)
            return number
        }
        var filePlaces = [Int](repeating: 0, count: files.count)
        for (place, number) in files.indices.sorted(by: { files[$0] < files[$1] }).enumerated() {
            filePlaces[number] = place
        }
        let keys = diagnostics.indices.map { index in
            (ranks[index], filePlaces[numbers[index]], diagnostics[index].line ?? 0, diagnostics[index].column ?? 0)
        }
        return diagnostics.indices.sorted { lhs, rhs in
            keys[lhs] != keys[rhs] ? keys[lhs] < keys[rhs] : diagnostics[lhs] < diagnostics[rhs]
        }.map { diagnostics[$0] }
    }
}
