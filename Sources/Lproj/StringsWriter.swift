import Foundation

/// Why a document could not be written.
public enum StringsWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Only text `.strings` files are written; property lists are compiled output.
    case unsupportedFormat(StringsFormat)
    /// The destination exists and replacing it was not asked for.
    case destinationExists(String)
    /// The system refused the write.
    case writeFailed(String, reason: String)

    /// A sentence for the command line.
    public var description: String {
        switch self {
        case .unsupportedFormat(let format): "cannot write a \(format.rawValue) property list; only text .strings files"
        case .destinationExists(let path): "\(path) exists; refusing to replace it"
        case .writeFailed(let path, let reason): "\(path): cannot be written: \(reason)"
        }
    }
}

/// Writes `.strings` documents back to text: every entry that is as read is copied byte for byte with the comments and
/// white space around it; changed and new entries are written in the file's encoding and line ending.
public enum StringsWriter {
    /// The bytes of `document`; for an unchanged document, exactly the bytes it was read from.
    public static func bytes(of document: StringsDocument) throws(StringsWriterError) -> [UInt8] {
        guard document.format == .text else { throw StringsWriterError.unsupportedFormat(document.format) }
        var output = UnitBuffer(source: document.source)
        output.append(sourceRange: document.header)
        for entry in document.entries {
            if let trivia = entry.leadingTrivia {
                output.append(sourceRange: trivia)
            } else {
                output.startNewEntry(lineEnding: document.lineEnding.text, comment: entry.comment)
            }
            if let span = entry.sourceSpan {
                output.append(sourceRange: span)
            } else {
                output.append(text: render(entry))
            }
        }
        output.append(sourceRange: document.footer)
        let encoding = document.encoding ?? .utf8
        return (document.hasByteOrderMark ? encoding.byteOrderMark : []) + output.encoded(as: encoding)
    }

    /// Writes `document` to `path` atomically (a temporary file renamed into place), so that a failure never leaves a
    /// half-written translation. An existing file is replaced only when `replacing` is true.
    public static func write(_ document: StringsDocument, to path: String, replacing: Bool) throws(StringsWriterError) {
        if !replacing && FileManager.default.fileExists(atPath: path) {
            throw StringsWriterError.destinationExists(path)
        }
        let data = Data(try bytes(of: document))
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw StringsWriterError.writeFailed(path, reason: (error as NSError).localizedDescription)
        }
    }

    /// `"key" = "value";`, escaped so that Apple's parser reads back the same key and value.
    public static func render(_ entry: StringsEntry) -> String {
        "\(quoted(entry.key)) = \(quoted(entry.value));"
    }

    /// A string in double quotes with `"`, `\` and control characters escaped, as a `.strings` file writes it and
    /// as messages show keys.
    public static func quoted(_ text: String) -> String {
        // Most keys need no escape: they are quoted whole, not a scalar at a time.
        func isEscaped(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
        let needsEscape = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isEscaped) }
            ?? text.utf8.contains(where: isEscaped)
        if !needsEscape {
            var out = "\""
            out.reserveCapacity(text.utf8.count + 2)
            out += text
            out += "\""
            return out
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let digits = String(scalar.value, radix: 16, uppercase: true)
                out += "\\U" + String(repeating: "0", count: 4 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Output gathered as pieces of the source's code units and new text, encoded at the end.
private struct UnitBuffer {
    private enum Piece {
        case source(Range<Int>)
        case text(String)
    }

    let source: SourceText
    private var pieces: [Piece] = []
    private var endsWithLineBreak = true

    init(source: SourceText) { self.source = source }

    mutating func append(sourceRange range: Range<Int>) {
        guard !range.isEmpty else { return }
        pieces.append(.source(range))
        endsWithLineBreak = lastUnitIsLineBreak(range)
    }

    mutating func append(text: String) {
        pieces.append(.text(text))
        endsWithLineBreak = text.last?.isNewline ?? endsWithLineBreak
    }

    /// Separates a new entry from what precedes it, with its comment above it.
    mutating func startNewEntry(lineEnding: String, comment: String?) {
        if !pieces.isEmpty && !endsWithLineBreak { append(text: lineEnding) }
        if let comment { append(text: "/* \(comment.replacingOccurrences(of: "*/", with: "* /")) */" + lineEnding) }
    }

    private func lastUnitIsLineBreak(_ range: Range<Int>) -> Bool {
        switch source {
        case .utf8(let units): units[range.upperBound - 1] == 0x0A || units[range.upperBound - 1] == 0x0D
        case .utf16(let units): units[range.upperBound - 1] == 0x0A || units[range.upperBound - 1] == 0x0D
        case .none: false
        }
    }

    /// Everything, in `encoding`; source pieces are copied as they were read.
    func encoded(as encoding: TextEncoding) -> [UInt8] {
        var bytes: [UInt8] = []
        for piece in pieces {
            switch (piece, source) {
            case (.source(let range), .utf8(let units)) where encoding == .utf8:
                bytes += units[range]
            case (.source(let range), .utf8(let units)):
                bytes += encoding.bytes(of: String(decoding: units[range], as: UTF8.self))
            case (.source(let range), .utf16(let units)):
                bytes += encoding.bytes(ofUTF16: units[range])
            case (.text(let text), _):
                bytes += encoding.bytes(of: text)
            case (.source, .none):
                break
            }
        }
        return bytes
    }
}
