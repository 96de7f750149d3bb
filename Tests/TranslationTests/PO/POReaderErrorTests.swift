import Lproj
import Testing
import TestSupport
@testable import Translation

/// A PO file the reader must reject, where, and a phrase of the reason.
struct POBrokenFile: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let location: String
    let reason: String

    var testDescription: String { name }

    /// A file of `text`.
    init(name: String, text: String, location: String, reason: String) {
        self.init(name: name, bytes: Array(text.utf8), location: location, reason: reason)
    }

    /// A file of `bytes`.
    init(name: String, bytes: [UInt8], location: String, reason: String) {
        self.name = name
        self.bytes = bytes
        self.location = location
        self.reason = reason
    }

    /// A file of a French header (lines 1-5) and `entries` from line 7 on.
    static func withEntries(_ name: String, _ entries: String, at location: String, reason: String) -> Self {
        let text = """
            msgid ""
            msgstr ""
            "Language: fr\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=2; plural=(n > 1);\\n"

            \(entries)
            """
        return Self(name: name, text: text, location: location, reason: reason)
    }

    /// A file of `header` lines as the header's msgstr (lines 3 on), and one plural entry with `translations`
    /// after it.
    static func withHeader(
        _ name: String, _ header: String, translations: String = "msgstr[0] \"c\"", at location: String, reason: String
    ) -> Self {
        let text = "msgid \"\"\nmsgstr \"\"\n\(header)\n\nmsgid \"a\"\nmsgid_plural \"b\"\n\(translations)\n"
        return Self(name: name, text: text, location: location, reason: reason)
    }
}

/// Every reader error is `.malformed` at an exact line and column of the file.
struct POReaderErrorTests {
    static let files: [POBrokenFile] = [
        .withEntries(
            "an unterminated string", "msgid \"abc\nmsgstr \"x\"",
            at: "7:7", reason: "without its closing quote"),
        .withEntries(
            "an unterminated continuation", "msgid \"\"\n\"abc\\\"\nmsgstr \"x\"",
            at: "8:1", reason: "closing quote"),
        .withEntries(
            "a bad escape", "msgid \"a\\qb\"\nmsgstr \"x\"",
            at: "7:9", reason: "\\q is no escape gettext knows"),
        .withEntries(
            "an octal escape beyond a byte", "msgid \"\\777\"\nmsgstr \"x\"",
            at: "7:8", reason: "larger than a byte"),
        .withEntries("escapes that are no UTF-8", "msgid \"\\303\"\nmsgstr \"x\"", at: "7:7", reason: "not UTF-8"),
        .withEntries(
            "msgstr[9] beyond nplurals",
            "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\nmsgstr[2] \"e\"",
            at: "11:1", reason: "msgstr[2] is beyond the 2 plural forms"),
        .withEntries(
            "msgstr[9] out of order", "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[9] \"d\"",
            at: "10:1", reason: "msgstr[9] where msgstr[1] belongs"),
        .withEntries("a missing msgid", "msgctxt \"k\"\nmsgstr \"x\"", at: "8:1", reason: "msgstr without a msgid"),
        .withEntries("msgstr first", "msgstr \"x\"", at: "7:1", reason: "msgstr without a msgid"),
        POBrokenFile(
            name: "msgstr at the start", text: "msgstr \"x\"\n",
            location: "1:1", reason: "msgstr without a msgid"),
        .withEntries("no msgstr at the end", "msgid \"a\"\n", at: "7:1", reason: "has no msgstr"),
        .withEntries(
            "no msgstr before the next entry", "msgid \"a\"\n\nmsgid \"b\"\nmsgstr \"\"",
            at: "9:1", reason: "msgid before"),
        .withEntries(
            "msgstr in a plural entry", "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr \"c\"",
            at: "9:1", reason: "not msgstr"),
        .withEntries(
            "msgstr[0] without msgid_plural", "msgid \"a\"\nmsgstr[0] \"c\"",
            at: "8:1", reason: "without msgid_plural"),
        .withEntries(
            "msgid_plural after msgstr", "msgid \"a\"\nmsgstr \"c\"\nmsgid_plural \"b\"",
            at: "9:1", reason: "msgid_plural"),
        .withEntries(
            "a second msgstr", "msgid \"a\"\nmsgstr \"c\"\nmsgstr \"d\"",
            at: "9:1", reason: "msgstr without a msgid"),
        .withEntries("an unknown keyword", "msgid \"a\"\nmsgtxt \"c\"", at: "8:1", reason: "unexpected \"msgtxt\""),
        .withEntries("a keyword without string", "msgid \"a\"\nmsgstr", at: "8:7", reason: "msgstr without a string"),
        .withEntries(
            "text after a string", "msgid \"a\" b\nmsgstr \"\"",
            at: "7:11", reason: "unexpected text after a string"),
        POBrokenFile(
            name: "a lone string", text: "\"a\"\nmsgid \"a\"\nmsgstr \"\"",
            location: "1:1", reason: "a string outside"),
        .withEntries(
            "a string after a comment", "#. note\n\"a\"\nmsgid \"a\"\nmsgstr \"\"",
            at: "8:1", reason: "a string outside"),
        .withEntries(
            "a comment inside an entry", "msgid \"a\"\n#. note\nmsgstr \"\"",
            at: "8:1", reason: "a comment between"),
        .withEntries("a second header", "msgid \"\"\nmsgstr \"x\"", at: "7:1", reason: "a second header entry"),
        .withEntries(
            "a broken escaped value", "msgid \"l10n-check-escaped:%G1\"\nmsgstr \"\"", at: "7:1",
            reason: "a broken l10n-check-escaped: value"),
        .withEntries(
            "a broken plural context",
            "#: a.strings\nmsgctxt \"a.strings:x{one\"\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"\"",
            at: "8:1", reason: "'{' without '}'"),
        .withEntries(
            "an unknown form in the context",
            "msgctxt \"a.strings:x{one,lots}\"\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"\"",
            at: "7:1", reason: "\"lots\" in the context's braces"),
        .withEntries(
            "a form the header has no place for",
            "msgctxt \"a.strings:x{one,few}\"\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"\"",
            at: "7:1", reason: "the form few, which the header's Plural-Forms has no place for"),
        .withEntries(
            "a broken per-form comment",
            "#. l10n-check-notes-by-form:\n#. lots: x\nmsgctxt \"a.strings:x{}\"\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"\"",
            at: "9:1", reason: "does not start with a plural category"),
        POBrokenFile(
            name: "bytes that are no UTF-8",
            bytes: Array("#.\nmsgid \"caf".utf8) + [0xE9] + Array("\"\nmsgstr \"\"\n".utf8),
            location: "2:11", reason: "byte 0xE9 is not UTF-8"),
        .withHeader(
            "a charset other than UTF-8", "\"Content-Type: text/plain; charset=ISO-8859-1\\n\"",
            at: "1:1", reason: "charset=ISO-8859-1"),
        .withHeader(
            "a Plural-Forms without nplurals", "\"Language: fr\\n\"\n\"Plural-Forms: plural=n>1;\\n\"",
            at: "1:1", reason: "needs nplurals"),
        .withHeader(
            "a broken plural expression", "\"Language: fr\\n\"\n\"Plural-Forms: nplurals=2; plural=n>;\\n\"",
            at: "1:1", reason: "ends too early"),
        .withHeader(
            "a form beyond nplurals", "\"Language: fr\\n\"\n\"Plural-Forms: nplurals=2; plural=n;\\n\"",
            at: "1:1", reason: "gives form 2 for n = 2"),
        .withHeader(
            "a division by zero", "\"Language: fr\\n\"\n\"Plural-Forms: nplurals=2; plural=n/(n-n);\\n\"",
            at: "1:1", reason: "divides by zero"),
        .withHeader(
            "a Plural-Forms that does not fit the language",
            "\"Language: fr\\n\"\n\"Plural-Forms: nplurals=3; plural=n==1?0:n==2?1:2;\\n\"",
            at: "1:1", reason: "does not fit fr's plural rules"),
        .withHeader(
            "three forms without a language", "\"Plural-Forms: nplurals=3; plural=n%3;\\n\"",
            at: "1:1", reason: "no Language"),
        .withHeader(
            "a form the expression never gives", "\"Language: ja\\n\"\n\"Plural-Forms: nplurals=2; plural=0;\\n\"",
            translations: "msgstr[0] \"\"\nmsgstr[1] \"d\"", at: "9:1", reason: "never gives"),
    ]

    @Test(arguments: files)
    func errorIsLocated(_ file: POBrokenFile) {
        do {
            _ = try POReader.read(bytes: file.bytes, path: "broken.po")
            Issue.record("read without error")
        } catch .malformed(let location, let reason) {
            #expect("\(location.line):\(location.column)" == file.location, "\(reason)")
            #expect(location.file == "broken.po")
            #expect(reason.contains(file.reason), "\(reason)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// Mutated files never crash or hang the reader: each is read or refused with a location inside the file.
    @Test func mutatedFilesAreReadOrRefused() throws {
        let valid = Array(try POSamples.write(POToolAgreementTests.documents[2].document).utf8)
        let insertions = Array("\"\\\n#[]{}:0123msgidstr_plural ~.|,\u{0}\r".utf8) + [0xFF, 0xC3]
        var random = SeededRandom(seed: 0xF022)
        var refused = 0
        for _ in 0..<1500 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(insertions.randomElement(using: &random) ?? 0, at: position)
                default: bytes[position] = insertions.randomElement(using: &random) ?? 0
                }
            }
            do {
                _ = try POReader.read(bytes: bytes, path: "mutated.po")
            } catch .malformed(let location, _) {
                refused += 1
                #expect(location.line >= 1 && location.column >= 1)
                #expect(location.line <= bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(refused > 500)
    }

    /// Two units of one id in a table: the second is kept with a problem, as in XLIFF.
    @Test func duplicateIDsAreProblemsOfTheirUnit() throws {
        let text = "msgctxt \"a.strings:k\"\nmsgid \"a\"\nmsgstr \"\"\n\n"
            + "msgctxt \"a.strings:k\"\nmsgid \"b\"\nmsgstr \"\"\n"
        let units = try #require(try POReader.read(bytes: Array(text.utf8), path: "d.po").files.first?.units)
        #expect(units.map(\.problem?.kind) == [nil, .duplicateID])
        #expect(units[1].problem?.location == SourceLocation(file: "d.po", line: 5, column: 1))
    }
}
