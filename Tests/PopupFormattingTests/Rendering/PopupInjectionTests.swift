import Testing
@testable import PopupFormatting

/// The classic injection strings fed through every path a value or author markup takes into a rendered popup:
/// attribute values into titles, text, descriptions, field rows, media texts and addresses; author HTML into the
/// description and text elements. No rendered HTML may carry a script, an event handler or a script URL, and no
/// image or link address may have a scheme other than http or https.
struct PopupInjectionTests {
    static let popup = PopupDefinition(
        title: "{VALUE}",
        fieldInfos: [FieldInfo(fieldName: "VALUE", label: "Value")],
        popupElements: [
            .text(TextElement(text: #"<p title="{VALUE}">{VALUE}</p><a href="{VALUE}">link</a><img src="{VALUE}" alt="{VALUE}">"#)),
            .fields(FieldsElement(title: "{VALUE}", fieldInfos: [FieldInfo(fieldName: "VALUE")])),
            .media(MediaElement(title: "{VALUE}", mediaInfos: [
                MediaInfo(type: .image, title: "{VALUE}", caption: "{VALUE}", altText: "{VALUE}",
                          value: MediaValue(sourceURL: "{VALUE}", linkURL: "{VALUE}")),
                MediaInfo(type: .image, value: MediaValue(sourceURL: "https://example.com/{VALUE}.png")),
            ])),
        ])

    @Test(arguments: injectionVectors)
    func attributeValuesNeverBecomeMarkup(_ attack: String) throws {
        let formatter = try PopupFormatter(locale: "en")
        let rendered = formatter.render(Self.popup, feature: Feature(attributes: ["VALUE": .string(attack)]))
        for case .text(let text) in rendered.elements {
            #expect(OutputInspector.problems(in: text.html).isEmpty, "\(text.html)")
            // The value is text: what a reader sees holds the attack string itself (control characters aside,
            // which HTML text replaces).
            if !attack.unicodeScalars.contains(where: { $0.value < 0x20 }) {
                #expect(text.plainText.contains(attack.trimmingSpaces()))
            }
        }
        #expect(rendered.title == attack)
        #expect(rendered.fields.first?.value == attack)
        for case .media(let group) in rendered.elements {
            for item in group.items {
                for address in [item.imageURL, item.linkURL].compactMap({ $0 }) {
                    #expect(URLPolicy.rejection(of: address, allowing: URLPolicy.mediaSchemes) == nil, "\(address)")
                }
            }
        }
    }

    @Test(arguments: injectionVectors)
    func authorMarkupIsSanitizedInDescriptionsAndTextElements(_ attack: String) throws {
        let formatter = try PopupFormatter(locale: "en")
        let feature = Feature(attributes: [:])
        let classic = formatter.render(PopupDefinition(description: attack), feature: feature)
        let mapViewer = formatter.render(PopupDefinition(popupElements: [.text(TextElement(text: attack))]), feature: feature)
        for rendered in [classic, mapViewer] {
            for case .text(let text) in rendered.elements {
                #expect(OutputInspector.problems(in: text.html).isEmpty, "\(text.html)")
            }
            #expect(rendered.diagnostics.contains { $0.kind == .removedMarkup })
        }
    }

    @Test func scriptAddressesOfImagesAreRemovedWithADiagnostic() throws {
        let formatter = try PopupFormatter(locale: "en")
        for address in ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "data:text/html,<script>x</script>", "vbscript:x"] {
            let rendered = formatter.render(Self.popup, feature: Feature(attributes: ["VALUE": .string(address)]))
            guard case .media(let group)? = rendered.elements.last else {
                Issue.record("no media element")
                continue
            }
            #expect(group.items[0].imageURL == nil && group.items[0].linkURL == nil)
            // Inside a longer address the value is percent-encoded and cannot change its scheme.
            #expect(group.items[1].imageURL?.hasPrefix("https://example.com/") == true)
            #expect(rendered.diagnostics.contains { $0.kind == .removedMarkup && $0.path.hasSuffix("sourceURL") })
        }
    }
}
