/// Writes JSON nodes as Xcode writes String Catalogs: as Apple's `JSONSerialization` does with `.prettyPrinted`
/// and `.withoutEscapingSlashes`.
///
/// Members are written in the node's order (sort them where they are added, with `JSONKeyOrder`), each as
/// `"key" : value` on a line of its own, indented by two spaces a level; an empty object is `{`, an empty line and
/// `}`. Strings escape `"` and `\` and the control characters (`\b \f \n \r \t`, others as `\u001f` with lower-case
/// hexadecimal digits); `/` and every other character are written as they are, in UTF-8. Numbers are written as
/// read. No line break follows the last `}`.
public enum JSONWriter {
    /// The UTF-8 text of `node`.
    public static func bytes(of node: JSONNode) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(node.value, indent: 0, to: &output)
        return output
    }

    private static func write(_ value: JSONNode.Value, indent: Int, to output: inout [UInt8]) {
        switch value {
        case .string(let text): writeString(text, to: &output)
        case .number(let text): output += text.utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .null: output += "null".utf8
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, indent: indent, to: &output) { index, output in
                write(elements[index].value, indent: indent + 2, to: &output)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, indent: indent, to: &output) { index, output in
                writeString(members[index].key, to: &output)
                output += " : ".utf8
                write(members[index].value.value, indent: indent + 2, to: &output)
            }
        }
    }

    /// An array or object: the opening bracket, each item on its own line one level deeper, then the closing bracket
    /// on a line of its own (after an empty line when there is no item).
    private static func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, indent: Int, to output: inout [UInt8],
        item: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        output.append(newline)
        for index in 0..<count {
            if index > 0 { output += ",\n".utf8 }
            output += repeatElement(space, count: indent + 2)
            item(index, &output)
        }
        output.append(newline)
        output += repeatElement(space, count: indent)
        output.append(UInt8(ascii: close))
    }

    /// `text` in double quotes, escaped; runs that need no escape are copied as they are.
    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(quote)
        text.withUTF8Bytes { bytes in
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == quote || byte == backslash {
                output += bytes[runStart..<index]
                runStart = index + 1
                switch byte {
                case quote, backslash: output += [backslash, byte]
                case 0x08: output += "\\b".utf8
                case 0x0C: output += "\\f".utf8
                case newline: output += "\\n".utf8
                case 0x0D: output += "\\r".utf8
                case 0x09: output += "\\t".utf8
                default: output += "\\u00".utf8 + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
                }
            }
            output += bytes[runStart...]
        }
        output.append(quote)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let hexDigits = Array("0123456789abcdef".utf8)
}
