@testable import PopupFormatting
import Testing

/// Classic XSS filter-evasion inputs (OWASP cheat-sheet style).
let injectionVectors: [String] = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    #"<IMG SRC="jav&#x09;ascript:alert('XSS');">"#,
    #"<a href="javascript:alert(1)">x</a>"#,
    "<svg/onload=alert(1)>",
    "<body onload=alert(1)>",
    #"<iframe src="https://evil.example/"></iframe>"#,
    #"<div style="background:url(javascript:alert(1))">x</div>"#,
    #"<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>"#,
    "<scr<script>ipt>alert(1)</script>",
    #""><script>alert(1)</script>"#,
    #"<img src="x" onerror="alert(1)""#,
    "<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>",
    "<script\0>alert(1)</script>",
    "<a href=\"java\0script:alert(1)\">x</a>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    #"<a href=" javascript:alert(1)">x</a>"#,
    #"<object data="javascript:alert(1)"></object>"#,
    #"<meta http-equiv="refresh" content="0;url=javascript:alert(1)">"#,
    "<form action=javascript:alert(1)><button>X</button></form>",
    #"<a href="JaVaScRiPt:alert(1)">x</a>"#,
    #"<a href="vbscript:msgbox(1)">x</a>"#,
    #"<img src="data:image/svg+xml;base64,PHN2Zz4=">"#,
    #"<a href="data:text/html,<script>alert(1)</script>">x</a>"#,
    #"<div style="width: expression(alert(1))">x</div>"#,
    #"<embed src="javascript:alert(1)">"#,
    #"<link rel="stylesheet" href="javascript:alert(1)">"#,
    "<style>@import 'javascript:alert(1)';</style>",
    #"<video poster="javascript:alert(1)" src="clip.mp4"></video>"#,
    #"<a href="jav&#x0A;ascript:alert(1)">x</a>"#,
    "<img src=x:alert(1) onerror=eval(src)>",
    #"<div onmouseover="alert(1)">hover</div>"#,
    #"<a href="&#x6A;avascript&colon;alert(1)">x</a>"#,
    #"<IMG """><SCRIPT>alert("XSS")</SCRIPT>">"#,
    "<svg><script>alert(1)</script></svg>",
    #"<a href="javascript&#58;alert(1)">x</a>"#,
    #"<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>"#,
    #"<base href="javascript:alert(1)//">"#,
    "<template><img src=x onerror=alert(1)></template>",
    #"<noscript><p title="</noscript><img src=x onerror=alert(1)>">"#,
    ##"<a href="#" onclick="alert(1)">x</a>"##,
    #"<table background="javascript:alert(1)"><tr><td>x</td></tr></table>"#,
    "<input onfocus=alert(1) autofocus>",
    "<details open ontoggle=alert(1)>",
    #"<img src="https://example.com/a.png" style="behavior:url(x.htc)">"#,
    #"<span style="x:\65xpression(alert(1))">t</span>"#,
    "<a href=\"\u{1}javascript:alert(1)\">x</a>",
    "<<script>alert(1);//<</script>",
    "<textarea><script>alert(1)</script></textarea>",
    #"<a href="file:///etc/passwd">x</a>"#,
]

@Suite struct InjectionTests {
    @Test func thereAreEnoughVectors() {
        #expect(injectionVectors.count >= 25)
    }

    @Test(arguments: injectionVectors)
    func vectorIsNeutralized(_ vector: String) {
        let result = HTMLSanitizer().sanitize(vector)
        #expect(OutputInspector.problems(in: result.html, strict: true) == [], "output: \(result.html)")
        #expect(!result.removed.isEmpty, "output: \(result.html)")
        #expect(HTMLSanitizer().sanitize(result.html) == SanitizedHTML(html: result.html, removed: []))
    }

    @Test func reportsWhatWasRemoved() {
        let sanitizer = HTMLSanitizer()
        #expect(sanitizer.sanitize("<script>alert(1)</script>ok") == SanitizedHTML(html: "ok", removed: ["<script> element"]))
        #expect(sanitizer.sanitize("<img src=x onerror=alert(1)>")
            == SanitizedHTML(html: #"<img src="x">"#, removed: ["onerror attribute of <img>"]))
        #expect(sanitizer.sanitize(#"<a href="javascript:alert(1)">x</a>"#)
            == SanitizedHTML(html: "<a>x</a>", removed: ["javascript: URL in href of <a>"]))
        #expect(sanitizer.sanitize(#"<IMG SRC="jav&#x09;ascript:alert('XSS');">"#)
            == SanitizedHTML(html: "<img>", removed: ["javascript: URL in src of <img>"]))
        #expect(sanitizer.sanitize("<body onload=alert(1)><p>Hi</p></body>")
            == SanitizedHTML(html: "<p>Hi</p>", removed: ["<body> tag"]))
        #expect(sanitizer.sanitize(#"<img src="x" onerror="alert(1)""#)
            == SanitizedHTML(html: "", removed: ["unterminated <img> tag"]))
        #expect(sanitizer.sanitize(#"<span style="color:red; background:url(x.png)">t</span>"#)
            == SanitizedHTML(html: #"<span style="color:red">t</span>"#, removed: ["background declaration in style of <span>"]))
    }

    @Test func dropsContentOfDangerousContainersUpToTheirEnd() {
        let sanitizer = HTMLSanitizer()
        #expect(sanitizer.sanitize("a<form><b>in</b></form>b").html == "ab")
        #expect(sanitizer.sanitize("a<svg><svg></svg><p>in</p></svg>b").html == "ab")
        #expect(sanitizer.sanitize("a<svg/>b").html == "ab")
        #expect(sanitizer.sanitize("a<select><option>1</option></select>b").html == "ab")
        #expect(sanitizer.sanitize("a<script>if (a<b) x()</script>b").html == "ab")
        #expect(sanitizer.sanitize("a<object>never closed <b>x</b>").html == "a")
        #expect(sanitizer.sanitize(#"a<meta charset="utf-8">b"#).html == "ab")
    }

    @Test func keepsTextOfUnknownElements() {
        let result = HTMLSanitizer().sanitize("<custom-tag data-x=1>kept <b>bold</b></custom-tag>")
        #expect(result.html == "kept <b>bold</b>")
        #expect(result.removed == ["<custom-tag> tag"])
    }
}

@Suite struct LinkHardeningTests {
    @Test func blankTargetsGetNoopenerWithoutDuplicates() {
        let sanitizer = HTMLSanitizer()
        #expect(sanitizer.sanitize(#"<a target="_BLANK" rel="NoOpener">x</a>"#).html
            == #"<a target="_BLANK" rel="NoOpener noreferrer">x</a>"#)
        #expect(sanitizer.sanitize(#"<a target=" _blank " rel="">x</a>"#).html
            == #"<a target=" _blank " rel="noopener noreferrer">x</a>"#)
        #expect(sanitizer.sanitize(#"<a target="_self">x</a>"#).html == #"<a target="_self">x</a>"#)
    }
}
