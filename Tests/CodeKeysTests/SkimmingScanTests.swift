@testable import CodeKeys
import Foundation
import Testing
import TestSupport

/// The skimming scan (only the tokens around the functions' names lexed) finds what lexing whole files finds.
@Suite struct SkimmingScanTests {
    static let functions = LocalizationFunction.standard + [
        LocalizationFunction(name: "tr", receiver: "L10n"),
        LocalizationFunction(name: "loc", form: .method, key: .label("key")),
        LocalizationFunction.stringLocalized,
    ]

    /// Sources with names in comments, literals, directives, backticks, nested and unclosed calls.
    static let swiftSources = [
        #"let a = NSLocalizedString("a", comment: "c") // NSLocalizedString("b", comment: "")"#,
        #"/* NSLocalizedString("x", comment: "") /* nested */ */ Text("t")"#,
        #"let s = "NSLocalizedString(\"q\", comment: \"\")"; let t = "k".localized"#,
        ##"let r = #"Text("raw")"#; `Text`("bt"); func Text(_ s: String) {}"##,
        #"Text(NSLocalizedString("in", tableName: "T", comment: "")) + L10n.tr("w") + tr("no")"#,
        #"String(localized: "sl", table: "T", comment: "c"); let x: String = String(3)"#,
        "let m = \"\"\"\n    NSLocalizedString(\"m\", comment: \"\")\n    \"\"\"\nText(\"after\")",
        #"view.loc(key: "lk"); NSLocalizedString("unclosed", comment: "#,
        #"NSLocalizedString("a" + "b", comment: ""); NSLocalizedString("\(x).y", comment: "")"#,
    ]

    static let objectiveCSources = [
        #"NSString *a = NSLocalizedString(@"a", @"c"); // NSLocalizedString(@"b", @"")"#,
        "#define X NSLocalizedString(@\"macro\", @\"\")\n#if 0\nNSLocalizedString(@\"off\", @\"\");\n#endif\nNSLocalizedStringFromTable(@\"on\", @\"T\", @\"\");",
        #"[[NSBundle mainBundle] localizedStringForKey:@"k" value:@"v" table:@"T"]; [b localizedStringForKey:@"u" value:nil table:nil"#,
        #"[b localizedStringForKey'"':@"after a character literal" value:nil table:nil];"#,
        #"char c = '"'; NSLocalizedString(@"after" @"joined", nil); /* NSLocalizedString(@"z", nil) */"#,
    ]

    static func expectSame(_ bytes: [UInt8], path: String, language: SourceLanguage) {
        let scanner = SourceScanner(functions: functions)
        let skimmed = scanner.scan(bytes: bytes, path: path, language: language)
        let whole = scanner.scanWholeFile(bytes: bytes, path: path, language: language)
        #expect(skimmed == whole, "\(path)")
    }

    @Test func snippetsScanAlike() {
        for (index, source) in Self.swiftSources.enumerated() {
            Self.expectSame(Array(source.utf8), path: "S\(index).swift", language: .swift)
        }
        for (index, source) in Self.objectiveCSources.enumerated() {
            Self.expectSame(Array(source.utf8), path: "O\(index).m", language: .objectiveC)
        }
    }

    /// Sources made of random pieces that each change how the bytes after them are read (quotes, comments,
    /// directives, line ends, backticks, non-ASCII names), so that the skim's fast loop and the languages' own steps
    /// hand over to each other at every kind of byte.
    @Test func randomSourcesScanAlike() {
        let pieces = [
            "NSLocalizedString", "Text", "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", " ", "  ", "\t", "\n",
            "\r\n", "\"a\"", "@\"b\"", "\"", "#", "#if 0\n", "#endif\n", "#define Z ", "/*", "*/", "//", "'", "'\"'",
            "`", "`Text`", "\"\"\"", "#\"", "\"#", "\\(", "\\", "1.5", "$0", "é", "_x9", "@", "?", "<", "\u{0}", "\u{7F}",
            "tableName", "comment", "nil", "localizedStringForKey", "value", "table",
            String(repeating: "longName", count: 9), String(repeating: " ", count: 70), "é" + String(repeating: "x", count: 63),
            "/ 2", "0x1F", "2.", ".5", "@\"", "// Text(\"c\")\n", "#if DEBUG\n",
            "String", "localized", "\"k\".localized", "Text {", "Text)", "Text?", "Text \\\n(", "Text /**/ (",
            "String =", "\u{B}", "\u{C}",
            // Interpolations, ternaries, type annotations and their bodies, previews and conditions, built keys,
            // whole-table loads, macro bodies, more functions.
            #""\(Text("i"))""#, #""a \("b \(NSLocalizedString("c", comment: ""))")""#, " ? ", #"? "x" : "y""#, "??",
            "LocalizedStringKey", ": LocalizedStringKey = ", "-> LocalizedStringResource {", ": String.LocalizationValue",
            "return ", "switch x {", "case .a:", "case \"p\":", "default:", "if c {", "} else {", ".init(", "get {",
            "#Preview", "#Preview {", "#else\n", "#elseif DEBUG\n", "#if !DEBUG\n", "struct P_Previews: PreviewProvider {",
            "class ", "Preview", "extension X: PreviewProvider {", #"[@"p." stringByAppendingString:x]"#,
            #"String(format: "a.%@", x)"#, "stringWithFormat:", #".path(forResource: "E", ofType: "strings")"#,
            "pathForResource:", "ofType:", #""strings""#, "#define L(k) NSLocalizedString(k, nil)\n", "\\\n",
            "#define T ", "Window", ".searchable(", "prompt:", #"DisplayRepresentation(title: "t", subtitle: "s")"#,
            ".description", "url", "\n    .help(",
        ]
        var random = SeededRandom(seed: 28)
        for index in 0..<1_000 {
            let source = (0..<80).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            Self.expectSame(Array(source.utf8), path: "R\(index).swift", language: .swift)
            Self.expectSame(Array(source.utf8), path: "R\(index).m", language: .objectiveC)
        }
    }

    /// The corpora's sources.
    @Test(.enabled(if: SharedFolder.hasCorpora, SharedFolder.noCorpora)) func corpusSourcesScanAlike() {
        if let corpora = SharedFolder.corpora { Self.expectSameForSources(under: corpora.path) }
    }

    /// The sources under `L10N_CHECK_SCAN_SOURCES`, when set (an app's sources, for a change to the scanner).
    @Test func givenSourcesScanAlike() {
        if let folder = ProcessInfo.processInfo.environment["L10N_CHECK_SCAN_SOURCES"] {
            Self.expectSameForSources(under: folder)
        }
    }

    static func expectSameForSources(under folder: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        for case let file as String in enumerator {
            guard let language = SourceLanguage(path: file),
                  let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            expectSame(Array(data), path: file, language: language)
        }
    }
}
