import Foundation
import Lproj

/// A string read as a printf-style format the way Apple's runtime reads it (CoreFoundation's
/// `__CFStringAppendFormatCore`, behind `String(format:)` and `NSString stringWithFormat:`): its valid specifiers,
/// its invalid ones, and the argument each position must be.
///
/// Apple's parser takes, after `%`: flags `-+ #0`, a width (digits or `*`, also `*2$`), a precision (`.` and
/// digits or `*`), a position (`1$`) anywhere before the conversion, length modifiers `h hh l ll q z t j L`, and
/// one conversion `@ d i u x X o c C s S f F e E g G a A p n P` (and the old `D U O`); `%#@name@` is a
/// `.stringsdict` variable and `%%` a literal `%`. Any other character ends the specifier as a literal: Apple
/// prints the one character after the `%` and reads no argument, so `%1$I` prints `1` and `%'d` prints `'d`
/// (the `'` flag of POSIX is unknown to it). A `%` at the end, or a specifier cut off by the end, is dropped (after
/// digits or `.`, Apple reads past the end of the string).
struct FormatString: Hashable, Sendable {
    /// The text read.
    var text: String
    /// The valid specifiers, in text order; `%%` is none.
    var specifiers: [FormatSpecifier] = []
    /// The invalid specifiers, in text order.
    var invalidSpecifiers: [InvalidFormatSpecifier] = []
    /// How many `%%` the text holds.
    var literalPercentCount = 0

    /// Parses `text`.
    init(_ text: String) {
        self.text = text
        guard text.containsUTF8(UInt8(ascii: "%")) else { return }
        // An ASCII text's bytes are its scalars, read in place; any other is decoded first.
        let decoded = text.withUTF8Bytes { bytes -> [Unicode.Scalar]? in
            guard bytes.contains(where: { $0 >= 0x80 }) else {
                parse(ASCIIScalars(bytes: bytes))
                return nil
            }
            return UTF8Scalars.decode(bytes) ?? Array(text.unicodeScalars)
        }
        if let decoded { parse(decoded) }
    }

    /// What the arguments a text reads depend on: its specifiers' texts (each decides its type and arguments),
    /// whether it has an invalid specifier, and whether it has a `%%`; not the rest of the text.
    struct Shape: Hashable {
        var specifiers: [String]
        var hasInvalidSpecifier: Bool
        var hasLiteralPercent: Bool
    }

    /// The text's ``Shape``.
    var shape: Shape {
        Shape(
            specifiers: specifiers.map(\.text), hasInvalidSpecifier: !invalidSpecifiers.isEmpty,
            hasLiteralPercent: literalPercentCount > 0)
    }

    /// The texts of the specifiers one after another, each followed by a NUL byte, when every one is ASCII and the
    /// text has no invalid specifier; else `nil`. A specifier's text decides its type and arguments, so a text reads
    /// like this one (``readsLike(_:)``) exactly when its specifiers spell the same, in the same order.
    var specifierSpelling: [UInt8]? {
        guard invalidSpecifiers.isEmpty, specifiers.allSatisfy({ $0.text.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        return specifiers.flatMap { Array($0.text.utf8) + [0] }
    }

    /// Whether the text whose UTF-8 is `utf8` reads like the format whose ``specifierSpelling`` is `spelling`, found
    /// from the bytes with no string and no list of specifiers made: each specifier is compared with the spelling as
    /// it is read, and the first difference ends the reading. Every byte of a non-ASCII character reads as U+FFFD,
    /// which no specifier accepts.
    static func utf8(_ utf8: UnsafeBufferPointer<UInt8>, spells spelling: UnsafeBufferPointer<UInt8>) -> Bool {
        let scalars = ASCIIScalars(bytes: utf8)
        var matched = 0
        var next = 0
        while let index = nextPercent(in: utf8, from: next) {
            // The next specifier spelled byte for byte: the parser would read those bytes as it read them in the
            // base, and stop at the same conversion, so it need not read them again.
            if let length = spelledLength(in: utf8, at: index, spelling: spelling, from: matched) {
                matched += length + 1
                next = index + length
                continue
            }
            var parser = FormatSpecifierParser(scalars: scalars, start: index)
            switch parser.parse() {
            case .literalPercent:
                break
            case .specifier:
                let length = parser.index - index
                guard matched + length < spelling.count, spelling[matched + length] == 0,
                      UnsafeBufferPointer(rebasing: spelling[matched..<(matched + length)])
                        .hasSameBytes(as: UnsafeBufferPointer(rebasing: utf8[index..<parser.index]))
                else { return false }
                matched += length + 1
            case .invalid:
                return false
            }
            next = max(parser.index, index + 1)
        }
        return matched == spelling.count
    }

    /// The length of the spelling's specifier that starts at `matched` (it ends at the NUL byte after it) when
    /// `utf8` holds the same bytes at `index`; else nil.
    private static func spelledLength(
        in utf8: UnsafeBufferPointer<UInt8>, at index: Int, spelling: UnsafeBufferPointer<UInt8>, from matched: Int
    ) -> Int? {
        var length = 0
        while matched + length < spelling.count, spelling[matched + length] != 0 {
            guard index + length < utf8.count, utf8[index + length] == spelling[matched + length] else { return nil }
            length += 1
        }
        return matched + length < spelling.count && length > 0 ? length : nil
    }

    /// The offset of the first `%` in `utf8` at or after `start`, found by `memchr`.
    private static func nextPercent(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < utf8.count, let base = utf8.baseAddress,
              let found = memchr(base + start, Int32(UInt8(ascii: "%")), utf8.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Reads the specifiers of `scalars`, the text's.
    private mutating func parse<Scalars: RandomAccessCollection>(_ scalars: Scalars)
    where Scalars.Element == Unicode.Scalar, Scalars.Index == Int {
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var parser = FormatSpecifierParser(scalars: scalars, start: index)
            let outcome = parser.parse()
            let written = Self.text(of: scalars[index..<parser.index])
            switch outcome {
            case .literalPercent:
                literalPercentCount += 1
            case .specifier(let type):
                specifiers.append(FormatSpecifier(
                    text: written, offset: index, type: type, argument: parser.argument,
                    widthArgument: parser.widthArgument, precisionArgument: parser.precisionArgument))
            case .invalid(let reason, let printed):
                invalidSpecifiers.append(
                    InvalidFormatSpecifier(text: written, offset: index, reason: reason, printed: printed))
            }
            index = max(parser.index, index + 1)
        }
    }

    /// Whether the two texts hold the same specifiers, in the same order, and no invalid one: a translation that
    /// reads like its base reads the same arguments (the places of the specifiers may differ).
    func readsLike(_ other: FormatString) -> Bool {
        invalidSpecifiers.isEmpty && other.invalidSpecifiers.isEmpty && specifiers.count == other.specifiers.count
            && zip(specifiers, other.specifiers).allSatisfy { $0.readsLike($1) }
    }

    /// The text of some scalars; a specifier is almost always ASCII, made from bytes without a scalar at a time.
    private static func text<Scalars: Collection>(of scalars: Scalars) -> String where Scalars.Element == Unicode.Scalar {
        guard scalars.allSatisfy(\.isASCII) else { return String(String.UnicodeScalarView(scalars)) }
        return String(unsafeUninitializedCapacity: scalars.count) { buffer in
            for (offset, scalar) in scalars.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
            return scalars.count
        }
    }

    /// Whether the text is meant as a format: it holds `%%` or a valid specifier without a space in it. A space flag
    /// is how plain text such as `50% off` (`% o`, octal) reads as a specifier; nobody writes it on purpose.
    var isFormat: Bool {
        literalPercentCount > 0 || specifiers.contains { !$0.text.containsUTF8(UInt8(ascii: " ")) }
    }

    /// Whether some specifier names positions (`%2$@`) and another reads in order (`%@`).
    var mixesPositionalAndPlain: Bool {
        specifiers.contains(where: \.isPositional) && specifiers.contains(where: \.isPlain)
    }

    /// What each argument is read as, by 1-based position, numbered as Apple numbers them: arguments read in order
    /// take 1, 2, 3... in text order (a `*` width before its precision before its value), whatever positional
    /// specifiers there are. A position read twice has several uses.
    var arguments: [Int: [FormatArgumentUse]] { arguments(firstPlainPosition: 1) }

    /// The arguments when those read in order start at `firstPlainPosition`, as in the form of a `.stringsdict`
    /// variable, whose plain `%d` is the variable's own argument.
    func arguments(firstPlainPosition: Int) -> [Int: [FormatArgumentUse]] {
        var result: [Int: [FormatArgumentUse]] = [:]
        for (index, positions) in resolvedPositions(firstPlainPosition: firstPlainPosition).enumerated() {
            let specifier = specifiers[index]
            if let width = positions.width {
                result[width, default: []].append(FormatArgumentUse(
                    type: .integer(.int, .signedDecimal), specifier: specifier.text, role: .width))
            }
            if let precision = positions.precision {
                result[precision, default: []].append(FormatArgumentUse(
                    type: .integer(.int, .signedDecimal), specifier: specifier.text, role: .precision))
            }
            result[positions.value, default: []].append(
                FormatArgumentUse(type: specifier.type, specifier: specifier.text, role: .value))
        }
        return result
    }

    /// The 1-based position of the argument of `%#@name@`, if the text has that variable.
    func position(ofVariable name: String) -> Int? {
        let positions = resolvedPositions(firstPlainPosition: 1)
        return specifiers.indices.first { specifiers[$0].type == .variable(name) }.map { positions[$0].value }
    }

    /// For each specifier, the positions of its width, precision and value arguments.
    private func resolvedPositions(firstPlainPosition: Int) -> [(width: Int?, precision: Int?, value: Int)] {
        var next = firstPlainPosition
        func resolve(_ reference: FormatArgumentReference) -> Int {
            switch reference {
            case .position(let position): return position
            case .next:
                next += 1
                return next - 1
            }
        }
        return specifiers.map { specifier in
            let width = specifier.widthArgument.map(resolve)
            let precision = specifier.precisionArgument.map(resolve)
            return (width, precision, resolve(specifier.argument))
        }
    }
}

/// UTF-8 bytes read as scalars by index, each byte of a non-ASCII character as U+FFFD: what the specifier parser
/// reads a text's bytes through (see ``FormatString/utf8(_:readsLike:)``).
struct ASCIIScalars: RandomAccessCollection {
    /// The bytes.
    let bytes: UnsafeBufferPointer<UInt8>

    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }

    subscript(position: Int) -> Unicode.Scalar {
        let byte = bytes[position]
        return byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}"
    }
}
