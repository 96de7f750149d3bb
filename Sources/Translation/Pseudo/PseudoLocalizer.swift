import L10nRules

/// Pseudo-localizes texts: rewrites what a translator would translate and keeps, byte for byte, what code and the
/// runtime read (see ``PseudoText``).
public enum PseudoLocalizer {
    /// The text in `style`, a pure function of its arguments.
    ///
    /// - `en-XA` (``PseudoStyle/accented``): each ASCII letter outside the kept parts becomes its look-alike of
    ///   ``PseudoAccents``, a filler of number words and `~` lengthens the text by 35 % (at least 6 characters,
    ///   brackets included), and the whole is wrapped in `[` ... `]`: `Show more` becomes `[Šĥöŵ ɱöŕé one]`. The
    ///   length counts characters, but not those of `.stringsdict` references (`%#@files@`), whose forms grow on
    ///   their own.
    /// - `ar-XB` (``PseudoStyle/rightToLeft``): each line holding more than white space is wrapped in U+202E
    ///   RIGHT-TO-LEFT OVERRIDE ... U+202C POP DIRECTIONAL FORMATTING; nothing else changes.
    ///
    /// A text of only white space (or nothing) stays as it is. A text that ends inside an unfinished format
    /// specifier (`100%`) gets nothing after it: no filler, no closing bracket or U+202C, since Apple's parser would
    /// read it as part of the specifier. A result whose specifiers or tokens would not read as the text's (which the
    /// rules above prevent) is never given: the text is returned as it is.
    public static func pseudoLocalize(_ text: String, style: PseudoStyle) -> String {
        pseudoLocalize(text, style: style, isWhole: true)
    }

    /// The text in `style`; a part (`isWhole` false: a `.stringsdict` plural form, which its format key frames) gets
    /// accents and filler in `en-XA` but no brackets.
    static func pseudoLocalize(_ text: String, style: PseudoStyle, isWhole: Bool) -> String {
        guard !text.allSatisfy(\.isWhitespace) else { return text }
        let parsed = PseudoText(text)
        let result = switch style {
        case .accented: accented(parsed, length: text.count - parsed.referenceLength, isWhole: isWhole)
        case .rightToLeft: rightToLeft(parsed)
        }
        return ProtectedSpans.readAlike(text, result) ? result : text
    }

    /// `[` + the text with accented letters + filler + `]` (brackets only for a whole text).
    private static func accented(_ text: PseudoText, length: Int, isWhole: Bool) -> String {
        var output = String.UnicodeScalarView()
        if isWhole { output.append("[") }
        for (index, scalar) in text.scalars.enumerated() {
            output.append(text.isProtected[index] ? scalar : PseudoAccents.accented(scalar))
        }
        guard !text.endsInsideSpecifier else { return String(output) }
        if isWhole {
            let filler = PseudoExpansion.filler(PseudoExpansion.growth(ofWholeText: length) - 2)
            output.append(contentsOf: filler.unicodeScalars)
            output.append("]")
        } else {
            output.append(contentsOf: PseudoExpansion.filler(PseudoExpansion.growth(ofPart: length)).unicodeScalars)
        }
        return String(output)
    }

    /// Each line with more than white space between U+202E and U+202C. Lines end at line breaks outside the kept
    /// parts (one inside an ICU message's structure is no place to insert a character).
    private static func rightToLeft(_ text: PseudoText) -> String {
        var output = String.UnicodeScalarView()
        var lineStart = 0
        func closeLine(at end: Int) {
            let line = text.scalars[lineStart..<end]
            guard line.contains(where: { !$0.properties.isWhitespace }) else {
                output.append(contentsOf: line)
                return
            }
            output.append("\u{202E}")
            output.append(contentsOf: line)
            if !(end == text.scalars.count && text.endsInsideSpecifier) { output.append("\u{202C}") }
        }
        for index in text.scalars.indices where text.isLineBreak(at: index) && !text.isProtected[index] {
            closeLine(at: index)
            output.append(text.scalars[index])
            lineStart = index + 1
        }
        closeLine(at: text.scalars.count)
        return String(output)
    }
}
