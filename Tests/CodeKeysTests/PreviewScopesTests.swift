import CodeKeys
import Testing

/// Calls in previews: `#Preview` blocks, `PreviewProvider` types, types named for previews.
@Suite struct PreviewScopesTests {
    @Test func previews() {
        let calls = swiftCalls("""
            struct ContentView: View { var body: some View { Text("app1") } }
            #Preview { ContentView(title: Text("p1")) }
            #Preview("Dark") {
                Text("p2")
            }
            #Preview("Traits", traits: .sizeThatFitsLayout) { Text("p3") }
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { Text("p4") }
            }
            extension Sample: PreviewProvider { static var previews: some View { Text("p5") } }
            struct PreviewWrapper<Content: View>: View { var body: some View { Text("p6") } }
            enum Fixtures { static let title: LocalizedStringKey = "app2" }
            class func makePreview() -> String { NSLocalizedString("app3", comment: "") }
            #if DEBUG
            struct Row_Previews: PreviewProvider { static var previews: some View { Text("p7") } }
            #endif
            Text("app4")
            private struct SmoothedCurvePreview: View { var body: some View { Text("app5") } }
            struct SampleDataPreviews { static let text = Text("p8") }
            """)
        #expect(CodeContextsTests.contexts(calls) == [
            "app1:app", "p1:preview", "p2:preview", "p3:preview", "p4:preview", "p5:preview", "p6:preview",
            "app2:app", "app3:app", "p7:preview", "app4:app", "app5:app", "p8:preview",
        ])
    }

    @Test func anUnclosedPreviewRunsToTheEnd() {
        let calls = swiftCalls("#Preview { Text(\"p1\")\nText(\"p2\")")
        #expect(CodeContextsTests.contexts(calls) == ["p1:preview", "p2:preview"])
    }
}
