/// Text normalized for pattern checks: lower-cased ASCII with whitespace and control characters removed.
struct MatchingText {
    private let scalars: [Unicode.Scalar]

    /// Normalizes `text` the way browsers effectively read schemes: ignoring case, spaces and controls.
    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where scalar.value > 0x20 && scalar.value != 0x7F {
            scalars.append(ASCII.lowercased(scalar))
        }
        self.scalars = scalars
    }

    /// Whether `pattern` (already lower-case, without spaces) occurs in the text.
    func contains(_ pattern: String) -> Bool {
        let needle = Array(pattern.unicodeScalars)
        let haystack = scalars
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var start = 0
        while start + needle.count <= haystack.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
