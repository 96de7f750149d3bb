import Testing
@testable import Lproj

/// Which texts of a storyboard or xib become keys, as `ibtool --export-strings-file` exports them (crafted files;
/// the real storyboards and xibs against ibtool's record are in `InterfaceBuilderDocumentCorpusTests`).
struct InterfaceBuilderDocumentTests {
    private func keys(_ xml: String) -> [String: String] {
        let document = InterfaceBuilderDocument(bytes: Array(xml.utf8), path: "Base.lproj/Main.storyboard")
        #expect(document.issues.isEmpty)
        return Dictionary(document.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// iOS: label text, button state titles, placeholders, segments, navigation and bar items, table sections,
    /// accessibility, multi-line `<string key="text">` children.
    @Test func iOSStoryboardTexts() {
        let found = keys("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
              <scenes><scene sceneID="s1"><objects>
                <viewController title="Settings" id="vc1-aa-bbb">
                  <view key="view" id="v1">
                    <subviews>
                      <label text="Hello" id="lab-el-one">
                        <accessibility key="accessibilityConfiguration" label="Greeting" hint="Says hello"/>
                      </label>
                      <label id="lab-el-two"><string key="text">Two
            lines</string></label>
                      <button id="btn-00-one">
                        <state key="normal" title="Save"/>
                        <state key="highlighted" title="Saving"/>
                      </button>
                      <textField placeholder="Name" text="" id="txt-fi-eld"/>
                      <segmentedControl id="seg-me-nts">
                        <segments><segment title="First"/><segment title="Second"/></segments>
                      </segmentedControl>
                      <tableView id="tbl"><sections>
                        <tableViewSection headerTitle="Head" footerTitle="Foot" id="sec-ti-on"/>
                      </sections></tableView>
                    </subviews>
                  </view>
                  <navigationItem key="navigationItem" title="Nav" prompt="Pick" id="nav-it-em">
                    <barButtonItem key="rightBarButtonItem" title="Done" id="bar-bt-nit"/>
                  </navigationItem>
                </viewController>
              </objects></scene></scenes>
            </document>
            """)
        #expect(found == [
            "vc1-aa-bbb.title": "Settings", "lab-el-one.text": "Hello", "lab-el-one.accessibilityLabel": "Greeting",
            "lab-el-one.accessibilityHint": "Says hello", "lab-el-two.text": "Two\nlines",
            "btn-00-one.normalTitle": "Save", "btn-00-one.highlightedTitle": "Saving", "txt-fi-eld.placeholder": "Name",
            "seg-me-nts.segmentTitles[0]": "First", "seg-me-nts.segmentTitles[1]": "Second",
            "sec-ti-on.headerTitle": "Head", "sec-ti-on.footerTitle": "Foot", "nav-it-em.title": "Nav",
            "nav-it-em.prompt": "Pick", "bar-bt-nit.title": "Done",
        ])
    }

    /// macOS: cells' titles and placeholders, tool tips, tab labels, segment labels; a pop-up button cell's title
    /// (its selected item's) is not its own text; a base64 `<string>` is decoded.
    @Test func macOSXibTexts() {
        let found = keys("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
              <objects>
                <textField toolTip="Your name" id="tf1-00-aaa">
                  <textFieldCell key="cell" title="Name:" placeholderString="e.g. Ann" id="tfc-00-aaa"/>
                </textField>
                <popUpButton id="pop-00-aaa">
                  <popUpButtonCell key="cell" title="Left" id="ppc-00-aaa">
                    <menu key="menu" id="mnu-00-aaa"><items><menuItem title="Left" id="itm-00-aaa"/></items></menu>
                  </popUpButtonCell>
                </popUpButton>
                <tabViewItem label="General" identifier="g" id="tab-00-aaa"/>
                <segmentedControl id="sgc-00-aaa">
                  <segmentedCell key="cell" id="sgl-00-aaa">
                    <segments><segment label="One" toolTip="First"/><segment label="Two"/></segments>
                  </segmentedCell>
                </segmentedControl>
                <menuItem id="kbd-00-aaa"><string key="title" base64-UTF8="YES">CUxlZnQ=</string></menuItem>
              </objects>
            </document>
            """)
        #expect(found == [
            "tf1-00-aaa.ibShadowedToolTip": "Your name", "tfc-00-aaa.title": "Name:",
            "tfc-00-aaa.placeholderString": "e.g. Ann", "itm-00-aaa.title": "Left", "tab-00-aaa.label": "General",
            "sgl-00-aaa.ibShadowedLabels[0]": "One", "sgl-00-aaa.ibShadowedToolTips[0]": "First",
            "sgl-00-aaa.ibShadowedLabels[1]": "Two", "kbd-00-aaa.title": "\tLeft",
        ])
    }

    /// AppKit texts beyond titles: a table column's header title and tool tip, toolbar items' labels and tool tip (a
    /// property of their own), a box's title, a view's accessibility description, bindings placeholders (on the
    /// binding, only those that are texts), a multi-line title in a table header cell.
    @Test func macOSTextsOfColumnsToolbarsBindingsAndAccessibility() {
        let found = keys("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
              <objects>
                <tableColumn identifier="Name" headerToolTip="The file" id="col-00-aaa">
                  <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" title="Name"/>
                </tableColumn>
                <tableColumn identifier="Size" id="col-00-bbb">
                  <tableHeaderCell key="headerCell"><string key="title">Size
            (MB)</string></tableHeaderCell>
                </tableColumn>
                <toolbarItem implicitItemIdentifier="A" label="Open" paletteLabel="Open File" toolTip="Opens"
                  id="tbi-00-aaa"/>
                <box title="Box" id="box-00-aaa"/>
                <textField toolTip="Source" id="tfd-00-bbb">
                  <accessibility description="Source file"/>
                  <connections>
                    <binding destination="-2" name="value" keyPath="self.name" id="bnd-00-aaa">
                      <dictionary key="options">
                        <string key="NSNullPlaceholder">No Name</string>
                        <string key="NSNoSelectionPlaceholder">None</string>
                        <string key="NSMultipleValuesPlaceholder">Several</string>
                        <string key="NSNotApplicablePlaceholder">n/a</string>
                        <string key="NSValueTransformerName">NSIsNil</string>
                        <integer key="NSNullPlaceholder" value="-1"/>
                      </dictionary>
                    </binding>
                    <binding destination="-2" name="title" keyPath="x" id="bnd-00-bbb">
                      <dictionary key="options"><string key="NSNullPlaceholder"></string></dictionary>
                    </binding>
                  </connections>
                </textField>
              </objects>
            </document>
            """)
        #expect(found == [
            "col-00-aaa.headerToolTip": "The file", "col-00-aaa.headerCell.title": "Name",
            "col-00-bbb.headerCell.title": "Size\n(MB)", "tbi-00-aaa.label": "Open",
            "tbi-00-aaa.paletteLabel": "Open File", "tbi-00-aaa.toolTip": "Opens", "box-00-aaa.title": "Box", "tfd-00-bbb.ibShadowedToolTip": "Source",
            "tfd-00-bbb.ibExternalAccessibilityDescription": "Source file",
            "bnd-00-aaa.ibShadowedIsNilPlaceholder": "No Name", "bnd-00-aaa.ibShadowedNoSelectionPlaceholder": "None",
            "bnd-00-aaa.ibShadowedMultipleValuesPlaceholder": "Several",
            "bnd-00-aaa.ibShadowedNotApplicablePlaceholder": "n/a",
        ])
    }

    /// What is no text: a constraint's `placeholder="YES"` (a flag), a `userLabel`, an identifier, an image name, a
    /// key equivalent, a `placeholder` or `<string key="title">` anywhere but on its object, empty texts.
    @Test func flagsNamesAndIdentifiersAreNoTexts() {
        let found = keys("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
              <objects>
                <customView identifier="main" userLabel="Bottom bar" id="cv0-00-aaa">
                  <constraints>
                    <constraint firstAttribute="width" constant="80" placeholder="YES" id="con-00-aaa"/>
                  </constraints>
                </customView>
                <imageView image="NSActionTemplate" id="img-00-aaa"/>
                <menuItem title="" keyEquivalent="q" id="itm-00-bbb">
                  <string key="keyEquivalent">q</string>
                  <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="title"><string key="title">X</string>
                    </userDefinedRuntimeAttribute>
                  </userDefinedRuntimeAttributes>
                </menuItem>
              </objects>
            </document>
            """)
        #expect(found.isEmpty)
    }

    /// Each text has ibtool's comment: the framework's class of its element (not the `customClass`), the property
    /// (a macOS segment's with the ObjectID), the base text escaped as in the entry, the ObjectID.
    @Test func eachTextHasIbtoolsComment() {
        let mac = InterfaceBuilderDocument(bytes: Array("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB">
              <window title="Preferences" customClass="PrefsWindow" id="23"/>
              <textFieldCell title="Say &quot;hi&quot;&#10;then\\go&#9;" id="tfc"/>
              <segmentedCell id="54"><segments><segment label="Progress"/></segments></segmentedCell>
              <binding id="b1">
                <dictionary key="options"><string key="NSNullPlaceholder"> </string></dictionary>
              </binding>
            </document>
            """.utf8), path: "Base.lproj/M.xib")
        #expect(mac.entries.map(\.comment) == [
            #"Class = "NSWindow"; title = "Preferences"; ObjectID = "23";"#,
            #"Class = "NSTextFieldCell"; title = "Say \"hi\"\nthen\\go\t"; ObjectID = "tfc";"#,
            #"Class = "NSSegmentedCell"; 54.ibShadowedLabels[0] = "Progress"; ObjectID = "54";"#,
            #"Class = "CocoaBindingsConnection"; ibShadowedIsNilPlaceholder = " "; ObjectID = "b1";"#,
        ])
        let iOS = InterfaceBuilderDocument(bytes: Array("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
              <label text="Hi" customClass="FancyLabel" id="lab"/>
              <button id="btn"><state key="normal" title="Save"/></button>
              <segmentedControl id="seg"><segments><segment title="First"/></segments></segmentedControl>
            </document>
            """.utf8), path: "Base.lproj/Main.storyboard")
        #expect(iOS.entries.map(\.comment) == [
            #"Class = "UILabel"; text = "Hi"; ObjectID = "lab";"#,
            #"Class = "UIButton"; normalTitle = "Save"; ObjectID = "btn";"#,
            #"Class = "UISegmentedControl"; segmentTitles[0] = "First"; ObjectID = "seg";"#,
        ])
    }

    /// An element's texts come in one order however the XML parser hands over its attributes.
    @Test func anElementsTextsHaveOneOrder() {
        let document = InterfaceBuilderDocument(
            bytes: Array(#"<document><toolbarItem toolTip="T" paletteLabel="P" label="L" id="t"/></document>"#.utf8),
            path: "Base.lproj/W.xib")
        #expect(document.entries.map(\.key) == ["t.label", "t.paletteLabel", "t.toolTip"])
    }

    /// Every `id` is an object, localizable or not; a text's location is its element's line.
    @Test func objectIDsAndLocations() {
        let document = InterfaceBuilderDocument(
            bytes: Array("<document>\n  <view id=\"v1\">\n    <label text=\"Hi\" id=\"l1\"/>\n  </view>\n</document>".utf8),
            path: "Base.lproj/V.xib")
        #expect(document.objectIDs == ["v1", "l1"])
        #expect(document.entries.first?.location == SourceLocation(file: "Base.lproj/V.xib", line: 3, column: 5))
        #expect(document.table.format == .interfaceBuilder)
    }

    /// Malformed XML, bytes that are no UTF-8 and a document type declaration are issues that reject the file.
    @Test func unreadableFilesAreIssues() {
        for bytes in [Array("<document>\n<view id=\"a\">\n</document>".utf8), [0x3C, 0x61, 0xFF, 0x3E],
                      Array("<!DOCTYPE x [<!ENTITY e \"t\">]><document/>".utf8),
                      Array("<?xml version=\"1.0\"?><document><?pm?></document>".utf8)] {
            let document = InterfaceBuilderDocument(bytes: bytes, path: "Base.lproj/M.xib")
            #expect(document.entries.isEmpty)
            #expect(document.issues.count == 1)
            #expect(document.issues.first?.location != nil)
        }
    }

    /// A storyboard over 10 MB (libxml2's limit without `XML_PARSE_HUGE`, which Foundation's parser hit) reads in
    /// full, and its texts keep their lines.
    @Test func aStoryboardOverTenMegabytesReadsInFull() {
        let count = 60_000
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<objects>\n"
        for index in 0..<count {
            xml += "<label id=\"l\(index)\" text=\"Label number \(index) with some padding to make it long\"/>\n"
        }
        xml += "</objects>\n</document>\n"
        // Comments after the root element make the file large without more texts to read.
        let big = xml + String(repeating: "<!-- \(String(repeating: "x", count: 100)) -->\n", count: 60_000)
        #expect(big.utf8.count > 10_000_000)
        let document = InterfaceBuilderDocument(bytes: Array(big.utf8), path: "Base.lproj/Big.storyboard")
        #expect(document.issues.isEmpty)
        #expect(document.entries.count == count)
        #expect(document.entries.last?.key == "l\(count - 1).text")
        #expect(document.entries.last?.location?.line == count + 3)
    }

    /// Keys of the shape `<objectID>.<property>` name an object; keys code looks up do not.
    @Test func keyShapes() {
        #expect(InterfaceBuilderDocument.objectID(ofKey: "4sb-4s-VLi.title") == "4sb-4s-VLi")
        #expect(InterfaceBuilderDocument.objectID(ofKey: "seg.segmentTitles[1]") == "seg")
        #expect(InterfaceBuilderDocument.objectID(ofKey: "Cancel") == nil)
        #expect(InterfaceBuilderDocument.objectID(ofKey: "Currently using: ") == nil)
        #expect(InterfaceBuilderDocument.objectID(ofKey: "Thirds, top/bottom half.") == nil)
    }
}

/// Intent definitions: each text is keyed by the ID beside it, at any depth.
struct IntentDefinitionTextsTests {
    @Test func textsAreKeyedByTheirIDs() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>INIntentDefinitionModelVersion</key><string>1.2</string>
              <key>INIntents</key><array><dict>
                <key>INIntentTitle</key><string>Order Soup</string>
                <key>INIntentTitleID</key><string>gpCwrM</string>
                <key>INIntentParameters</key><array><dict>
                  <key>INIntentParameterDisplayName</key><string>Soup</string>
                  <key>INIntentParameterDisplayNameID</key><string>Xy7-ab</string>
                  <key>INIntentParameterName</key><string>soup</string>
                </dict></array>
                <key>INIntentDescription</key><string></string>
                <key>INIntentDescriptionID</key><string>empty1</string>
              </dict></array>
            </dict></plist>
            """
        let document = InterfaceBuilderDocument(bytes: Array(plist.utf8), path: "Base.lproj/Intents.intentdefinition")
        #expect(document.isIntentDefinition)
        #expect(document.issues.isEmpty)
        #expect(document.entries.map { "\($0.key)=\($0.value)" } == ["gpCwrM=Order Soup", "Xy7-ab=Soup"])
        #expect(document.objectIDs == ["gpCwrM", "Xy7-ab"])
        #expect(document.entries.first?.location?.line == 5)
    }

    @Test func aBrokenDefinitionIsAnIssue() {
        let document = InterfaceBuilderDocument(bytes: Array("<plist><dict>".utf8), path: "Base.lproj/I.intentdefinition")
        #expect(document.entries.isEmpty)
        #expect(!document.issues.isEmpty)
    }
}
