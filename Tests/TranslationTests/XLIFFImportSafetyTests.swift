import Foundation
import Lproj
import Testing
@testable import Translation

/// What an import must never do: empty a translation by accident, take an unreadable file for a missing one, or
/// follow a language name that is no language ID.
struct XLIFFImportSafetyTests {
    static let bundleFiles = [
        "en.lproj/Localizable.strings": """
            "Edit" = "Edit";
            "Done" = "Done";
            "Note" = "";
            "files.zero" = "";
            "files.one" = "%d file";
            "files.other" = "%d files";

            """,
        "ru.lproj/Localizable.strings": """
            "Edit" = "Изменить";
            "Done" = "";

            """,
    ]

    private static func file(_ units: [XLIFFUnit], language: String = "ru") -> XLIFFDocument {
        XLIFFDocument(files: [XLIFFFile(
            original: "en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: language, units: units)])
    }

    private static func plan(
        _ document: XLIFFDocument, in bundle: String, allowEmpty: Bool = false
    ) throws -> ImportPlan {
        try XLIFFImport.plan(
            [document], bundlePath: bundle, base: nil, options: XLIFFImport.Options(allowEmptyTargets: allowEmpty))
    }

    // MARK: - Empty targets

    @Test(arguments: [nil, XLIFFTargetState.translated, .final])
    func anEmptyTargetDoesNotReplaceATranslation(_ state: XLIFFTargetState?) throws {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let units = [XLIFFUnit(id: "Edit", source: "Edit", target: "", state: state)]
        let plan = try Self.plan(Self.file(units), in: bundle)
        #expect(plan.writes.isEmpty)
        #expect(plan.skipped.map(\.key) == ["Edit"])
        #expect(plan.skipped.first?.kind == .emptyTarget)
        #expect(plan.skipped.first?.reason.contains("does not replace the translation \"Изменить\"") == true)
    }

    @Test func anEmptyTargetReplacesATranslationOnlyWhenAllowed() throws {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let units = [XLIFFUnit(id: "Edit", source: "Edit", target: "", state: .translated)]
        let plan = try Self.plan(Self.file(units), in: bundle, allowEmpty: true)
        #expect(plan.skipped.isEmpty)
        try FileWriter.apply(plan.writes)
        let text = TestBundles.text(bundle + "/ru.lproj/Localizable.strings")
        #expect(text == "\"Edit\" = \"\";\n\"Done\" = \"\";\n")
    }

    @Test func anEmptyTargetWhereTheTranslationIsEmptyOrTheSourceIsEmptyIsHarmless() throws {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let plan = try Self.plan(Self.file([
            XLIFFUnit(id: "Done", source: "Done", target: "", state: .translated),
            XLIFFUnit(id: "Note", source: "", target: "", state: .translated),
        ]), in: bundle)
        #expect(plan.skipped.isEmpty)
        #expect(plan.changedKeys.values.flatMap { $0 } == ["Note"])
    }

    @Test func anEmptyTargetAddsNoTranslationOfANonEmptyText() throws {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let plan = try Self.plan(
            Self.file([XLIFFUnit(id: "files.one", source: "%d file", target: "", state: .translated)]), in: bundle)
        #expect(plan.writes.isEmpty)
        #expect(plan.skipped.map(\.kind) == [.emptyTarget])
    }

    // MARK: - Unreadable files

    @Test func aFolderWhereTheLanguagesFileShouldBeIsNoMissingFile() throws {
        var files = Self.bundleFiles.mapValues { Array($0.utf8) }
        files["ru.lproj/Localizable.strings"] = nil
        files["ru.lproj/Localizable.strings/inside.txt"] = Array("x".utf8)
        files["ru.lproj/Other.strings"] = Array("\"a\" = \"b\";\n".utf8)
        let bundle = try TestBundles.make(files)
        let plan = try Self.plan(
            Self.file([XLIFFUnit(id: "Edit", source: "Edit", target: "Править", state: .translated)]), in: bundle)
        #expect(plan.writes.isEmpty)
        #expect(plan.skipped.map(\.kind) == [.unusableFile])
        #expect(plan.skipped.first?.reason.contains("it is a folder, not a file") == true)
    }

    @Test func aFileOverTheSizeLimitIsNoMissingFile() throws {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let path = bundle + "/ru.lproj/Localizable.strings"
        // A sparse file: its size is over the limit, but it takes no space on disk.
        #expect(truncate(path, off_t(FileBytes.maximumSize + 1)) == 0)
        let plan = try Self.plan(
            Self.file([XLIFFUnit(id: "Edit", source: "Edit", target: "Править", state: .translated)]), in: bundle)
        #expect(plan.writes.isEmpty)
        #expect(plan.skipped.map(\.kind) == [.unusableFile])
        #expect(plan.skipped.first?.reason.contains("too large") == true)
    }

    @Test func aLinkToNothingWhereTheLanguagesFileShouldBeIsNoMissingFile() throws {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let path = bundle + "/ru.lproj/Localizable.strings"
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: bundle + "/nowhere.strings")
        let plan = try Self.plan(
            Self.file([XLIFFUnit(id: "Edit", source: "Edit", target: "Править", state: .translated)]), in: bundle)
        #expect(plan.writes.isEmpty)
        #expect(plan.skipped.map(\.kind) == [.unusableFile])
        #expect(plan.skipped.first?.reason.contains("symbolic link to nothing") == true)
    }

    @Test func syncLeavesAFolderWhereAFileShouldBeAlone() throws {
        var files = Self.bundleFiles.mapValues { Array($0.utf8) }
        files["ru.lproj/Localizable.strings"] = nil
        files["ru.lproj/Localizable.strings/inside.txt"] = Array("x".utf8)
        files["ru.lproj/Other.strings"] = Array("\"a\" = \"b\";\n".utf8)
        let bundle = try TestBundles.make(files)
        let plan = try Sync.plan(bundlePath: bundle, base: nil)
        #expect(plan.writes.isEmpty)
        #expect(plan.skipped.contains { $0.path.hasSuffix("ru.lproj/Localizable.strings") })
    }

    // MARK: - Language names from the file

    @Test(arguments: ["Base", "English", "../ru", "ru/../ru", "ru.lproj", "xx", ""])
    func aTargetLanguageMustBeALanguageID(_ name: String) throws {
        var files = Self.bundleFiles
        files["Base.lproj/Localizable.strings"] = "\"Edit\" = \"Edit\";\n"
        files["English.lproj/Localizable.strings"] = "\"Edit\" = \"Edit\";\n"
        let bundle = try TestBundles.make(text: files)
        let units = [XLIFFUnit(id: "Edit", source: "Edit", target: "Править", state: .translated)]
        let error = #expect(throws: TranslationError.self) {
            try Self.plan(Self.file(units, language: name), in: bundle)
        }
        guard case .invalidLanguage(let reported, _)? = error else {
            Issue.record("not .invalidLanguage: \(String(describing: error))")
            return
        }
        #expect(reported == name)
    }

    @Test func aTargetLanguageReadFromAFileIsRefusedAtItsFileTag() throws {
        let bundle = try TestBundles.make(text: Self.bundleFiles)
        let text = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="en.lproj/Localizable.strings" source-language="en" target-language="../ru"
                    datatype="plaintext"><body/></file>
            </xliff>
            """
        let document = try XLIFFReader.read(bytes: Array(text.utf8), path: "ru.xlf")
        let error = #expect(throws: TranslationError.self) {
            try XLIFFImport.plan([document], bundlePath: bundle, base: nil)
        }
        let expected = "ru.xlf:2:3: the target-language \"../ru\" is no valid language ID"
        #expect(error?.description.hasPrefix(expected) == true, "\(String(describing: error))")
    }

    @Test func aTargetLanguageThatIsALanguageIDFindsItsFolder() throws {
        var files = Self.bundleFiles
        files["pt_BR.lproj/Localizable.strings"] = "\"Edit\" = \"Edit\";\n"
        let bundle = try TestBundles.make(text: files)
        let units = [XLIFFUnit(id: "Edit", source: "Edit", target: "Editar", state: .translated)]
        for name in ["pt-BR", "pt_BR"] {
            let plan = try Self.plan(Self.file(units, language: name), in: bundle)
            #expect(plan.writes.map { ($0.path as NSString).lastPathComponent } == ["Localizable.strings"])
            #expect(plan.writes.first?.path.contains("/pt_BR.lproj/") == true)
        }
    }
}
