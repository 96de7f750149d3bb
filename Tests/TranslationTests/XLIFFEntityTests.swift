import Foundation
import Lproj
import Testing
@testable import Translation

/// Entities, character references, CDATA and inline elements: every character of a text arrives, and what cannot
/// arrive is said, never dropped.
struct XLIFFEntityTests {
    /// A document with one unit whose `<trans-unit>` attributes, source and target are given as XML.
    static func document(id: String = "a", source: String, target: String, doctype: String = "") -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            \(doctype)<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="ru" datatype="plaintext">
                <body>
                  <trans-unit id="\(id)"><source>\(source)</source><target state="translated">\(target)</target></trans-unit>
                </body>
              </file>
            </xliff>

            """.utf8)
    }

    static func unit(_ bytes: [UInt8]) throws -> XLIFFUnit {
        try #require(try XLIFFReader.read(bytes: bytes, path: "ru.xlf").files.first?.units.first)
    }

    static let references: [(xml: String, text: String)] = [
        ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"),
        ("&#10;", "\n"), ("&#xA;", "\n"), ("&#13;", "\r"), ("&#x9;", "\t"), ("&#x2026;", "\u{2026}"),
        ("&#8230;", "\u{2026}"), ("&#x1F600;", "\u{1F600}"), ("&#128512;", "\u{1F600}"), ("&#xe9;", "é"),
        ("&#x10FFFF;", "\u{10FFFF}"),
    ]

    @Test func everyPredefinedEntityAndCharacterReferenceArrivesInSourceTargetAndId() throws {
        for (xml, text) in Self.references {
            let read = try Self.unit(Self.document(id: "k\(xml)k", source: "é\(xml)ü", target: "\(xml)"))
            #expect(read.id == "k\(text)k", "\(xml)")
            #expect(read.source == "é\(text)ü", "\(xml)")
            #expect(read.target == text, "\(xml)")
        }
    }

    @Test func referencesMixedWithCDATAAndCharacterEscapesArriveInOrder() throws {
        let xml = "a&amp;<![CDATA[<b>&amp;</b>]]>&#x1F600;<x id=\"U+0001\" ctype=\"x-l10n-check-char\"/>&lt;z&#10;"
        let read = try Self.unit(Self.document(source: xml, target: xml))
        let expected = "a&<b>&amp;</b>\u{1F600}\u{1}<z\n"
        #expect(read.source == expected)
        #expect(read.target == expected)
        #expect(read.problem == nil)
    }

    /// The parser hands long text over in pieces; none may be lost at a seam.
    @Test func aLongTextOfReferencesArrivesWhole() throws {
        let piece = "é&amp;&#x1F600;x&lt;&#10;"
        let xml = String(repeating: piece, count: 20_000)
        let text = String(repeating: "é&\u{1F600}x<\n", count: 20_000)
        let read = try Self.unit(Self.document(source: xml, target: "<![CDATA[" + xml + "]]>" + xml))
        #expect(read.source == text)
        #expect(read.target == xml + text)
    }

    @Test func importWritesEveryReferenceIntoTheValue() throws {
        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"Tom & Jerry <3\";\n",
            "ru.lproj/Localizable.strings": "\"a\" = \"x\";\n",
        ])
        let bytes = Self.document(
            source: "Tom &amp; Jerry &lt;3", target: "Том &amp; Джерри&#x2026; &#x1F600;&#10;&quot;&apos;&lt;3")
        let plan = try XLIFFImport.plan([XLIFFReader.read(bytes: bytes, path: "ru.xlf")], bundlePath: bundle, base: nil)
        try FileWriter.apply(plan.writes)
        let table = try StringsFileReader.read(contentsOf: bundle + "/ru.lproj/Localizable.strings").table
        #expect(table["a"] == "Том & Джерри\u{2026} \u{1F600}\n\"'<3")
    }

    // MARK: - What cannot arrive

    @Test func anEntityDeclaredInTheDocumentIsRefusedNotDropped() throws {
        let doctypes = [
            "<!DOCTYPE xliff [<!ENTITY e \"EE\">]>\n",
            "<!-- c --><!DOCTYPE xliff [\n<!ENTITY e SYSTEM \"file:///etc/hostname\">]>\n",
            "<!DOCTYPE xliff PUBLIC \"-//X//EN\" 'x.dtd' [ <!ENTITY e \"<g>q</g>\"> ]>\n",
        ]
        for doctype in doctypes {
            let error = #expect(throws: TranslationError.self) {
                let bytes = Self.document(source: "x&e;y", target: "x&e;y", doctype: doctype)
                return try XLIFFReader.read(bytes: bytes, path: "a")
            }
            guard case .malformed(let location, let reason)? = error else {
                Issue.record("not .malformed: \(String(describing: error))")
                continue
            }
            #expect(location.line == 2)
            #expect(reason.contains("internal subset"), "\(reason)")
        }
    }

    @Test func anEntityDeclaredInAUTF16DocumentIsRefusedToo() throws {
        let text = String(decoding: Self.document(
            source: "x&e;y", target: "x&e;y", doctype: "<!DOCTYPE xliff [<!ENTITY e \"EE\">]>\n"), as: UTF8.self)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let error = #expect(throws: TranslationError.self) { try XLIFFReader.read(bytes: bytes, path: "a") }
        #expect(error?.description.contains("internal subset") == true, "\(String(describing: error))")
    }

    @Test func aDoctypeWithoutInternalSubsetStillReads() throws {
        let doctype = "<!DOCTYPE xliff PUBLIC \"-//XLIFF//DTD XLIFF//EN\" \"http://www.oasis-open.org/xliff.dtd\">\n"
        #expect(try Self.unit(Self.document(source: "a[b]", target: "c", doctype: doctype)).source == "a[b]")
    }

    /// `<g>` reads as its content (see `XLIFFInlineTests`); an `<x/>` whose original text the file does not give,
    /// and a broken character escape, refuse their unit alone, at their place.
    @Test func inlineMarkupThatCannotArriveRefusesThatUnitAloneAtItsPlace() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="ru" datatype="plaintext">
                <body>
                  <trans-unit id="a"><source>Hi</source><target>Sa<g id="1">lut</g></target></trans-unit>
                  <trans-unit id="b"><source>%@</source><target>%@<x id="1"/></target></trans-unit>
                  <trans-unit id="c"><source>Bye</source><target>Пока</target></trans-unit>
                  <trans-unit id="d"><source><x id="U+D800" ctype="x-l10n-check-char"/></source></trans-unit>
                  <trans-unit id="e"><source>Hi</source><target><x id="U+0001" ctype="x-l10n-check-char">t</x></target></trans-unit>
                </body>
              </file>
            </xliff>

            """
        let units = try #require(try XLIFFReader.read(bytes: Array(text.utf8), path: "ru.xlf").files.first?.units)
        let problems = units.map { $0.problem.map { "\($0.location.line):\($0.location.column)" } }
        #expect(problems == [nil, "6:55", nil, "8:34", "9:95"])
        #expect(units[0].target == "Salut")
        #expect(units[1].problem?.reason.contains("an <x/> placeholder id=1 whose original text the file does not give")
            == true)
        #expect(units[3].problem?.reason.contains("names no character") == true)
        #expect(units[4].problem?.reason.contains("inside a character escape") == true)

        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"Hi\";\n\"b\" = \"%@\";\n\"c\" = \"Bye\";\n",
            "ru.lproj/Localizable.strings": "\"a\" = \"x\";\n",
        ])
        let plan = try XLIFFImport.plan(
            [XLIFFReader.read(bytes: Array(text.utf8), path: "ru.xlf")], bundlePath: bundle, base: nil)
        let refused = plan.skipped.filter(\.kind.isRefusal)
        #expect(refused.map(\.key) == ["b", "d", "e"])
        #expect(refused.map(\.kind) == [.unresolvedPlaceholder, .unrepresentableMarkup, .unrepresentableMarkup])
        #expect(refused.first?.location == units[1].problem?.location)
        #expect(plan.changedKeys.values.flatMap { $0 } == ["a", "c"])
    }

    // MARK: - XML errors in words

    @Test func everyXMLErrorIsSaidInWords() {
        for code in 0...1000 {
            let reason = XMLParseFailure.reason(forCode: code)
            #expect(!reason.contains("libxml2") && reason.firstMatch(of: /error \d/) == nil, "\(code): \(reason)")
            #expect(reason.hasPrefix("malformed XML: ") && reason.count > 25, "\(code): \(reason)")
        }
    }

    @Test func aMissingSpaceBetweenAttributesIsSaidInWordsAtItsPlace() throws {
        let bytes = Self.document(id: "a\" state=\"x\"b=\"c", source: "s", target: "t")
        let error = #expect(throws: TranslationError.self) { try XLIFFReader.read(bytes: bytes, path: "ru.xlf") }
        #expect(error?.description.hasPrefix("ru.xlf:5:") == true, "\(String(describing: error))")
        let said = error?.description ?? ""
        #expect(said.contains("malformed XML: a space is missing"), "\(said)")
    }
}
