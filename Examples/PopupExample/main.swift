// A popup renderer's view of PopupFormatting: one feature's popup in three languages.
import PopupFormatting

let popup = PopupDefinition(
    title: "{NAME} ({ELEV_FT} ft)",
    fieldInfos: [
        FieldInfo(fieldName: "ELEV_FT", label: "Elevation (ft)", format: FieldInfoFormat(places: 1, digitSeparator: true)),
        FieldInfo(fieldName: "SURVEYED", label: "Surveyed", format: FieldInfoFormat(dateFormat: .longMonthDayYearShortTime)),
        FieldInfo(fieldName: "STATUS", label: "Status"),
    ],
    fields: [
        FieldDefinition(name: "SURVEYED", type: "esriFieldTypeDate"),
        FieldDefinition(name: "STATUS", type: "esriFieldTypeSmallInteger", domain: Domain(codedValues: [
            .init(name: "Open", code: .number(1)), .init(name: "Closed", code: .number(2)),
        ])),
    ])
let feature = Feature(attributes: [
    "NAME": .string("Mount Rainier"), "ELEV_FT": .number(14411.04), "SURVEYED": .number(1_710_066_600_000),
    "STATUS": .number(1),
])

for locale in ["en-US", "de-CH", "ar-EG"] {
    let formatter = try PopupFormatter(locale: locale, timeZone: "America/Los_Angeles")
    let rendered = try formatter.render(popup, feature: feature)
    let strings = try PopupStrings.bundled(locale: locale)
    print("[\(locale)] \(rendered.title)")
    for field in rendered.fields { print("  \(field.label): \(field.value)") }
    print("  \(strings.text("Attachments")): \(strings.plural("attachments.count", count: 3))")
    print("  \(strings.text("%d of %d", 2, 5))")
}
