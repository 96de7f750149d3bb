@testable import PopupFormatting
import Testing

/// Builds deterministic random and mutated inputs for robustness testing.
struct FuzzInputs {
    private static let fragments: [String] = [
        "<", ">", "</", "/>", "<!--", "-->", "--!>", "<!", "<?", "<![CDATA[", "]]>", "&", "&#", "&#x",
        ";", "&amp;", "&lt", "&nbsp;", "&#0;", "&#x110000;", "&copy", "&colon;", "\"", "'", "=", " ",
        "\n", "\t", "\r", "\r\n", "\0", "/", "script", "style", "svg", "math", "img", "a", "p", "div", "li",
        "td", "tr", "table", "pre", "b", "i", "br", "title", "textarea", "select", "form", "noscript",
        "href", "src", "onerror", "target=_blank", "rel", "javascript:", "data:", "https://x.test/",
        "url(", "expression(", ":", "\\", "é", "😀", "\u{A0}", "\u{FFFD}", "x", "1", "<a ", "<img ",
        "</a>", "</p>", "</script>", "<script>", "<p>", "<svg/", " style=\"", "color:red;",
    ]

    private var generator: SeededGenerator
    private let seeds: [[Unicode.Scalar]]

    init(seed: UInt64, corpus: [String]) {
        generator = SeededGenerator(state: seed)
        seeds = corpus.map { Array($0.unicodeScalars) }
    }

    /// The next input: alternately a random concatenation of fragments and a mutated corpus entry.
    mutating func next(_ index: Int) -> String {
        index.isMultiple(of: 2) ? concatenation() : mutation()
    }

    private mutating func concatenation() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...24, using: &generator) {
            text += Self.fragments.randomElement(using: &generator) ?? ""
        }
        return text
    }

    private mutating func mutation() -> String {
        var scalars = seeds.randomElement(using: &generator) ?? []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0...scalars.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                let fragment = Self.fragments.randomElement(using: &generator) ?? ""
                scalars.insert(contentsOf: fragment.unicodeScalars, at: position)
            case 1 where position < scalars.count:
                let end = min(scalars.count, position + Int.random(in: 1...6, using: &generator))
                scalars.removeSubrange(position..<end)
            case 2 where position < scalars.count:
                let value = UInt32.random(in: 0...0x7F, using: &generator)
                scalars[position] = Unicode.Scalar(UInt8(value))
            case 3 where position < scalars.count:
                let end = min(scalars.count, position + Int.random(in: 1...8, using: &generator))
                scalars.insert(contentsOf: scalars[position..<end], at: position)
            default:
                for index in scalars.indices where ("a"..."z").contains(scalars[index]) && Bool.random(using: &generator) {
                    scalars[index] = Unicode.Scalar(UInt8(scalars[index].value - 32))
                }
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}

@Suite(.serialized) struct FuzzTests {
    private static let corpus = injectionVectors + benignCases.map(\.input)

    @Test func twentyThousandRandomInputsAreIdempotentAndFast() {
        let sanitizer = HTMLSanitizer()
        var inputs = FuzzInputs(seed: 0x5EED_1234, corpus: Self.corpus)
        var failures: [String] = []
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<20_000 {
            let input = inputs.next(index)
            let first = sanitizer.sanitize(input)
            let second = sanitizer.sanitize(first.html)
            if second.html != first.html || !second.removed.isEmpty {
                failures.append("\(input.debugDescription) -> \(first.html.debugDescription) -> \(second.html.debugDescription) \(second.removed)")
                if failures.count >= 5 { break }
            }
        }
        let elapsed = clock.now - start
        #expect(failures.isEmpty, "not idempotent:\n\(failures.joined(separator: "\n"))")
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test func randomInputsProduceSafeOutput() {
        let sanitizer = HTMLSanitizer()
        var inputs = FuzzInputs(seed: 0xC0FF_EE00, corpus: Self.corpus)
        var failures: [String] = []
        for index in 0..<5_000 {
            let input = inputs.next(index)
            let output = sanitizer.sanitize(input).html
            _ = HTMLText.plainText(input)
            let problems = OutputInspector.problems(in: output)
            if !problems.isEmpty {
                failures.append("\(input.debugDescription) -> \(output.debugDescription) \(problems)")
                if failures.count >= 5 { break }
            }
        }
        #expect(failures.isEmpty, "unsafe:\n\(failures.joined(separator: "\n"))")
    }

    @Test func pathologicalInputsFinishQuickly() {
        let sanitizer = HTMLSanitizer()
        let inputs = [
            String(repeating: "<", count: 20_000),
            String(repeating: "<!--", count: 5_000),
            String(repeating: "&#x", count: 5_000),
            String(repeating: "&amp", count: 5_000),
            String(repeating: "<div>", count: 3_000),
            String(repeating: "</div>", count: 5_000),
            String(repeating: "<script>", count: 3_000),
            "<a title=\"" + String(repeating: "x", count: 20_000),
            "<style>" + String(repeating: "</styl", count: 3_000),
            String(repeating: "<td><tr><li><p><a>", count: 1_000),
            "<a " + (0..<5_000).map { "x\($0)=1 " }.joined() + ">",
            String(repeating: "<b>", count: 5_000) + String(repeating: "</b>", count: 5_000),
        ]
        let clock = ContinuousClock()
        let start = clock.now
        for input in inputs {
            let result = sanitizer.sanitize(input)
            #expect(sanitizer.sanitize(result.html).html == result.html)
            _ = HTMLText.plainText(input)
        }
        #expect(clock.now - start < .seconds(5))
    }
}
