@testable import PopupFormatting
import Testing

@Suite struct HTMLEscapingTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(HTMLEscaping.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func leavesOtherTextAlone() {
        #expect(HTMLEscaping.escape("Café {NAME} 😀 &") == "Café {NAME} 😀 &amp;")
        #expect(HTMLEscaping.escape("") == "")
    }

    @Test func escapedMarkupSurvivesSanitizingAsText() {
        let attack = "<img src=x onerror=alert(1)>"
        let escaped = HTMLEscaping.escape(attack)
        let result = HTMLSanitizer().sanitize("<p>\(escaped)</p>")
        #expect(result.html == "<p>&lt;img src=x onerror=alert(1)&gt;</p>")
        #expect(result.removed.isEmpty)
        #expect(OutputInspector.tags(in: result.html) == ["<p>", "</p>"])
        #expect(HTMLText.plainText(result.html) == attack)
    }

    @Test func escapedAttributeValueRoundTrips() {
        let value = #"x" onmouseover="alert(1)"#
        let result = HTMLSanitizer().sanitize(#"<span title="\#(HTMLEscaping.escape(value))">t</span>"#)
        #expect(result.html == #"<span title="x&quot; onmouseover=&quot;alert(1)">t</span>"#)
        #expect(result.removed.isEmpty)
    }
}
