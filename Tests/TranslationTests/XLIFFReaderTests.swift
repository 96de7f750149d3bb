import Lproj
import Testing
@testable import Translation

/// Reading XLIFF as Xcode and translators' tools write it: groups, notes, states, headers and what is skipped.
struct XLIFFReaderTests {
    /// An Xcode export as a translator's tool hands it back, with the extras such tools add.
    private let xcodeExport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
        http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
            <header>
              <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/>
              <note>A header note is no unit's note.</note>
            </header>
            <body>
              <trans-unit id="Cancel" xml:space="preserve">
                <source>Cancel</source>
                <target state="translated">Annuler</target>
                <note>Button title</note>
              </trans-unit>
              <group id="settings" resname="Settings">
                <note>A group note is no unit's note.</note>
                <trans-unit id="settings.title" xml:space="preserve">
                  <source>Settings</source>
                  <target state="needs-review-translation">Réglages</target>
                  <note>No comment provided by engineer.</note>
                  <note from="translator">Shorter, please.</note>
                  <alt-trans match-quality="80"><source>Setting</source><target>Réglage</target><note>x</note></alt-trans>
                </trans-unit>
                <group>
                  <trans-unit id="nested">
                    <source>  two  spaces  </source>
                    <seg-source><mrk mtype="seg" mid="1">  two  spaces  </mrk></seg-source>
                    <target><![CDATA[<b>  deux  espaces  </b>]]> &amp; more</target>
                    <context-group><context context-type="sourcefile">Main.swift</context></context-group>
                  </trans-unit>
                </group>
              </group>
              <bin-unit id="icon" mime-type="image/png"><bin-source><external-file href="icon.png"/></bin-source></bin-unit>
              <trans-unit id="done" xml:space="preserve"><source>Done</source><target/></trans-unit>
            </body>
          </file>
          <file original="en.lproj/InfoPlist.strings" source-language="en" datatype="plaintext">
            <body>
              <trans-unit id="CFBundleName" xml:space="default">
                <source>My App</source>
                <ext:extra xmlns:ext="urn:example:extension"><note>An extension's note.</note></ext:extra>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """

    private func read(_ text: String) throws -> XLIFFDocument {
        try XLIFFReader.read(bytes: Array(text.utf8), path: "fr.xliff")
    }

    /// Where `<trans-unit id="ID"` stands in `text`: its line, and its column in Unicode scalars.
    private func expectedLocation(of id: String, in text: String) throws -> Lproj.SourceLocation {
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("<trans-unit id=\"\(id)\"") })
        let prefix = try #require(lines[line].range(of: "<trans-unit id=\"\(id)\""))
        let column = lines[line][..<prefix.lowerBound].unicodeScalars.count + 1
        return Lproj.SourceLocation(file: "fr.xliff", line: line + 1, column: column)
    }

    @Test func readsAnXcodeExportThroughGroupsAndSkipsWhatItDoesNotModel() throws {
        #expect(try read(xcodeExport) == XLIFFDocument(files: [
            XLIFFFile(
                original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "fr",
                units: [
                    XLIFFUnit(
                        id: "Cancel", source: "Cancel", target: "Annuler", state: .translated, note: "Button title"),
                    XLIFFUnit(
                        id: "settings.title", source: "Settings", target: "Réglages", state: .needsReviewTranslation,
                        note: "No comment provided by engineer.\nShorter, please."),
                    XLIFFUnit(id: "nested", source: "  two  spaces  ", target: "<b>  deux  espaces  </b> & more"),
                    XLIFFUnit(id: "done", source: "Done", target: ""),
                ]),
            XLIFFFile(
                original: "en.lproj/InfoPlist.strings", sourceLanguage: "en", targetLanguage: nil,
                units: [XLIFFUnit(id: "CFBundleName", source: "My App")]),
        ]))
    }

    @Test func unitsKnowWhereTheirTagStarts() throws {
        let units = try read(xcodeExport).files.flatMap(\.units)
        for unit in units {
            #expect(unit.location == (try expectedLocation(of: unit.id, in: xcodeExport)), "\(unit.id)")
        }
    }

    @Test func locationsCountScalarsAndSkipAByteOrderMark() throws {
        let text = "<xliff version=\"1.2\"><file original=\"é😀\" source-language=\"en\" datatype=\"plaintext\">"
            + "<body><trans-unit id=\"👩‍👩‍👧\"><source>é😀</source></trans-unit>"
            + "<trans-unit id=\"b\"><source/></trans-unit>"
            + "</body></file></xliff>"
        let pieces = text.components(separatedBy: "<trans-unit")
        let columns = [pieces[0], pieces[0] + "<trans-unit" + pieces[1]].map { $0.unicodeScalars.count + 1 }
        let units = try read("\u{FEFF}" + text).files[0].units
        #expect(units.map(\.location) == columns.map { Lproj.SourceLocation(file: "fr.xliff", line: 1, column: $0) })
        #expect(units.map(\.id) == ["👩‍👩‍👧", "b"])
    }

    @Test func aStartTagOverSeveralLinesStartsAtItsLessThanSign() throws {
        let text = xcodeExport.replacingOccurrences(
            of: "<trans-unit id=\"Cancel\" xml:space=\"preserve\">",
            with: "<trans-unit\n          id=\"Cancel\"\n          xml:space=\"preserve\"\n>")
        let cancel = try read(text).files[0].units[0]
        #expect(cancel.location == Lproj.SourceLocation(file: "fr.xliff", line: 9, column: 7))
        #expect(try read(text).files[0].units[1].location == (try expectedLocation(of: "settings.title", in: text)))
    }

    @Test func crlfLineEndingsGiveLinesAndLineFeedsInText() throws {
        let text = xcodeExport.replacingOccurrences(of: "<source>Cancel</source>", with: "<source>Can\ncel</source>")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let units = try read(text).files[0].units
        #expect(units[0].source == "Can\ncel")
        #expect(units[1].location == (try expectedLocation(of: "settings.title", in: xcodeExport)).moved(lines: 1))
    }
}

extension Lproj.SourceLocation {
    /// The same column, `lines` lines further down.
    fileprivate func moved(lines: Int) -> Lproj.SourceLocation {
        Lproj.SourceLocation(file: file, line: line + lines, column: column)
    }
}
