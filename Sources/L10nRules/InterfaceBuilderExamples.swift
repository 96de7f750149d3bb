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
}
