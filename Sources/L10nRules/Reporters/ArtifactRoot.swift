/// The folder a SARIF log's artifact URIs start with: a bundle's path as given, or the folder searched.
struct ArtifactRoot {
    /// The folder with a trailing `/`, or empty.
    private let prefix: String
    /// Whether the prefix alone decides if a URI is a `file://` URI (it holds at least two characters).
    private let prefixDecides: Bool
    /// The prefix percent-encoded.
    private let encodedPrefix: [UInt8]

    /// The root for files relative to `root`; empty for files named as they are.
    init(_ root: String) {
        prefix = root.isEmpty ? "" : (root.hasSuffix("/") ? root : root + "/")
        prefixDecides = prefix.count >= 2
        var encoded: [UInt8] = []
        Self.appendPercentEncoded(prefix, to: &encoded)
        encodedPrefix = encoded
    }

    /// The URI of a file under the root, as ``SARIFReporter/uri(for:under:)`` gives it.
    func appendURI<Output: ReportOutput & ~Copyable>(of file: String, to output: inout Output) {
        if isAbsolute(file) { output.append(literal: "file://") }
        output.append(contentsOf: encodedPrefix)
        Self.appendPercentEncoded(file, to: &output)
    }

    /// Whether the path of `file` under the root starts with the character `/` (the first character of a path that
    /// starts with the root is the root's, unless the root is one character, which a combining mark of the file
    /// could extend).
    private func isAbsolute(_ file: String) -> Bool {
        if prefixDecides { return prefix.hasPrefix("/") }
        let first = prefix.isEmpty ? file.utf8.first : prefix.utf8.first
        guard first == UInt8(ascii: "/") else { return false }
        return (prefix + file).hasPrefix("/")
    }

    /// Appends the UTF-8 of `path`, each byte a URI path cannot hold written as `%XX`.
    static func appendPercentEncoded<Output: ReportOutput & ~Copyable>(_ path: String, to output: inout Output) {
        var path = path
        path.withUTF8 { bytes in
            var runStart = 0
            for (index, byte) in bytes.enumerated() where !isKept(byte) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(UInt8(ascii: "%"))
                output.append(hex: UInt32(byte), uppercase: true, minimumDigits: 2)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Whether a URI path keeps the byte as it is: RFC 3986 unreserved characters, sub-delimiters, `@` and `/`.
    /// Everything else, `:` included (it would read as a scheme in a first segment), is percent-encoded.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
            UInt8(ascii: "@"), UInt8(ascii: "/"):
            true
        default: false
        }
    }
}
