import CodeKeys
import Testing

/// SwiftUI scenes and modifiers, widgets and App Intents whose arguments are `LocalizedStringKey`s or
/// `LocalizedStringResource`s.
@Suite struct IntentFunctionsTests {
    @Test func scenesWidgetsAndSearch() {
        let calls = swiftCalls("""
            CommandMenu("Tools") { }; WindowGroup("Viewer", id: "viewer") { }; Window("About", id: "about") { }
            WindowGroup { }; WindowGroup(id: "x") { }; Window(title, id: "t") { }
            list.searchable(text: $query, prompt: "Search items").searchable(text: $q)
            StaticConfiguration(kind: k, provider: P()) { _ in }
                .configurationDisplayName("Timeline").description("Shows the timeline")
                .description(text)
            let d = value.description
            """)
        #expect(keys(calls) == ["Tools", "Viewer", "About", "Search items", "Timeline", "Shows the timeline"])
        #expect(calls.map(\.function) == [
            "CommandMenu", "WindowGroup", "Window", ".searchable", ".configurationDisplayName", ".description",
        ])
    }

    @Test func appIntents() {
        let calls = swiftCalls("""
            struct OpenNote: AppIntent {
                static var title: LocalizedStringResource = "Open Note"
                static var description = IntentDescription("Opens a note.", categoryName: "Notes")
                @Parameter(title: "Note", description: "The note to open", requestValueDialog: "Which note?")
                var note: NoteEntity
                @Parameter(title: name) var other: String
                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: "Opened \\(note.title)")
                }
            }
            let dialog = IntentDialog("Sure?"); let full = IntentDialog(full: "Full text", supporting: "Short")
            let representation = DisplayRepresentation(title: "Note", subtitle: "A note")
            static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note", numericFormat: "\\(placeholder: .int) notes")
            AppShortcut(intent: OpenNote(), phrases: ["Open \\(.applicationName)"], shortTitle: "Open", systemImageName: "doc")
            return .result(); return .result(value: 3)
            """)
        #expect(keys(calls) == [
            "Open Note", "Opens a note.", "Notes", "Note", "The note to open", "Which note?", "Opened %@", "Sure?",
            "Full text", "Short", "Note", "A note", "Note", "%@ notes", "Open",
        ])
        #expect(calls.map(\.function) == [
            "LocalizedStringResource", "IntentDescription", "IntentDescription", "@Parameter", "@Parameter",
            "@Parameter", ".result", "IntentDialog", "IntentDialog", "IntentDialog", "DisplayRepresentation",
            "DisplayRepresentation", "TypeDisplayRepresentation", "TypeDisplayRepresentation", "AppShortcut",
        ])
        #expect(calls[6].hasInterpolatedSpecifiers)
    }
}
