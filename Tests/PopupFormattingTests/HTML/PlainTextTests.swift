@testable import PopupFormatting
import Testing

@Suite struct PlainTextTests {
    @Test func decodesCharacterReferences() {
        #expect(HTMLText.plainText("Caf&eacute; &amp; &lt;Bar&gt; &quot;q&quot; &apos;a&apos; &#169; &#x263A; &#X41;")
            == "Café & <Bar> \"q\" 'a' © ☺ A")
        #expect(HTMLText.plainText("bad: &#0; &#x110000; &#xD800; &#99999999999;") == "bad: \u{FFFD} \u{FFFD} \u{FFFD} \u{FFFD}")
        #expect(HTMLText.plainText("&#128; &#x92;") == "€ ’")
        #expect(HTMLText.plainText("&bogus; & &#; &#x; &copy2024 &ampx") == "&bogus; & &#; &#x; ©2024 &x")
    }

    @Test func lineBreaks() {
        #expect(HTMLText.plainText("Line1<br>Line2<BR/>Line3") == "Line1\nLine2\nLine3")
        #expect(HTMLText.plainText("a<br><br><br><br>b") == "a\n\nb")
    }

    @Test func blocksAndLists() {
        #expect(HTMLText.plainText("<h1>Title</h1><p>First  para.</p><div>Second</div>") == "Title\nFirst para.\nSecond")
        #expect(HTMLText.plainText("<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul><ol><li>Three</ol>") == "One\nTwo\nThree")
        #expect(HTMLText.plainText("<b>bold</b> and <i>italic</i>") == "bold and italic")
    }

    @Test func tables() {
        let html = """
        <table>
          <tr><th>Name</th><th>Value</th></tr>
          <tr><td> A </td><td>1</td></tr>
        </table>after
        """
        #expect(HTMLText.plainText(html) == "Name\tValue\nA\t1\nafter")
    }

    @Test func nonBreakingSpaces() {
        #expect(HTMLText.plainText("a&nbsp;b") == "a b")
        #expect(HTMLText.plainText("<p>x</p><p>&nbsp;</p><p>&nbsp;</p><p>y</p>") == "x\n\ny")
        #expect(HTMLText.plainText("&nbsp;&nbsp;padded&nbsp;") == "padded")
    }

    @Test func whitespaceCollapsesOutsidePre() {
        #expect(HTMLText.plainText("  Hello \n\n\t  world  ") == "Hello world")
        #expect(HTMLText.plainText("<p>x</p><pre>\n  a\n    b</pre><p>y  z</p>") == "x\n  a\n    b\ny z")
    }

    @Test func scriptAndStyleContentNeverAppears() {
        #expect(HTMLText.plainText("<p>Hi</p><script>alert(1)</script><style>p{}</style><p>there</p>") == "Hi\nthere")
        #expect(HTMLText.plainText("<title>T</title>a<!-- c --><svg><text>s</text></svg>b") == "ab")
    }

    @Test func sanitizedTextReadsTheSame() {
        let html = "<div><b>{NAME}</b> &amp; co</div><p>5 &lt; 6</p>"
        #expect(HTMLText.plainText(HTMLSanitizer().sanitize(html).html) == HTMLText.plainText(html))
        #expect(HTMLText.plainText(html) == "{NAME} & co\n5 < 6")
    }
}
