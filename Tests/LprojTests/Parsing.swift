@testable import Lproj

/// Parses text written in a test as a UTF-8 `.strings` file named `test.strings`.
func parse(_ text: String) -> StringsDocument {
    StringsFileReader.read(bytes: Array(text.utf8), path: "test.strings")
}

/// Parses raw bytes as a `.strings` file named `test.strings`.
func parse(bytes: [UInt8]) -> StringsDocument {
    StringsFileReader.read(bytes: bytes, path: "test.strings")
}

extension StringsDocument {
    /// Keys and values in file order, for compact expectations.
    var pairs: [[String]] { entries.map { [$0.key, $0.value] } }

    /// Each issue as `line:column: severity: message`, for exact expectations.
    var issueLines: [String] {
        issues.map { issue in
            let place = issue.location.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(place): \(issue.severity.rawValue): \(issue.message)"
        }
    }
}
