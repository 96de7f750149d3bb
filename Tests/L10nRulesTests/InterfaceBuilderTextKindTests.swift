import Testing
@testable import L10nRules

/// What an Interface Builder text is to a translator: a text to translate, or one nobody translates.
struct InterfaceBuilderTextKindTests {
    private static func kind(_ text: String, comment: String? = nil) -> InterfaceBuilderTextKind {
        .of(text, className: "NSTextFieldCell", property: "title", localizerComment: comment)
    }

    @Test func marksNotToTranslateInTheTextOrItsNote() {
        #expect(Self.kind("DO NOT LOCALIZE") == .notToTranslate)
        #expect(Self.kind("1.0 build #bc-ignore!") == .notToTranslate)
        #expect(Self.kind("Version", comment: "Do not translate: set by code") == .notToTranslate)
        #expect(Self.kind("Version", comment: "#bc-ignore!") == .notToTranslate)
    }

    @Test func otherTextsAreTextsOrHaveNoWord() {
        #expect(Self.kind("Check for Updates") == .text)
        #expect(Self.kind("Localize this", comment: "Shown in the toolbar") == .text)
        #expect(Self.kind("16:9") == .noWord)
    }
}
