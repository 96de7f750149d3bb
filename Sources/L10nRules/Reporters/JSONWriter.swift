import Lproj

/// Pretty-printed JSON written straight into a byte buffer, laid out exactly as ``JSONValue/serialized(pretty:)``
/// lays it out (two spaces per level, `"key": value`, `[]` and `{}` when empty) and escaping strings the same way, but
/// without building values first.
///
/// Open a container, write its members or items, close it; a member has a key, an item of an array has none.
struct JSONWriter: ~Copyable {
    /// The output so far.
    private var bytes: ByteSink
    /// How many containers are open.
    private var depth = 0
    /// Whether nothing has been written in the innermost open container yet.
    private var isFirst = true

    /// Runs `body` with a writer, then appends what it wrote to `output`; `capacity` is the expected size.
    static func write(into output: inout [UInt8], capacity: Int, _ body: (inout JSONWriter) -> Void) {
        ByteSink.write(into: &output, capacity: capacity) { sink in
            var writer = JSONWriter(bytes: sink)
            body(&writer)
            sink = writer.bytes
        }
    }

    private init(bytes: consuming ByteSink) {
        self.bytes = bytes
    }

    /// Opens an object: a member of the enclosing object when `key` is given, else an item or the top value.
    mutating func openObject(_ key: StaticString? = nil) {
        open(key, UInt8(ascii: "{"))
    }

    /// Opens an array: a member of the enclosing object when `key` is given, else an item or the top value.
    mutating func openArray(_ key: StaticString? = nil) {
        open(key, UInt8(ascii: "["))
    }

    /// Closes the innermost object.
    mutating func closeObject() {
        close(UInt8(ascii: "}"))
    }

    /// Closes the innermost array.
    mutating func closeArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes a string, or `null` when there is none.
    mutating func string(_ key: StaticString?, _ value: String?) {
        guard let value else {
            startValue(key)
            return bytes.append(literal: "null")
        }
        startValue(key, then: UInt8(ascii: "\""))
        bytes.append(value, mayEscape: Self.mayEscape, candidates: Self.candidates) { Self.escape($0, &$1) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a member whose value the caller writes as bytes that need no escaping (ASCII but controls, `"` and
    /// `\`), in quotes; its key is escaped.
    mutating func plainString(_ key: String, _ write: (inout ByteSink) -> Void) {
        startValue(nil)
        Self.appendQuoted(key, to: &bytes)
        bytes.append(literal: ": \"")
        write(&bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes an integer, or `null` when there is none.
    mutating func int(_ key: StaticString?, _ value: Int?) {
        startValue(key)
        guard let value else { return bytes.append(literal: "null") }
        bytes.append(decimal: value)
    }

    /// The depth of an item of the innermost open array: its members are indented by `2 × (depth + 1)` spaces and
    /// its closing bracket by `2 × depth`.
    var itemDepth: Int { depth }

    /// Writes an item of the innermost array whose bytes `write` lays out itself at ``itemDepth``, for a value
    /// written tens of thousands of times over (see ``SARIFResultLayout``).
    mutating func item(_ write: (inout ByteSink) -> Void) {
        startValue(nil)
        write(&bytes)
    }

    private mutating func open(_ key: StaticString?, _ bracket: UInt8) {
        startValue(key, then: bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if isFirst {
            bytes.append(bracket)
        } else {
            appendComposed(comma: false, indent: 2 * depth, key: nil, then: bracket)
        }
        isFirst = false
    }

    /// Starts a value: inside a container, the separator, a line break and the indentation, then the key if any (keys
    /// are the reporters' own: ASCII that needs no escaping), then `then`.
    private mutating func startValue(_ key: StaticString?, then: UInt8? = nil) {
        if depth > 0 {
            appendComposed(comma: !isFirst, indent: 2 * depth, key: key, then: then)
        } else {
            appendComposed(comma: false, indent: nil, key: key, then: then)
        }
        isFirst = false
    }

    /// Appends a comma, a line break and `indent` spaces (none of these when `indent` is `nil`), then `"key": `, then
    /// `then`: written straight into the buffer's room, as appending few bytes at a time costs more than the bytes do.
    private mutating func appendComposed(comma: Bool, indent: Int?, key: StaticString?, then: UInt8?) {
        let length = 2 + (indent ?? 0) + (key.map { $0.utf8CodeUnitCount + 4 } ?? 0) + 1
        // Eight bytes more: spaces are written eight at a time, and may run past the indentation.
        bytes.append(upTo: length + 8) { out in
            var count = 0
            if comma {
                out[count] = UInt8(ascii: ",")
                count += 1
            }
            if let indent {
                out[count] = UInt8(ascii: "\n")
                let spaces = UnsafeMutableRawPointer(out + count + 1)
                var written = 0
                while written < indent {
                    spaces.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: written, as: UInt64.self)
                    written += 8
                }
                count += 1 + indent
            }
            if let key {
                out[count] = UInt8(ascii: "\"")
                count += 1
                key.withUTF8Buffer { utf8 in
                    if let start = utf8.baseAddress { (out + count).update(from: start, count: utf8.count) }
                    count += utf8.count
                }
                out[count] = UInt8(ascii: "\"")
                out[count + 1] = UInt8(ascii: ":")
                out[count + 2] = UInt8(ascii: " ")
                count += 3
            }
            if let then {
                out[count] = then
                count += 1
            }
            return count
        }
    }

    // MARK: Strings

    /// Appends `text` as a JSON string: in quotes, with `"`, `\`, line feed, carriage return and tab as `\"`, `\\`,
    /// `\n`, `\r`, `\t`; every other C0 control, DEL, every C1 control and U+2028/U+2029 as `\u` and four lowercase
    /// hexadecimal digits; everything else as its UTF-8.
    static func appendQuoted<Output: ReportOutput & ~Copyable>(_ text: String, to output: inout Output) {
        output.append(UInt8(ascii: "\""))
        output.append(text, mayEscape: mayEscape, candidates: candidates) { escape($0, &$1) }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a JSON string that can stand inside an HTML `<script>` element: as ``appendQuoted(_:to:)``,
    /// and also `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, so that no text (`</script>`, `<!--`) ends the
    /// element or changes how the HTML parser reads it.
    static func appendQuotedForScript<Output: ReportOutput & ~Copyable>(_ text: String, to output: inout Output) {
        output.append(UInt8(ascii: "\""))
        output.append(
            text, mayEscape: { mayEscape($0) || isMarkup($0) },
            candidates: {
                candidates($0) | ByteWord.equal($0, UInt8(ascii: "<")) | ByteWord.equal($0, UInt8(ascii: ">"))
                    | ByteWord.equal($0, UInt8(ascii: "&"))
            }
        ) { scalar, output in
            guard scalar.isASCII, isMarkup(UInt8(scalar.value)) else { return escape(scalar, &output) }
            output.append(literal: "\\u00")
            output.append(hex: scalar.value, minimumDigits: 2)
            return true
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether `byte` is `<`, `>` or `&`.
    private static func isMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
    }

    /// Whether a scalar starting with `byte` may need an escape: ASCII controls, `"`, `\\`, DEL, and the lead bytes
    /// of U+0080-U+00BF and U+2000-U+2FFF.
    private static func mayEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// ``mayEscape(_:)`` on eight bytes at once.
    @inline(__always)
    private static func candidates(_ word: UInt64) -> UInt64 {
        ByteWord.below(word, 0x20) | ByteWord.equal(word, 0x22) | ByteWord.equal(word, 0x5C) | ByteWord.equal(word, 0x7F)
            | ByteWord.equal(word, 0xC2) | ByteWord.equal(word, 0xE2)
    }

    /// Appends the escape of `scalar`, if it needs one.
    private static func escape<Output: ReportOutput & ~Copyable>(_ scalar: Unicode.Scalar, _ output: inout Output) -> Bool {
        let short: UInt8
        switch scalar.value {
        case 0x22: short = UInt8(ascii: "\"")
        case 0x5C: short = UInt8(ascii: "\\")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x2029:
            output.append(literal: "\\u")
            output.append(hex: scalar.value, minimumDigits: 4)
            return true
        default: return false
        }
        output.append(UInt8(ascii: "\\"))
        output.append(short)
        return true
    }
}
