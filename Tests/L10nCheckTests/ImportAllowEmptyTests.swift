import Foundation
import Testing
import TestSupport

/// `import --allow-empty`: without it, an empty target leaves the translation alone.
struct ImportAllowEmptyTests {
    @Test func anEmptyTargetEmptiesATranslationOnlyWithTheFlag() throws {
        let root = TemporaryFiles.path("l10n-allow-empty")
        let bundle = root + "/Test.bundle"
        let manager = FileManager.default
        for language in ["en", "ru"] {
            try manager.createDirectory(atPath: "\(bundle)/\(language).lproj", withIntermediateDirectories: true)
        }
        try "\"Edit\" = \"Edit\";\n".write(
            toFile: bundle + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let table = bundle + "/ru.lproj/Localizable.strings"
        try "\"Edit\" = \"Изменить\";\n".write(toFile: table, atomically: true, encoding: .utf8)
        let xliff = root + "/ru.xlf"
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="ru" datatype="plaintext">
                <body><trans-unit id="Edit"><source>Edit</source><target state="translated"></target></trans-unit></body>
              </file>
            </xliff>

            """.write(toFile: xliff, atomically: true, encoding: .utf8)

        _ = try CommandRunner.run(["import", bundle, xliff])
        #expect(try String(contentsOfFile: table, encoding: .utf8) == "\"Edit\" = \"Изменить\";\n")
        let allowed = try CommandRunner.run(["import", bundle, xliff, "--allow-empty"])
        #expect(allowed.status == 0, "\(allowed.errorOutput)")
        #expect(try String(contentsOfFile: table, encoding: .utf8) == "\"Edit\" = \"\";\n")
    }
}
