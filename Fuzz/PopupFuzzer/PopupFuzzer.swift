import Foundation
import FuzzSupport
import PopupFormatting

/// One fuzzer input: the first byte picks a locale; the rest, split at the first zero byte, is a popup and a feature.
/// A popup that is no `popupInfo` JSON is used as a title template and as description HTML. Checked beyond "no crash,
/// no hang": a template without `{` renders to itself, and no rendered HTML holds a script element.
@_cdecl("LLVMFuzzerTestOneInput")
public func popupFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzRunner.bytes(data, size)
    guard let selector = input.first else { return 0 }
    let rest = input.dropFirst()
    let cut = rest.firstIndex(of: 0) ?? rest.endIndex
    let popupBytes = Data(rest[..<cut]), featureBytes = Data(rest[min(cut + 1, rest.endIndex)...])
    let locale = PopupFuzzer.locales[Int(selector) % PopupFuzzer.locales.count]
    guard let formatter = try? PopupFormatter(locale: locale, timeZone: "Europe/Zurich") else { return 0 }
    let feature = (try? JSONDecoder().decode(Feature.self, from: featureBytes)) ?? PopupFuzzer.feature
    if let popup = try? JSONDecoder().decode(PopupDefinition.self, from: popupBytes) {
        PopupFuzzer.checkHTML(formatter.render(popup, feature: feature))
        return 0
    }
    let template = String(decoding: popupBytes, as: UTF8.self)
    let renderer = PopupRenderer(popup: PopupFuzzer.popup, formatter: formatter)
    if !template.contains("{"), renderer.renderTemplate(template, feature: feature) != template {
        preconditionFailure("a template without tokens changed when rendered")
    }
    var described = PopupFuzzer.popup
    described.description = template
    PopupFuzzer.checkHTML(PopupRenderer(popup: described, formatter: formatter).render(feature))
    return 0
}

/// Fuzzes popup templates and popup definitions (`Fuzz/run popup SECONDS`).
@main
enum PopupFuzzer {
    /// Locales with other digits, separators, calendars and plural rules.
    static let locales = ["en", "de-CH", "fr", "ar", "hi", "ja", "cs", "he", "th-TH-u-ca-buddhist", "zh-Hant"]
    /// A popup with a number, a date and a coded field.
    static let popup = PopupDefinition(fieldInfos: [
        FieldInfo(fieldName: "NUM", format: FieldInfoFormat(places: 2, digitSeparator: true)),
        FieldInfo(fieldName: "DATE", format: FieldInfoFormat(dateFormat: .shortDateShortTime)),
        FieldInfo(fieldName: "NAME"),
    ])
    /// A feature with values of every kind.
    static let feature = Feature(attributes: [
        "NUM": .number(-1234.567), "DATE": .number(1_710_066_600_000), "NAME": .string("Mont Blanc"), "NIL": .null,
    ])

    /// Stops the run when a rendered text element holds a script element.
    static func checkHTML(_ popup: RenderedPopup) {
        for case .text(let text) in popup.elements where text.html.lowercased().contains("<script") {
            preconditionFailure("rendered HTML holds a script element")
        }
    }

    static func main() throws {
        try FuzzRunner.run(popupFuzzerTestOneInput)
    }
}
