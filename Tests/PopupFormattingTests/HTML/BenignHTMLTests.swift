@testable import PopupFormatting
import Testing

/// Author HTML as Map Viewer writes it, paired with the exact expected sanitized output.
let benignCases: [(input: String, expected: String)] = [
    (
        #"<div style="text-align:center;"><b>{NAME}</b></div><p><a href="https://example.com/?id=1&amp;x=2" target="_blank">Open</a></p>"#,
        #"<div style="text-align:center;"><b>{NAME}</b></div><p><a href="https://example.com/?id=1&amp;x=2" target="_blank" rel="noopener noreferrer">Open</a></p>"#
    ),
    (
        #"<table style="width:100%" border="1" cellpadding="2"><tbody><tr><th colspan="2">Details</th></tr><tr><td valign="top">Type</td><td rowspan="1">Park</td></tr></tbody></table>"#,
        #"<table style="width:100%" border="1" cellpadding="2"><tbody><tr><th colspan="2">Details</th></tr><tr><td valign="top">Type</td><td rowspan="1">Park</td></tr></tbody></table>"#
    ),
    (
        ##"<font color="#ff0000" size="3" face="Arial">Warning</font>"##,
        ##"<font color="#ff0000" size="3" face="Arial">Warning</font>"##
    ),
    (
        #"<img src="https://example.com/photos/1.png" alt="" width="200">"#,
        #"<img src="https://example.com/photos/1.png" alt="" width="200">"#
    ),
    (#"<img src="/images/a.png" alt="A"/>"#, #"<img src="/images/a.png" alt="A">"#),
    (#"<P ALIGN=center>Hello<BR/>World</P>"#, #"<p align="center">Hello<br>World</p>"#),
    ("<ul><li>One<li>Two</ul>", "<ul><li>One</li><li>Two</li></ul>"),
    ("<p>One<p>Two", "<p>One</p><p>Two</p>"),
    ("<table><tr><td>a<td>b<tr><td>c</table>", "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>"),
    ("<p>5 < 6 & 7 > 3</p>", "<p>5 &lt; 6 &amp; 7 &gt; 3</p>"),
    ("<p>Bob's &quot;place&quot;&nbsp;here</p>", "<p>Bob's \"place\"&nbsp;here</p>"),
    (#"<a href='mailto:gis@example.com'>Mail</a>"#, #"<a href="mailto:gis@example.com">Mail</a>"#),
    (#"<a href="tel:+1-555-0100">Call</a>"#, #"<a href="tel:+1-555-0100">Call</a>"#),
    (##"<a href="details.html?id=3">More</a> <a href="#top">Top</a>"##, ##"<a href="details.html?id=3">More</a> <a href="#top">Top</a>"##),
    (#"<a href="https://x.test" target="_blank" rel="nofollow">x</a>"#, #"<a href="https://x.test" target="_blank" rel="nofollow noopener noreferrer">x</a>"#),
    ("<div><b>bold<i>both</div>after</i>", "<div><b>bold<i>both</i></b></div>after"),
    ("<!-- note --><p>x</p><!DOCTYPE html><?xml version=\"1.0\"?>", "<p>x</p>"),
    ("<span>a</span></span></p>", "<span>a</span>"),
    (#"<video src="https://example.com/v.mp4" controls width="320"></video>"#, #"<video src="https://example.com/v.mp4" controls="" width="320"></video>"#),
    (#"<ol start="3" type="i"><li value="5">x</li></ol>"#, #"<ol start="3" type="i"><li value="5">x</li></ol>"#),
    ("Line 1<br>Line 2<hr>", "Line 1<br>Line 2<hr>"),
    ("&copy; 2024 &#169; &#x263A; caf&eacute;", "© 2024 © ☺ café"),
]

@Suite struct BenignHTMLTests {
    @Test(arguments: benignCases.indices)
    func passesThroughCanonicalized(_ index: Int) {
        let (input, expected) = benignCases[index]
        let result = HTMLSanitizer().sanitize(input)
        #expect(result.html == expected)
        #expect(result.removed == [])
    }

    @Test(arguments: benignCases.indices)
    func expectedOutputIsAFixedPoint(_ index: Int) {
        let expected = benignCases[index].expected
        #expect(HTMLSanitizer().sanitize(expected) == SanitizedHTML(html: expected, removed: []))
    }
}
