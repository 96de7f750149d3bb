import Foundation
import PopupFormatting
import Testing

/// `{FIELD}` and `${FIELD}` templates: tokens replaced, every other brace kept, in time linear in the template.
struct TemplateTests {
    static let popup = PopupDefinition(fieldInfos: [])
    static let feature = Feature(attributes: ["NAME": .string("Mont Blanc")])

    private func render(_ template: String) throws -> String {
        PopupRenderer(popup: Self.popup, formatter: try PopupFormatter(locale: "en", timeZone: "UTC"))
            .renderTemplate(template, feature: Self.feature)
    }

    @Test(arguments: [
        ("{NAME}", "Mont Blanc"), ("${name}!", "Mont Blanc!"), ("{{NAME}}", "{Mont Blanc}"), ("{ NAME }", "{ NAME }"),
        ("{}", "{}"), ("{NAME", "{NAME"), ("a{b{NAME}c", "a{bMont Blancc"),
        ("${", "${"), ("$", "$"), ("{MISSING}.", "."),
    ])
    func tokensAndOtherBraces(_ template: String, _ expected: String) throws {
        #expect(try render(template) == expected)
    }

    /// 200,000 opening braces before one closing brace: each brace used to search to the end (minutes of work).
    @Test(.timeLimit(.minutes(1)))
    func manyOpenBracesAreReadOnce() throws {
        let template = String(repeating: "{", count: 200_000) + "NAME}"
        #expect(try render(template) == String(repeating: "{", count: 199_999) + "Mont Blanc")
    }
}
