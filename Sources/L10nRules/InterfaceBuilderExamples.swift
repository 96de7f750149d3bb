/// Interface Builder files for rule examples.
enum InterfaceBuilderExamples {
    /// A macOS storyboard with one menu item, "Quit" (`Qui-t0-Abc.title`), and one button cell, "Open"
    /// (`Ope-n0-Btn.title`).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" initialViewController="B8D-0N-5wS">
            <scenes>
                <scene sceneID="JPo-4y-FX3">
                    <objects>
                        <application id="hnw-xV-0zn">
                            <menu key="mainMenu" id="AYu-sK-qS6">
                                <items>
                                    <menuItem title="Quit" keyEquivalent="q" id="Qui-t0-Abc"/>
                                </items>
                            </menu>
                        </application>
                        <button id="Btn-00-Abc">
                            <buttonCell key="cell" type="push" title="Open" id="Ope-n0-Btn"/>
                        </button>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// An iOS storyboard with a label "Welcome" (`Tit-le-Lbl.text`), a label left with the library's default text
    /// "Label" (`Def-au-Lbl.text`, line 9), a label "16:9" (`Asp-ec-Lbl.text`, line 10) and a label marked
    /// `#bc-ignore!` (`Ign-or-Lbl.text`).
    static let placeholderStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" id="8bC-Xf-vdC">
                                <subviews>
                    <label text="Label" id="Def-au-Lbl"/>
                    <label text="16:9" id="Asp-ec-Lbl"/>
                                    <label text="Welcome" id="Tit-le-Lbl"/>
                                    <label text="v1.0 #bc-ignore!" id="Ign-or-Lbl"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
}
