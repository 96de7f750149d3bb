// A popup renderer's view of PopupFormatting: a Map Viewer popup (popup elements, a coded-value domain, an Arcade
// expression) rendered for one feature in three languages, with the project's own UI strings.
import PopupFormatting

let popup = PopupDefinition(
    title: "{NAME} ({expression/expr0})",
    fieldInfos: [
        // Map Viewer keeps the formats here and hides the fields; the fields element lists them.
        FieldInfo(fieldName: "ELEV_FT", visible: false, format: FieldInfoFormat(places: 1, digitSeparator: true)),
        FieldInfo(fieldName: "SURVEYED", visible: false, format: FieldInfoFormat(dateFormat: .longMonthDayYearShortTime)),
        FieldInfo(fieldName: "expression/expr0", visible: false, format: FieldInfoFormat(places: 0, digitSeparator: true)),
    ],
    popupElements: [
        .text(TextElement(text: "<p><b>{NAME}</b> was surveyed on {SURVEYED}.</p>")),
        .fields(FieldsElement(fieldInfos: [
            FieldInfo(fieldName: "ELEV_FT", label: "Elevation (ft)"), FieldInfo(fieldName: "STATUS", label: "Status"),
            FieldInfo(fieldName: "expression/expr0"),
        ])),
        .attachments(AttachmentsElement(title: "Photos")),
    ],
    expressionInfos: [ExpressionInfo(name: "expr0", title: "Elevation (m)", returnType: "number")])
let layer = LayerDefinition(fields: [
    FieldDefinition(name: "NAME", type: "esriFieldTypeString", alias: "Name"),
    FieldDefinition(name: "ELEV_FT", type: "esriFieldTypeDouble"),
    FieldDefinition(name: "SURVEYED", type: "esriFieldTypeDate"),
    FieldDefinition(name: "STATUS", type: "esriFieldTypeSmallInteger", domain: Domain(codedValues: [
        .init(name: "Open", code: .number(1)), .init(name: "Closed", code: .number(2)),
    ])),
])
let feature = Feature(attributes: [
    "NAME": .string("Mount Rainier"), "ELEV_FT": .number(14411.04), "SURVEYED": .number(1_710_066_600_000),
    "STATUS": .number(1),
])
// The app evaluates Arcade with its SDK; here the value is given.
let expressions = DictionaryExpressionEvaluator(["expr0": .scalar(.number(4392.4))])

for locale in ["en-US", "de-CH", "ar-EG"] {
    let formatter = try PopupFormatter(locale: locale, timeZone: "America/Los_Angeles")
    let rendered = PopupRenderer(popup: popup, layer: layer, formatter: formatter, expressions: expressions)
        .render(feature)
    let strings = try PopupStrings.bundled(locale: locale)
    print("[\(locale)\(rendered.isRightToLeft ? ", right to left" : "")] \(rendered.title)")
    for element in rendered.elements {
        switch element {
        case .text(let text): print("  \(text.plainText)")
        case .fields(let table): for row in table.rows { print("  \(row.label): \(row.value)") }
        case .attachments: print("  \(strings.text("Attachments")): \(strings.plural("attachments.count", count: 3))")
        default: break
        }
    }
    print("  \(strings.text("%d of %d", 2, 5))")
}
