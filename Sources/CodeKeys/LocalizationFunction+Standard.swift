extension LocalizationFunction {
    /// The functions Apple's SDKs define, in Swift and Objective-C, as genstrings and Xcode read them.
    public static let standard: [LocalizationFunction] =
        swiftFoundation + swiftUI + swiftUIScenes + appIntents + typeAnnotations + resourceLoads + objectiveC

    /// Foundation's functions as Swift calls them.
    public static let swiftFoundation: [LocalizationFunction] = [
        LocalizationFunction(
            name: "NSLocalizedString", table: .label("tableName"), comment: .label("comment"), value: .label("value")),
        LocalizationFunction(
            name: "String", displayName: "String(localized:)", key: .label("localized"), table: .label("table"),
            comment: .label("comment"), value: .label("defaultValue"), interpolation: .formatSpecifier),
        LocalizationFunction(
            name: "LocalizedStringResource", table: .label("table"), comment: .label("comment"),
            value: .label("defaultValue"), interpolation: .formatSpecifier),
        LocalizationFunction(
            name: "AttributedString", displayName: "AttributedString(localized:)", key: .label("localized"),
            table: .label("table"), comment: .label("comment"), interpolation: .formatSpecifier),
        LocalizationFunction(
            name: "localizedString", displayName: "localizedString(forKey:value:table:)", form: .method,
            key: .label("forKey"), table: .label("table"), value: .label("value")),
    ]

    /// SwiftUI's views and modifiers whose first unlabeled argument is a `LocalizedStringKey` when it is a literal.
    public static let swiftUI: [LocalizationFunction] =
        ["Text", "Button", "Label", "Toggle", "Section", "Picker", "Link", "Menu", "TextField", "SecureField",
         "NavigationLink", "LocalizedStringKey", "LabeledContent", "Stepper", "DatePicker", "MultiDatePicker",
         "ColorPicker", "ProgressView", "ContentUnavailableView", "Tab", "CommandMenu", "WindowGroup",
         "Window"].map { name in
            LocalizationFunction(
                name: name, table: .label("tableName"), comment: .label("comment"), requiresLiteralKey: true,
                interpolation: .formatSpecifier)
        }
        + ["navigationTitle", "navigationSubtitle", "help", "alert", "confirmationDialog", "badge",
           "accessibilityLabel", "accessibilityHint", "accessibilityValue", "configurationDisplayName",
           "description"].map { name in
            LocalizationFunction(
                name: name, displayName: "." + name, form: .method, requiresLiteralKey: true,
                interpolation: .formatSpecifier)
        }

    /// Foundation's macros and `-[NSBundle localizedStringForKey:value:table:]` in Objective-C.
    public static let objectiveC: [LocalizationFunction] = [
        LocalizationFunction(name: "NSLocalizedString", language: .objectiveC, comment: .position(1)),
        LocalizationFunction(
            name: "NSLocalizedStringFromTable", language: .objectiveC, table: .position(1), comment: .position(2)),
        LocalizationFunction(
            name: "NSLocalizedStringFromTableInBundle", language: .objectiveC, table: .position(1),
            comment: .position(3)),
        LocalizationFunction(
            name: "NSLocalizedStringWithDefaultValue", language: .objectiveC, table: .position(1),
            comment: .position(4), value: .position(3)),
        LocalizationFunction(
            name: "localizedStringForKey", displayName: "localizedStringForKey:value:table:", form: .message,
            language: .objectiveC, key: .label("localizedStringForKey"), table: .label("table"),
            value: .label("value")),
    ]

    /// `"Cancel".localized` and `"Cancel".localized()`: a common extension on `String` (not in `standard`).
    public static let stringLocalized = LocalizationFunction(
        name: "localized", displayName: "String.localized", form: .literalMember, comment: .label("comment"))

    /// SwiftGen's `L10n.tr("Localizable", "key", fallback: "...")`: table first, then key (not in `standard`).
    public static let swiftGen = LocalizationFunction(
        name: "tr", displayName: "tr(_:_:)", key: .position(1), table: .position(0), value: .label("fallback"))
}
