/// Escapes plain text so that it can be embedded in HTML without being interpreted as markup.
public enum HTMLEscaping {
    /// Returns `text` with `&`, `<`, `>`, `"` and `'` replaced by `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`.
    ///
    /// The result is safe both as element content and inside a single- or double-quoted attribute value.
    public static func escape(_ text: String) -> String {
        escape(text, Options(quotes: true, carriageReturn: false, noBreakSpace: false))
    }

    /// Escapes an attribute value for the sanitizer: like ``escape(_:)``, plus carriage returns
    /// as `&#13;` so that a second parse (which normalizes newlines) reads the same value.
    static func escapeAttribute(_ text: String) -> String {
        escape(text, Options(quotes: true, carriageReturn: true, noBreakSpace: false))
    }

    /// Escapes element content minimally: `&`, `<`, `>`, carriage return (as `&#13;`) and U+00A0 (as `&nbsp;`).
    static func escapeContent(_ text: String) -> String {
        escape(text, Options(quotes: false, carriageReturn: true, noBreakSpace: true))
    }

    private struct Options {
        var quotes: Bool
        var carriageReturn: Bool
        var noBreakSpace: Bool
    }

    private static func needsEscaping(_ byte: UInt8, _ options: Options) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): options.quotes
        case 0x0D: options.carriageReturn
        case 0xC2: options.noBreakSpace
        default: false
        }
    }

    /// Works on UTF-8 bytes and returns `text` itself when nothing needs escaping.
    private static func escape(_ text: String, _ options: Options) -> String {
        let bytes = UTF8Bytes.of(text)
        var index = 0
        while index < bytes.count, !needsEscaping(bytes[index], options) { index += 1 }
        guard index < bytes.count else { return text }
        var result = Array(bytes[0..<index])
        result.reserveCapacity(bytes.count + 16)
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where options.quotes: result.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where options.quotes: result.append(contentsOf: "&#39;".utf8)
            case 0x0D where options.carriageReturn: result.append(contentsOf: "&#13;".utf8)
            case 0xC2 where options.noBreakSpace && index < bytes.count && bytes[index] == 0xA0:
                result.append(contentsOf: "&nbsp;".utf8)
                index += 1
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
