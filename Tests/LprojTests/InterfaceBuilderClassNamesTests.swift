import Testing
@testable import Lproj

/// The class names ibtool's comments give elements, and the framework a document's root names.
struct InterfaceBuilderClassNamesTests {
    @Test func frameworkComesFromTheRootElement() {
        #expect(InterfaceBuilderClassNames.framework(ofDocument: [
            "type": "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
        ]) == .uiKit)
        #expect(InterfaceBuilderClassNames.framework(ofDocument: ["targetRuntime": "AppleTV"]) == .uiKit)
        #expect(InterfaceBuilderClassNames.framework(ofDocument: [
            "type": "com.apple.InterfaceBuilder3.Cocoa.XIB", "targetRuntime": "MacOSX.Cocoa",
        ]) == .appKit)
        #expect(InterfaceBuilderClassNames.framework(ofDocument: [:]) == .appKit)
    }

    @Test func classNamesAreTheFrameworksClasses() {
        #expect(InterfaceBuilderClassNames.className(ofElement: "textFieldCell", in: .appKit) == "NSTextFieldCell")
        #expect(InterfaceBuilderClassNames.className(ofElement: "tableColumn", in: .appKit) == "NSTableColumn")
        #expect(InterfaceBuilderClassNames.className(ofElement: "customView", in: .appKit) == "NSView")
        #expect(InterfaceBuilderClassNames.className(ofElement: "binding", in: .appKit) == "CocoaBindingsConnection")
        #expect(InterfaceBuilderClassNames.className(ofElement: "label", in: .uiKit) == "UILabel")
        #expect(InterfaceBuilderClassNames.className(ofElement: "barButtonItem", in: .uiKit) == "UIBarButtonItem")
    }
}
