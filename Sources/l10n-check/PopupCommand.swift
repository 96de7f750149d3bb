import ArgumentParser
import Foundation
import L10nRules
import PopupFormatting

/// `l10n-check popup`: a feature's popup rendered for a locale and time zone, as ArcGIS shows it.
struct PopupCommand: ParsableCommand, CommandWithExamples {
    static let configuration = CommandConfiguration(
        commandName: "popup",
        abstract: "Render a popup (web map popupInfo) for a feature (Esri JSON) in a locale and time zone.",
        discussion: """
            Prints the popup as ArcGIS lays it out: the title, then each element (field tables, text, media with \
            chart values, and named sections where the app lists attachments and related records). Numbers and dates are \
            formatted by ICU for the locale as the ArcGIS JavaScript API shows them; coded values and subtypes show \
            their names when --layer gives the layer's fields. Parts of the popup that cannot be shown as asked \
            (malformed parts, unreadable values, expressions without a value, markup removed from HTML) are \
            diagnostics: on standard error for text and html, in the output for json. Exit status 0 when the \
            popup rendered (diagnostics included), 2 for a file that is no JSON or holds no popup, an unknown \
            locale or time zone.
            """ + "\n\n" + examplesSection(examples))

    /// The examples at the end of `--help`, which the tests run.
    static let examples: [HelpExample] = [
        HelpExample("l10n-check popup --popup-info popup.json --feature feature.json \\\n    --locale de-CH --time-zone Europe/Zurich"),
        HelpExample("l10n-check popup --popup-info popup.json --layer layer.json \\\n    --expressions values.json --feature feature.json --locale ar \\\n    --format html > popup.html"),
    ]

    @Option(help: ArgumentHelp(
        "A JSON file holding a popupInfo object, an object with a popupInfo member (a layer or web map entry), or a "
            + "web map (the first operational layer with a popup). Example: --popup-info popup.json",
        valueName: "file"))
    var popupInfo: String

    @Option(help: ArgumentHelp(
        "A JSON file holding a feature {\"attributes\": {...}} (or a feature set, whose first feature is used). "
            + "Example: --feature feature.json",
        valueName: "file"))
    var feature: String

    @Option(help: ArgumentHelp(
        "A feature layer's JSON (its REST description, or an object with a layerDefinition member): fields with "
            + "aliases, types and domains, typeIdField with types, subtypeField with subtypes. Example: --layer layer.json",
        valueName: "file"))
    var layer: String?

    @Option(help: ArgumentHelp(
        "A JSON object of Arcade expression values by name (\"expr0\": 42), or by place for expression elements "
            + "without a name (\"popupElements[3]\": {\"type\": \"text\", \"text\": \"...\"}). Example: --expressions values.json",
        valueName: "file"))
    var expressions: String?

    @Option(help: ArgumentHelp("A BCP 47 locale. Example: --locale zh-Hant-TW", valueName: "locale"))
    var locale: String = "en"

    @Option(help: ArgumentHelp("An IANA time zone for dates. Example: --time-zone America/New_York", valueName: "zone"))
    var timeZone: String = "UTC"

    @Option(help: ArgumentHelp(
        "Output: text, json (the rendered popup's elements and diagnostics) or html (a self-contained page). "
            + "Example: --format json",
        valueName: "format"))
    var format: PopupOutputFormat = .text

    func run() throws {
        let definition = try PopupJSON.popupDefinition(fromFile: popupInfo)
        let chosen = try PopupJSON.feature(fromFile: feature)
        let layerDefinition = try layer.map { try PopupJSON.layer(fromFile: $0) }
        let evaluator = try expressions.map { DictionaryExpressionEvaluator(try PopupJSON.expressionValues(fromFile: $0)) }
        let formatter: PopupFormatter
        do {
            formatter = try PopupFormatter(locale: locale, timeZone: timeZone)
        } catch {
            throw CommandFailure(error.description)
        }
        let rendered = PopupRenderer(
            popup: definition, layer: layerDefinition, formatter: formatter, expressions: evaluator
        ).render(chosen)
        switch format {
        case .json:
            write(try PopupJSONOutput.text(rendered))
        case .text:
            write(PopupTextOutput.text(rendered))
            writeDiagnostics(rendered)
        case .html:
            write(PopupHTMLOutput.page(rendered, locale: formatter.locale))
            writeDiagnostics(rendered)
        }
    }

    private func writeDiagnostics(_ rendered: RenderedPopup) {
        for diagnostic in rendered.diagnostics {
            writeError("warning: \(TerminalText.visible(diagnostic.description))\n")
        }
    }
}

/// The `--format` of `l10n-check popup`.
enum PopupOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, html
}
