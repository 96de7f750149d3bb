/// How a unit's id, which can be any string, becomes the `id` of an XLIFF 2.0 `<unit>`, and back.
///
/// XLIFF 2.0 requires every `id` to be an XML name token (`xs:NMTOKEN`: no spaces, no `%`, `/`, `?`, ...), unique
/// among the units of its `<file>`; a `.strings` key can be any string. So:
/// - an id of ASCII letters, digits, `.`, `-`, `_` and `:` only, not empty and not starting with
///   `l10n-check-id:`, is written as it is: `settings.title`, `CFBundleDisplayName`, `items.one`;
/// - any other id is written as `l10n-check-id:` and the id with every other scalar, and `_`, as `_`, its code
///   point in uppercase hexadecimal, and `_`: `Hello world` is `l10n-check-id:Hello_20_world`, `%d items` is
///   `l10n-check-id:_25_d_20_items`, the empty id is `l10n-check-id:`.
///
/// Both forms are name tokens by the rules of every edition of XML 1.0 (they are ASCII), and distinct ids give
/// distinct tokens, so ids unique in a file stay unique. Reading undoes the second form; ids of other tools, which
/// never start with the prefix, are read as they are.
enum XLIFF2Identifier {
    /// What starts every encoded id.
    static let prefix = "l10n-check-id:"

    /// The name token that stands for `id`.
    static func encoded(_ id: String) -> String {
        if !id.isEmpty, !id.hasPrefix(prefix), id.unicodeScalars.allSatisfy(isPlain) { return id }
        var result = prefix
        for scalar in id.unicodeScalars {
            if isPlain(scalar), scalar != "_" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_" + String(scalar.value, radix: 16, uppercase: true) + "_"
            }
        }
        return result
    }

    /// The id a name token stands for, or `nil` when it starts with the prefix but a `_` does not enclose the
    /// hexadecimal code point of a scalar.
    static func decoded(_ token: String) -> String? {
        guard token.hasPrefix(prefix) else { return token }
        var result = String.UnicodeScalarView()
        var scalars = token.unicodeScalars.dropFirst(prefix.unicodeScalars.count)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "_" else {
                result.append(scalar)
                continue
            }
            guard let end = scalars.firstIndex(of: "_") else { return nil }
            let digits = String(scalars[..<end])
            guard (1...6).contains(digits.count), digits.allSatisfy(\.isHexDigit),
                  let decoded = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) else { return nil }
            result.append(decoded)
            scalars = scalars[scalars.index(after: end)...]
        }
        return String(result)
    }

    /// Whether the scalar stands for itself in a token: an ASCII letter or digit, `.`, `-`, `_` or `:`.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_", ":": true
        default: false
        }
    }
}
