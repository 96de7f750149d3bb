import Lproj
import Testing
@testable import Translation

/// Inline elements of XLIFF 1.2 read as the original text they stand for; what the file does not give refuses
/// that unit alone.
struct XLIFFInlineTests {
    /// A document whose units are given as `(id, source XML, target XML)`.
    static func document(_ units: [(id: String, source: String, target: String)]) -> [UInt8] {
        let body = units.map { unit in
            "      <trans-unit id=\"\(unit.id)\"><source>\(unit.source)</source>"
                + "<target state=\"translated\">\(unit.target)</target></trans-unit>\n"
        }.joined()
        return Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <body>
            \(body)    </body>
              </file>
            </xliff>

            """.utf8)
    }

    static func units(_ units: [(id: String, source: String, target: String)]) throws -> [XLIFFUnit] {
        try #require(try XLIFFReader.read(bytes: document(units), path: "de.xlf").files.first?.units)
    }

    /// Each inline element, in source and target, and the text it reads as.
    static let elements: [(xml: String, text: String)] = [
        ("<ph id=\"1\">%@</ph>", "%@"),
        ("<ph id=\"1\" ctype=\"x-html-b\">&lt;b&gt;</ph>bold<ph id=\"2\">&lt;/b&gt;</ph>", "<b>bold</b>"),
        ("<bpt id=\"1\" ctype=\"bold\">&lt;b&gt;</bpt>bold<ept id=\"1\">&lt;/b&gt;</ept>", "<b>bold</b>"),
        ("<it id=\"1\" pos=\"open\">&lt;i&gt;</it>tilted", "<i>tilted"),
        ("<g id=\"1\" ctype=\"bold\">bold</g> and <g id=\"2\"><g id=\"3\">deep</g></g>", "bold and deep"),
        ("<mrk mtype=\"protected\">%1$@</mrk> <mrk mtype=\"x-term\">term</mrk>", "%1$@ term"),
        ("<ph id=\"1\">&lt;img alt=\"<sub>A <g id=\"2\">map</g></sub>\"&gt;</ph>", "<img alt=\"A map\">"),
        ("<x id=\"1\" equiv-text=\"%d\"/> items", "%d items"),
        ("<bx id=\"1\" equiv-text=\"&lt;u&gt;\"/>under<ex id=\"1\" equiv-text=\"&lt;/u&gt;\"/>", "<u>under</u>"),
        ("<ph id=\"1\">a<x id=\"U+0001\" ctype=\"x-l10n-check-char\"/>b</ph>", "a\u{1}b"),
        ("<ph id=\"1\"><![CDATA[<br/>]]></ph>&amp;<ph id=\"2\">&#x2026;</ph>", "<br/>&\u{2026}"),
    ]

    @Test(arguments: elements)
    func eachInlineElementReadsAsTheOriginalText(xml: String, text: String) throws {
        let unit = try #require(try Self.units([("a", xml, "«" + xml + "»")]).first)
        #expect(unit.problem == nil, "\(unit.problem?.reason ?? "")")
        #expect(unit.source == text)
        #expect(unit.target == "«" + text + "»")
    }

    @Test func aFormatSpecifierProtectedAsPhOrAsXComesBackAsItself() throws {
        let units = try Self.units([
            ("ph", "Delete <ph id=\"1\">%@</ph>?", "<ph id=\"1\">%@</ph> löschen?"),
            ("x", "Delete <ph id=\"1\">%@</ph>?", "<x id=\"1\"/> löschen?"),
            ("two", "<ph id=\"1\">%1$@</ph> of <ph id=\"2\">%2$@</ph>", "<x id=\"2\"/> von <x id=\"1\"/>"),
            ("paired", "<bpt id=\"1\">&lt;b&gt;</bpt>%@<ept id=\"1\">&lt;/b&gt;</ept>",
             "<bx id=\"1\"/>%@<ex id=\"1\"/>"),
            ("equiv in source", "Delete <x id=\"1\" equiv-text=\"%@\"/>", "<x id=\"1\"/> löschen"),
        ])
        #expect(units.map(\.source) == ["Delete %@?", "Delete %@?", "%1$@ of %2$@", "<b>%@</b>", "Delete %@"])
        #expect(units.map(\.target) == ["%@ löschen?", "%@ löschen?", "%2$@ von %1$@", "<b>%@</b>", "%@ löschen"])
        #expect(units.allSatisfy { $0.problem == nil })
    }

    @Test func aTargetBeforeItsSourceStillFindsTheSourcesCode() throws {
        let text = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="a" source-language="en" datatype="plaintext"><body>
                <trans-unit id="a"><target><x id="1"/>!</target><source><ph id="1">%@</ph>?</source></trans-unit>
              </body></file>
            </xliff>
            """
        let unit = try #require(try XLIFFReader.read(bytes: Array(text.utf8), path: "x").files.first?.units.first)
        #expect(unit.target == "%@!")
        #expect(unit.problem == nil)
    }

    @Test func anXWhoseOriginalTextTheFileDoesNotGiveRefusesThatUnitAlone() throws {
        let units = try Self.units([
            ("given", "Delete <ph id=\"1\">%@</ph>", "<x id=\"1\"/> löschen"),
            ("missing", "Delete <ph id=\"1\">%@</ph>", "<x id=\"3\"/> löschen"),
            ("wrong kind", "<g id=\"1\">Delete</g>", "<x id=\"1\"/>"),
            ("no id", "Delete", "<x/>"),
            ("bx without bpt", "<ph id=\"1\">&lt;b&gt;</ph>", "<bx id=\"1\"/>"),
        ])
        #expect(units.map { $0.problem?.kind } == [nil, .unresolvedPlaceholder, .unresolvedPlaceholder,
                                                   .unresolvedPlaceholder, .unresolvedPlaceholder])
        let missing = try #require(units[1].problem)
        #expect(missing.reason.hasPrefix("an <x/> placeholder id=3 whose original text the file does not give"))
        #expect(missing.location == Lproj.SourceLocation(file: "de.xlf", line: 6, column: 101))
        #expect(units[3].problem?.reason.contains("an <x/> placeholder without an id") == true)
        #expect(units[4].problem?.reason.contains("the <source> has no <bpt> with that id") == true)
    }

    @Test func theImportRefusesOnlyTheUnitWithAnUnresolvedPlaceholder() throws {
        let bundle = try TestBundles.make(text: [
            "en.lproj/Localizable.strings": "\"a\" = \"Delete %@\";\n\"b\" = \"Delete %@\";\n\"c\" = \"Hi\";\n",
            "de.lproj/Localizable.strings": "\"c\" = \"x\";\n",
        ])
        let bytes = Self.document([
            ("a", "Delete <ph id=\"1\">%@</ph>", "<x id=\"1\"/> löschen"),
            ("b", "Delete <ph id=\"1\">%@</ph>", "<x id=\"2\"/> löschen"),
            ("c", "Hi", "Hallo"),
        ])
        let plan = try XLIFFImport.plan([XLIFFReader.read(bytes: bytes, path: "de.xlf")], bundlePath: bundle, base: nil)
        #expect(plan.skipped.map(\.key) == ["b"])
        #expect(plan.skipped.first?.kind == .unresolvedPlaceholder)
        #expect(plan.skipped.first?.kind.isRefusal == true)
        try FileWriter.apply(plan.writes)
        #expect(TestBundles.text(bundle + "/de.lproj/Localizable.strings")
            == "\"c\" = \"Hallo\";\n\"a\" = \"%@ löschen\";\n")
    }

    @Test func whatAPlaceholderOrANoteCannotHoldRefusesTheUnit() throws {
        let units = try Self.units([
            ("text in x", "a", "<x id=\"1\" equiv-text=\"b\">c</x>"),
            ("element in x", "a", "<x id=\"1\" equiv-text=\"b\"><g id=\"2\"/></x>"),
            ("foreign element", "a", "<mq:ch xmlns:mq=\"urn:example\" val=\" \"/>"),
            ("html", "a", "<b>bold</b>"),
        ])
        #expect(units.map { $0.problem?.kind } == [.markup, .markup, .markup, .markup])
        #expect(units[0].problem?.reason.contains("text inside a placeholder") == true)
        #expect(units[1].problem?.reason.contains("<g> inside the placeholder <x/>") == true)
        #expect(units[2].problem?.reason.contains("<mq:ch> inside <target> cannot be represented") == true)
        let note = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="a" source-language="en" datatype="plaintext"><body>
                <trans-unit id="a"><source>a</source><note>See <ph id="1">x</ph></note></trans-unit>
              </body></file>
            </xliff>
            """
        let unit = try #require(try XLIFFReader.read(bytes: Array(note.utf8), path: "x").files.first?.units.first)
        #expect(unit.problem?.reason.contains("<ph> inside <note> cannot be represented") == true)
    }
}
