import Testing
@testable import Lproj

/// What ibtool records beside each text (class and property) and the comment for localizers of its object, or of the
/// object that holds it.
struct InterfaceBuilderTextDetailTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <textField id="Fld-00-aaa">
                    <textFieldCell key="cell" title="1.0 build" id="Cel-00-aaa"/>
                    <attributedString key="userComments">
                        <fragment content="Version, "/>
                        <fragment>
                            <string key="content">#bc-ignore!</string>
                        </fragment>
                    </attributedString>
                </textField>
                <button id="Btn-00-aaa">
                    <buttonCell key="cell" title="Button" id="Bce-00-aaa"/>
                </button>
                <label text="Label" id="Lbl-00-aaa">
                    <attributedString key="userComments">
                        <fragment content="Set by code"/>
                    </attributedString>
                </label>
            </objects>
        </document>

        """

    @Test func eachTextHasItsClassPropertyAndCommentForLocalizers() {
        let document = InterfaceBuilderDocument(bytes: Array(Self.xib.utf8), path: "Base.lproj/About.xib")
        #expect(document.issues.isEmpty)
        #expect(document.entries.map(\.key) == ["Cel-00-aaa.title", "Bce-00-aaa.title", "Lbl-00-aaa.text"])
        #expect(document.details["Cel-00-aaa.title"]
            == InterfaceBuilderTextDetail(
                className: "NSTextFieldCell", property: "title", localizerComment: "Version, #bc-ignore!"))
        #expect(document.details["Bce-00-aaa.title"]
            == InterfaceBuilderTextDetail(className: "NSButtonCell", property: "title"))
        #expect(document.details["Lbl-00-aaa.text"]?.localizerComment == "Set by code")
        // The comment for localizers is no text of its own.
        #expect(!document.entries.contains { $0.value.contains("bc-ignore") || $0.value == "Set by code" })
    }
}
