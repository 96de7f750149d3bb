import Foundation
import Testing
@testable import L10nRules
@testable import Translation

/// The pseudo-localization of one text: accents, expansion and brackets for en-XA, the right-to-left override for
/// ar-XB, and every part that code or the runtime reads kept byte for byte.
struct PseudoLocalizerTests {
    private func accented(_ text: String) -> String { PseudoLocalizer.pseudoLocalize(text, style: .accented) }
    private func rightToLeft(_ text: String) -> String { PseudoLocalizer.pseudoLocalize(text, style: .rightToLeft) }

    @Test func accentsEveryASCIILetterWithTheDocumentedTable() {
        #expect(accented("Show more") == "[Šĥöŵ ɱöŕé one]")
        #expect(accented("abcdefghijklmnopqrstuvwxyz")
            == "[åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž one two]")
        #expect(accented("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            == "[ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ one two]")
        #expect(accented("1, 2 & 3: ok?") == "[1, 2 & 3: öķ? one]")
    }

    @Test func theTableMapsEachLetterToOnePrecomposedLetterOfTheSameCase() {
        for (letters, table, isUpper) in [("abcdefghijklmnopqrstuvwxyz", PseudoAccents.lowercase, false),
                                          ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", PseudoAccents.uppercase, true)] {
            #expect(table.count == 26)
            #expect(Set(table).count == 26)
            for (letter, replacement) in zip(letters.unicodeScalars, table) {
                #expect(PseudoAccents.accented(letter) == replacement)
                #expect(!replacement.isASCII)
                #expect(replacement.properties.isAlphabetic)
                #expect(isUpper ? replacement.properties.isUppercase : replacement.properties.isLowercase)
                // Precomposed: NFC keeps it one scalar, so no combining mark joins a neighbour.
                #expect(String(replacement).precomposedStringWithCanonicalMapping.unicodeScalars.count == 1)
            }
        }
        #expect(PseudoAccents.accented("é") == "é")
        #expect(PseudoAccents.accented("7") == "7")
    }

    @Test func shortTextsGrowByAtLeastSixCharactersBracketsIncluded() {
        #expect(accented("OK") == "[ÖĶ one]")
        #expect(accented("a") == "[å one]")
        for text in ["Go", "Edit", "Cancel", "Attachment"] {
            #expect(accented(text).count >= text.count + 6, "\(text)")
        }
    }

    /// 30 to 45 % longer for texts of 20 characters and more (35 % rounded up, brackets included).
    @Test(arguments: [20, 21, 33, 47, 80, 200, 1_000])
    func textsOfTwentyCharactersAndMoreGrowByAboutAThird(length: Int) {
        let words = ["map", "layer", "feature", "popup", "field", "value", "zoom", "legend"]
        var text = ""
        var index = 0
        while text.count < length {
            text += (text.isEmpty ? "" : " ") + words[index % words.count]
            index += 1
        }
        text = String(text.prefix(length))
        let output = accented(text)
        let growth = Double(output.count - text.count) / Double(text.count)
        #expect(growth >= 0.30 && growth <= 0.45, "\(growth) for \(text.count) characters: \(output)")
        #expect(output.hasPrefix("[") && output.hasSuffix("]"))
    }

    @Test func theFillerIsWholeWordsThenTildes() {
        #expect(PseudoExpansion.filler(4) == " one")
        #expect(PseudoExpansion.filler(6) == " one~~")
        #expect(PseudoExpansion.filler(8) == " one two")
        #expect(PseudoExpansion.filler(2) == " ~")
        #expect(PseudoExpansion.filler(0) == "")
    }

    /// Each text holds one kept part; the output holds it unchanged, and nothing else of the text is left ASCII.
    @Test(arguments: [
        "%@", "%d", "%1$@", "%2$d", "%.2f", "%%", "%lld", "%1$lu", "%-5.2f", "%*d", "%#@files@", "%1$#@files@",
        "{NAME}", "${NAME}", "{0}", "{FIELD_NAME.sub/part-2}", "<b>", "</b>", "<a href=\"https://example.com/x\">",
        "<br/>", "<!-- note -->", "&amp;", "&lt;", "&#x2026;", "&#8230;", "\\n", "\\u00e9", "\\\"",
        "{n, number, integer}", "{when, date, short}",
    ])
    func keptPartsSurviveByteForByte(part: String) {
        let text = "Tap \(part) here"
        for output in [accented(text), rightToLeft(text)] {
            #expect(output.contains(part), "\(output)")
            #expect(ProtectedSpans.readAlike(text, output))
        }
        #expect(accented(text).contains("Ţåþ"))
        #expect(accented(text).contains("ĥéŕé"))
    }

    @Test func icuMessagesKeepTheirStructureAndTranslateTheirText() {
        let text = "{count, plural, one {# file in {folder}} other {# files in {folder}}}"
        let output = accented(text)
        #expect(output == "[{count, plural, one {# ƒîļé îñ {folder}} other {# ƒîļéš îñ {folder}}} one two three four~~~~]")
        let select = "{gender, select, female {She said} other {They said}}"
        #expect(accented(select).hasPrefix("[{gender, select, female {Šĥé šåîð} other {Ţĥéý šåîð}}"))
        #expect(TokenSet(output).tokens == TokenSet(text).tokens)
    }

    @Test func markdownLinksAndInflectionKeepTheirSyntax() {
        #expect(accented("Delete ^[%lld items](inflect: true)?")
            == "[Ðéļéţé ^[%lld îţéɱš](inflect: true)? one two~~~]")
        #expect(accented("Read [the help](https://example.com/help) first").contains("](https://example.com/help)"))
        #expect(accented("Read [the help](https://example.com/help) first").contains("[ţĥé ĥéļþ]"))
    }

    @Test func lineBreaksAndOtherScriptsStay() {
        #expect(accented("Line one\nLine two") == "[Ļîñé öñé\nĻîñé ţŵö one]")
        #expect(accented("Größe 😀") == "[Ĝŕößé 😀 one]")
    }

    @Test func blankTextsStayAsTheyAre() {
        for text in ["", " ", "\n", "\t \u{3000}"] {
            #expect(accented(text) == text)
            #expect(rightToLeft(text) == text)
        }
    }

    /// Apple's parser reads on after an unfinished specifier: nothing may follow it.
    @Test func nothingIsWrittenAfterAnUnfinishedSpecifier() {
        #expect(accented("Done 100%") == "[Ðöñé 100%")
        #expect(rightToLeft("Done 100%") == "\u{202E}Done 100%")
        #expect(accented("Done 100% ") == "[Ðöñé 100% ")
        #expect(ProtectedSpans.readAlike("Done 100%", accented("Done 100%")))
    }

    @Test func rightToLeftWrapsEachLineAndKeepsTheLetters() {
        #expect(rightToLeft("Show more") == "\u{202E}Show more\u{202C}")
        #expect(rightToLeft("%1$d of %2$d") == "\u{202E}%1$d of %2$d\u{202C}")
        #expect(rightToLeft("First\nSecond\n\nThird") == "\u{202E}First\u{202C}\n\u{202E}Second\u{202C}\n\n\u{202E}Third\u{202C}")
        #expect(rightToLeft("Left\r\nRight") == "\u{202E}Left\u{202C}\r\n\u{202E}Right\u{202C}")
    }

    /// A line break inside an ICU message's structure is no place for an override character.
    @Test func rightToLeftInsertsNothingInsideAnICUMessage() {
        let text = "{count, plural,\n one {# file}\n other {# files}}"
        #expect(rightToLeft(text) == "\u{202E}" + text + "\u{202C}")
    }

    @Test func theSameTextAlwaysGivesTheSameOutput() {
        let text = "Open %1$@ in {APP} <b>now</b> &amp; later"
        #expect(accented(text) == accented(text))
        #expect(accented(text) == "[Öþéñ %1$@ îñ {APP} <b>ñöŵ</b> &amp; ļåţéŕ one two~~~~~]")
    }

    @Test func partsOfAStringsdictTextGetNoBrackets() {
        #expect(PseudoLocalizer.pseudoLocalize("%d files", style: .accented, isWhole: false) == "%d ƒîļéš one")
        #expect(accented("%#@files@") == "[%#@files@ one]")
        #expect(accented("%#@files@ in %#@folders@ selected") == "[%#@files@ îñ %#@folders@ šéļéçţéð one]")
    }

    @Test func stylesAreNamedByTheirLanguageInAnyCase() {
        #expect(PseudoStyle(language: "en-XA") == .accented)
        #expect(PseudoStyle(language: "EN-xa") == .accented)
        #expect(PseudoStyle(language: "ar-xb") == .rightToLeft)
        #expect(PseudoStyle(language: "fr-XA") == nil)
        #expect(PseudoStyle(language: "en_XA") == nil)
        #expect(PseudoStyle(language: "en-XA.lproj") == nil)
        #expect(PseudoStyle.rightToLeft.folderName == "ar-XB")
    }
}
