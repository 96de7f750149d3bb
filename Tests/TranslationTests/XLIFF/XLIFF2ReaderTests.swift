import Lproj
import Testing
@testable import Translation

/// XLIFF 2.0 as tools write it, read into the model: inline codes as their original text, segments joined, notes,
/// states, and the units refused alone.
struct XLIFF2ReaderTests {
    /// A document whose one file holds `units` from line 4 on.
    static func document(_ units: String, trgLang: String? = "de") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en"\
        \(trgLang.map { " trgLang=\"\($0)\"" } ?? "")>
          <file id="f1" original="en.lproj/Localizable.strings">
        \(units)
          </file>
        </xliff>

        """
    }

    static func units(_ units: String) throws -> [XLIFFUnit] {
        try XLIFFReader.read(bytes: Array(document(units).utf8), path: "de.xlf").files[0].units
    }

    @Test func codesReadAsTheirOriginalData() throws {
        let units = try Self.units("""
            <unit id="1" name="Tap &lt;b>Save&lt;/b> to keep %@">
              <originalData>
                <data id="d1">&lt;b></data>
                <data id="d2">&lt;/b></data>
                <data id="d3">%@</data>
                <data id="d4">\\u<cp hex="0001"/></data>
              </originalData>
              <segment state="translated">
                <source>Tap <pc id="1" dataRefStart="d1" dataRefEnd="d2">Save</pc> to keep <ph id="2" dataRef="d3" \
            disp="{title}" equiv="TITLE"/><ph id="3" dataRef="d4"/></source>
                <target>Tippe auf <sc id="1" dataRef="d1"/>Sichern<ec startRef="1" dataRef="d2"/>, um \
            <mrk id="m1" type="term">„<ph id="2" dataRef="d3"/>“</mrk> zu <sm id="m2"/>behalten<em startRef="m2"/>\
            <cp hex="1F"/><ph id="3" dataRef="d4"/></target>
              </segment>
            </unit>
            """)
        #expect(units.count == 1)
        let unit = try #require(units.first)
        #expect(unit.id == "1")
        #expect(unit.resname == "Tap <b>Save</b> to keep %@")
        #expect(unit.source == "Tap <b>Save</b> to keep %@\\u\u{1}")
        #expect(unit.target == "Tippe auf <b>Sichern</b>, um „%@“ zu behalten\u{1F}\\u\u{1}")
        #expect(unit.state == .translated)
        #expect(unit.problem == nil)
    }

    @Test(arguments: [
        ("<ph id=\"1\" disp=\"%@\" equiv=\"%@\"/>", "it has no dataRef attribute"),
        ("<ph id=\"1\" dataRef=\"d9\"/>", "its dataRef \"d9\" names no <data>"),
        ("<pc id=\"1\" dataRefStart=\"d1\">x</pc>", "it has no dataRefEnd attribute"),
        ("<sc id=\"1\"/>", "it has no dataRef attribute"),
    ])
    func aCodeWithoutOriginalDataRefusesItsUnitAlone(code: String, reason: String) throws {
        let units = try Self.units("""
                <unit id="a">
                  <originalData><data id="d1">&lt;b></data></originalData>
                  <segment><source>Hi \(code)</source></segment>
                </unit>
                <unit id="b"><segment><source>Fine</source></segment></unit>
            """)
        let problem = try #require(units.first?.problem)
        #expect(problem.kind == .unresolvedPlaceholder)
        #expect(problem.reason.contains(reason), "\(problem.reason)")
        #expect(problem.location == SourceLocation(file: "de.xlf", line: 6, column: 27))
        #expect(units.last?.problem == nil)
    }

    @Test func segmentsAndIgnorablesJoinInOrder() throws {
        let units = try Self.units("""
            <unit id="s">
              <segment id="s1" state="final"><source>First.</source><target order="3">Zweitens.</target></segment>
              <ignorable><source> </source></ignorable>
              <segment id="s2" state="reviewed"><source>Second.</source><target order="1">Erstens.</target></segment>
            </unit>
            """)
        #expect(units.first?.source == "First. Second.")
        #expect(units.first?.target == "Erstens. Zweitens.")
        #expect(units.first?.state == .translated)
    }

    @Test func aUnitTranslatedInPartIsRefused() throws {
        let units = try Self.units("""
            <unit id="p">
              <segment state="translated"><source>One.</source><target>Eins.</target></segment>
              <segment><source>Two.</source></segment>
            </unit>
            """)
        let unit = try #require(units.first)
        #expect(unit.target == nil)
        #expect(unit.problem?.reason.contains("1 of 2 <segment> elements have a <target>") == true)
        #expect(unit.problem?.location == SourceLocation(file: "de.xlf", line: 4, column: 1))
    }

    @Test func notesOfTheUnitAreJoinedAndOthersIgnored() throws {
        let text = Self.document("""
              <notes><note category="file">About the file</note></notes>
              <group id="g" name="Screen">
                <notes><note>About the group</note></notes>
                <group id="inner">
                  <unit id="n">
                    <notes>
                      <note category="description" priority="2">Button title</note>
                      <note category="location" appliesTo="source">Main.swift:12</note>
                    </notes>
                    <segment><source>Save</source></segment>
                  </unit>
                </group>
              </group>
            """)
        let read = try XLIFFReader.read(bytes: Array(text.utf8), path: "de.xlf")
        #expect(read.files[0].units.map(\.note) == ["Button title\nMain.swift:12"])
        #expect(read.files[0].original == "en.lproj/Localizable.strings")
        #expect(read.files[0].sourceLanguage == "en")
        #expect(read.files[0].targetLanguage == "de")
    }

    @Test(arguments: [
        ("initial", nil, XLIFFTargetState.new, false), ("translated", nil, .translated, false),
        ("reviewed", nil, .translated, false), ("final", nil, .final, false), ("FINAL", nil, .final, false),
        ("translated", "crowdin:needs-review", .translated, false),
        ("translated", "l10n-check:needs-review-l10n", .needsReviewL10n, false),
        ("final", "l10n-check:needs-review-l10n", .final, false),
        ("final", "l10n-check:approved+translated", .translated, true),
        ("translated", "l10n-check:approved", .translated, false),
    ] as [(String, String?, XLIFFTargetState, Bool)])
    func statesReadAsTheirMeaning(state: String, subState: String?, expected: XLIFFTargetState, approved: Bool) throws {
        let sub = subState.map { " subState=\"\($0)\"" } ?? ""
        let units = try Self.units("""
            <unit id="s"><segment state="\(state)"\(sub)><source>a</source><target>b</target></segment></unit>
            """)
        #expect(units.first?.state == expected)
        #expect(units.first?.isApproved == approved)
    }

    @Test func withoutTargetOrStateAUnitHasNoState() throws {
        let units = try Self.units("""
            <unit id="a"><segment state="final"><source>a</source></segment></unit>
            <unit id="b"><segment><source>a</source><target>b</target></segment></unit>
            """)
        #expect(units.map(\.state) == [nil, nil])
        #expect(units.map(\.target) == [nil, "b"])
    }

    @Test func aSecondUnitOfAnIdIsRefusedAlone() throws {
        let units = try Self.units("""
            <unit id="same"><segment><source>a</source></segment></unit>
            <group id="g"><unit id="same"><segment><source>b</source></segment></unit></group>
            """)
        #expect(units.map(\.problem?.kind) == [nil, .duplicateID])
        #expect(units.last?.problem?.reason.contains("at line 4") == true)
    }

    @Test(arguments: [
        ("<source>Hi <b>you</b></source>", "<b> inside a <source> or <target> cannot be represented"),
        ("<source>Hi <ph id=\"1\" dataRef=\"d1\">x</ph></source>", "text inside <ph/>, which must be empty"),
        ("<source>Hi <ph id=\"1\" dataRef=\"d1\"><cp hex=\"41\"/></ph></source>", "<cp> inside <ph/>"),
        ("<source>Hi <cp hex=\"D800\"/></source>", "<cp> has the hex \"D800\", which names no character"),
        ("<source>Hi <x:b xmlns:x=\"urn:other\"/></source>", "<x:b> inside a <source>"),
    ])
    func markupAStringsValueCannotHoldRefusesTheUnit(source: String, reason: String) throws {
        let units = try Self.units("""
            <unit id="m"><originalData><data id="d1">%@</data></originalData><segment>\(source)</segment></unit>
            """)
        let problem = try #require(units.first?.problem)
        #expect(problem.kind == .markup)
        #expect(problem.reason.contains(reason), "\(problem.reason)")
    }

    @Test func elementsOfOtherNamespacesAndModulesAreSkipped() throws {
        let units = try Self.units("""
            <unit id="k" xmlns:mtc="urn:oasis:names:tc:xliff:matches:2.0" xmlns:my="urn:my">
              <my:extra>ignored</my:extra>
              <mtc:matches><mtc:match ref="#s1"><source>Hi</source><target>Hallo</target></mtc:match></mtc:matches>
              <segment id="s1"><source>Hi</source><target>Hallo!</target></segment>
            </unit>
            """)
        #expect(units.map(\.target) == ["Hallo!"])
        #expect(units.first?.problem == nil)
    }

    @Test func xliff21IsReadLike20() throws {
        let text = Self.document("<unit id=\"a\"><segment><source>a</source></segment></unit>")
            .replacingOccurrences(of: "version=\"2.0\"", with: "version=\"2.1\"")
        #expect(try XLIFFReader.read(bytes: Array(text.utf8), path: "x").files[0].units.map(\.source) == ["a"])
    }
}
