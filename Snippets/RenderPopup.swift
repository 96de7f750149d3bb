// Renders one feature's popup in two locales: the popup as a web map stores it (`popupInfo`), the layer's fields as
// the feature service describes them, and the feature's attributes.
import Foundation
import PopupFormatting

// snippet.decode
// The popup lists no `popupElements`, so it gets the classic layout: the table of its visible fields.
let popupInfo = """
    {"title": "{NAME}",
     "fieldInfos": [
       {"fieldName": "NAME", "visible": false},
       {"fieldName": "CAPACITY", "label": "Capacity (m³)", "format": {"places": 1, "digitSeparator": true}},
       {"fieldName": "INSPECTED", "label": "Last inspection", "format": {"dateFormat": "longMonthDayYearShortTime"}},
       {"fieldName": "STATUS", "label": "Status"}]}
    """
let layerJSON = """
    {"fields": [
       {"name": "NAME", "type": "esriFieldTypeString"},
       {"name": "CAPACITY", "type": "esriFieldTypeDouble"},
       {"name": "INSPECTED", "type": "esriFieldTypeDate"},
       {"name": "STATUS", "type": "esriFieldTypeSmallInteger", "domain": {"type": "codedValue",
        "codedValues": [{"name": "In service", "code": 1}, {"name": "Out of service", "code": 2}]}}]}
    """
let popup = try JSONDecoder().decode(PopupDefinition.self, from: Data(popupInfo.utf8))
let layer = try JSONDecoder().decode(LayerDefinition.self, from: Data(layerJSON.utf8))
// snippet.end

// snippet.render
let feature = Feature(attributes: [
    "NAME": .string("Reservoir Nord"), "CAPACITY": .number(1_234_567.89),
    "INSPECTED": .number(1_729_989_000_000),  // epoch milliseconds, as Esri JSON sends dates
    "STATUS": .number(1),
])
for locale in ["en-US", "de-CH"] {
    let formatter = try PopupFormatter(locale: locale, timeZone: "Europe/Zurich")
    // Make the renderer once per popup and locale; render each feature with it.
    let renderer = PopupRenderer(popup: popup, layer: layer, formatter: formatter)
    let rendered = renderer.render(feature)
    print("[\(rendered.locale)] \(rendered.title)")
    for row in rendered.fields {
        print("  \(row.label): \(row.value)")
    }
    for diagnostic in rendered.diagnostics {
        print("  note: \(diagnostic)")
    }
}
// snippet.end

// snippet.expressions
// Your app evaluates the popup's Arcade expressions with its ArcGIS SDK; here the value is given.
let withExpression = PopupDefinition(
    title: "{NAME}: {expression/fill} % full",
    fieldInfos: [FieldInfo(fieldName: "expression/fill", visible: false, format: FieldInfoFormat(places: 0))],
    expressionInfos: [ExpressionInfo(name: "fill", title: "Fill level", returnType: "number")])
let expressions = DictionaryExpressionEvaluator(["fill": .scalar(.number(72.4))])
let french = try PopupFormatter(locale: "fr-CH", timeZone: "Europe/Zurich")
let renderer = PopupRenderer(popup: withExpression, layer: layer, formatter: french, expressions: expressions)
print(renderer.render(feature).title)
// snippet.end
