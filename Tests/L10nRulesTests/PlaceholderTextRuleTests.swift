@testable import L10nRules
import Lproj
import Testing

/// What `placeholder-text` and `missing-key` make of the texts nobody translates: the object library's defaults of
/// the object's own class, texts without a word, and texts marked `#bc-ignore!`.
struct PlaceholderTextRuleTests {
    private static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <window title="Window" id="Win-00-aaa"/>
                <menuItem title="Window" id="Mnu-00-aaa"/>
                <textField id="Fld-00-aaa">
                    <textFieldCell key="cell" title="1.0 build" id="Cel-00-aaa"/>
                    <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
                </textField>
                <textField id="Fld-00-bbb">
                    <textFieldCell key="cell" title="Label" id="Cel-00-bbb"/>
                </textField>
                <textField id="Fld-00-ccc">
                    <textFieldCell key="cell" title="⇧⌘O" id="Cel-00-ccc"/>
                </textField>
            </objects>
        </document>

        """

    @Test func defaultsOfTheirClassAndLetterlessTextsAreNotesAndIgnoredTextsNothing() throws {
        let context = try ExampleBundles.context([
            "Base.lproj/About.xib": Self.xib,
            "fr.lproj/About.strings": "\"Mnu-00-aaa.title\" = \"Fenêtre\";\n",
            "de.lproj/About.strings": "\"Mnu-00-aaa.title\" = \"Fenster\";\n",
        ])
        let report = Checker().check(context)
        let found = report.diagnostics.filter { $0.rule != "untranslated" }.map { "\($0.rule) \($0.key ?? "-")" }
        // The window's default title and the cell's "Label" are the library's; "⇧⌘O" has no word; the menu
        // "Window" is a real text (translated here); "1.0 build" is marked #bc-ignore! in its field's comment.
        #expect(found.sorted() == [
            "placeholder-text Cel-00-bbb.title", "placeholder-text Cel-00-ccc.title", "placeholder-text Win-00-aaa.title",
        ])
        let window = try #require(report.diagnostics.first { $0.key == "Win-00-aaa.title" })
        #expect(window.severity == .note && window.language == nil)
        #expect(window.message.contains("the object library's default text, untranslated in 2 of 2 languages (de, fr)"))
    }

    @Test func theMenuTitledWindowIsATextToTranslate() throws {
        let context = try ExampleBundles.context([
            "Base.lproj/About.xib": Self.xib,
            "fr.lproj/About.strings": "\"Win-00-aaa.title\" = \"Fenêtre\";\n",
        ])
        let missing = Checker().check(context).diagnostics.filter { $0.rule == "missing-key" }.compactMap(\.key)
        #expect(missing == ["Mnu-00-aaa.title"])
    }
}
