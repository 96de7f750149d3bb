import CodeKeys
import Testing

@Suite struct SourceLanguageTests {
    @Test func languageFromExtension() {
        #expect(SourceLanguage(path: "a/B.swift") == .swift)
        #expect(SourceLanguage(path: "a/B.m") == .objectiveC)
        #expect(SourceLanguage(path: "a/B.mm") == .objectiveC)
        #expect(SourceLanguage(path: "a/B.h") == .objectiveC)
        #expect(SourceLanguage(path: "a/B.strings") == nil)
    }
}
