extension LocalizationFunction {
    /// SwiftUI modifiers whose key is a labeled argument: `.searchable(text:placement:prompt:)`'s `prompt`.
    public static let swiftUIScenes: [LocalizationFunction] = [
        LocalizationFunction(
            name: "searchable", displayName: ".searchable", form: .method, key: .label("prompt"),
            requiresLiteralKey: true, interpolation: .formatSpecifier),
    ]

    /// App Intents' types and methods that take a `LocalizedStringResource` (or an `IntentDialog`), as Xcode extracts
    /// them when they are literals: `@Parameter(title:description:)`, `IntentDescription`, `IntentDialog`,
    /// `.result(dialog:)`, `DisplayRepresentation(title:subtitle:)`, `TypeDisplayRepresentation(name:numericFormat:)`
    /// and `AppShortcut(shortTitle:)`. A function with two keys gives a call for each.
    public static let appIntents: [LocalizationFunction] = [
        intent("Parameter", displayName: "@Parameter", key: .label("title"),
               additionalKeys: [.label("description"), .label("requestValueDialog")]),
        intent("IntentDescription", key: .position(0), additionalKeys: [.label("categoryName")]),
        intent("IntentDialog", key: .position(0), additionalKeys: [.label("full"), .label("supporting")]),
        intent("result", displayName: ".result", form: .method, key: .label("dialog")),
        intent("DisplayRepresentation", key: .label("title"), additionalKeys: [.label("subtitle")]),
        intent("TypeDisplayRepresentation", key: .label("name"), additionalKeys: [.label("numericFormat")]),
        intent("AppShortcut", key: .label("shortTitle")),
    ]

    /// An App Intents function: a literal key only, interpolations as format specifiers.
    private static func intent(
        _ name: String, displayName: String? = nil, form: Form = .function, key: Argument,
        additionalKeys: [Argument] = []
    ) -> LocalizationFunction {
        LocalizationFunction(
            name: name, displayName: displayName, form: form, key: key, requiresLiteralKey: true,
            interpolation: .formatSpecifier, additionalKeys: additionalKeys)
    }

    /// The types whose string literals Xcode extracts as keys when a declaration, computed property or function has
    /// them: `LocalizedStringKey`, `LocalizedStringResource` and `String.LocalizationValue`.
    public static let typeAnnotations: [LocalizationFunction] = [
        LocalizationFunction(
            name: "LocalizedStringKey", form: .typeAnnotation, table: .label("tableName"), comment: .label("comment"),
            interpolation: .formatSpecifier),
        LocalizationFunction(
            name: "LocalizedStringResource", form: .typeAnnotation, table: .label("table"), comment: .label("comment"),
            value: .label("defaultValue"), interpolation: .formatSpecifier),
        LocalizationFunction(
            name: "String", displayName: "String.LocalizationValue", form: .typeAnnotation,
            comment: .label("comment"), interpolation: .formatSpecifier, memberType: "LocalizationValue"),
    ]

    /// Foundation's look-ups of a resource file, which read a whole table when the file is a `.strings` or
    /// `.stringsdict` one: `path(forResource:ofType:)` and `url(forResource:withExtension:)` of a bundle (their
    /// `inDirectory:`, `forLocalization:` and `subdirectory:` variants too), and their Objective-C messages.
    public static let resourceLoads: [LocalizationFunction] = [
        LocalizationFunction(
            name: "path", displayName: "path(forResource:ofType:)", form: .method, key: .label("forResource"),
            resourceType: .label("ofType")),
        LocalizationFunction(
            name: "url", displayName: "url(forResource:withExtension:)", form: .method, key: .label("forResource"),
            resourceType: .label("withExtension")),
        LocalizationFunction(
            name: "pathForResource", displayName: "pathForResource:ofType:", form: .message, language: .objectiveC,
            key: .label("pathForResource"), resourceType: .label("ofType")),
        LocalizationFunction(
            name: "URLForResource", displayName: "URLForResource:withExtension:", form: .message,
            language: .objectiveC, key: .label("URLForResource"), resourceType: .label("withExtension")),
    ]
}
