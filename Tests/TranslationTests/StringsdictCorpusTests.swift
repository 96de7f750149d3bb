import Foundation
import ICUKit
import Lproj
import TestSupport
import Testing
@testable import Translation

/// `.stringsdict` export and import on Delta Chat's 47 languages, checked against Python's `plistlib`.
struct StringsdictCorpusTests {
    static var deltaChat: String { TestBundles.corpus("deltachat-ios/deltachat-ios") }
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: deltaChat + "/en.lproj/Localizable.stringsdict")
    }
    static let table = "Localizable.stringsdict"

    /// Every folder but the base's, without `.lproj`.
    static func languages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: deltaChat).filter {
            $0.hasSuffix(".lproj") && $0 != "en.lproj"
                && FileManager.default.fileExists(atPath: "\(deltaChat)/\($0)/\(table)")
        }.map { String($0.dropLast(6)) }.sorted()
    }

    static func bytes(_ language: String, in root: String = deltaChat) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(language).lproj/\(table)")))
    }

    static func document(_ language: String, in root: String = deltaChat) throws -> StringsdictDocument {
        StringsdictDocument(bytes: try bytes(language, in: root), path: "\(language).lproj/\(table)")
    }

    static func categories(_ language: String) throws -> Set<PluralCategory> {
        try PluralRules(locale: language).categories.union([.other])
    }

    static func units(_ language: String, in root: String = deltaChat) throws -> [XLIFFUnit] {
        StringsdictExport.units(
            base: try document("en", in: root), own: try document(language, in: root),
            categories: try categories(language))
    }

    /// The units `plistlib` finds, worked out from the files alone: `[id, source, target or null]` for the format
    /// key of each base entry and for each category of each plural variable (the language's, and those its file has).
    static let pythonUnits = """
        import json, plistlib, sys
        base = plistlib.load(open(sys.argv[1], 'rb'))
        own = plistlib.load(open(sys.argv[2], 'rb'))
        wanted = sys.argv[3].split(',')
        order = ['zero', 'one', 'two', 'few', 'many', 'other']
        units = []
        for key, entry in base.items():
            mine = own.get(key, {})
            if 'NSStringLocalizedFormatKey' in entry:
                units.append(['/%s:dict/NSStringLocalizedFormatKey:dict/:string' % key,
                              entry['NSStringLocalizedFormatKey'], mine.get('NSStringLocalizedFormatKey')])
            for name, variable in entry.items():
                if not isinstance(variable, dict): continue
                forms = mine.get(name, {})
                for category in [c for c in order if c in wanted or c in forms]:
                    units.append(['/%s:dict/%s:dict/%s:dict/:string' % (key, name, category),
                                  variable.get(category) or variable['other'], forms.get(category)])
        print(json.dumps(units))
        """

    @Test(.enabled(if: isAvailable && PythonPlistlib.isAvailable, "needs ../shared/corpora and python3"))
    func exportMatchesWhatPlistlibFinds() throws {
        for language in ["de", "ru", "ja", "cs", "ar", "pt-PT"] {
            let categories = try Self.categories(language).map(\.rawValue).joined(separator: ",")
            let (status, output) = try ExternalCommand.run("/usr/bin/env", [
                "python3", "-c", Self.pythonUnits, "\(Self.deltaChat)/en.lproj/\(Self.table)",
                "\(Self.deltaChat)/\(language).lproj/\(Self.table)", categories,
            ])
            #expect(status == 0, "\(output)")
            let expected = try #require(
                try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[Any]], "\(language)")
            let units = try Self.units(language)
            #expect(units.count == expected.count, "\(language)")
            for (unit, row) in zip(units, expected) {
                #expect(unit.id == row[0] as? String && unit.source == row[1] as? String, "\(language) \(unit.id)")
                #expect(unit.target == row[2] as? String, "\(language) \(unit.id)")
            }
        }
    }

    /// A copy of every language's `.stringsdict` file (and the base's), in a new temporary bundle.
    static func copyOfTables() throws -> String {
        var files: [String: [UInt8]] = ["en.lproj/\(table)": try bytes("en")]
        for language in try languages() { files["\(language).lproj/\(table)"] = try bytes(language) }
        return try TestBundles.make(files)
    }

    /// Imports `units` (written to XLIFF and read back) into `language`'s file of `bundle`, and writes the result.
    @discardableResult
    static func importing(_ units: [XLIFFUnit], into language: String, of bundle: String) throws -> ImportPlan {
        let file = XLIFFFile(
            original: "en.lproj/\(table)", sourceLanguage: "en", targetLanguage: language, units: units)
        let xliff = XLIFFWriter.bytes(of: XLIFFDocument(files: [file]), toolVersion: "1")
        let reread = try XLIFFReader.read(bytes: xliff, path: "\(language).xliff")
        let importer = StringsdictImport(
            bundlePath: bundle, folder: "\(language).lproj", table: "Localizable", base: try document("en", in: bundle),
            language: language, baseName: "en")
        let plan = try importer.plan(reread.files.flatMap(\.units), options: .init())
        for write in plan.writes { try Data(write.bytes).write(to: URL(fileURLWithPath: write.path)) }
        return plan
    }

    @Test(.enabled(if: isAvailable, "needs ../shared/corpora"))
    func anUnchangedExportImportsAsNoWriteInEveryLanguage() throws {
        let bundle = try Self.copyOfTables()
        let languages = try Self.languages()
        #expect(languages.count == 46)
        for language in languages {
            let plan = try Self.importing(try Self.units(language, in: bundle), into: language, of: bundle)
            #expect(plan.writes.isEmpty, "\(language)")
            #expect(plan.skipped.allSatisfy { $0.kind == .notTranslated }, "\(language)")
        }
    }

    /// Each unit translated by a script: `«` and the source, whose specifiers it keeps.
    static func translatedByScript(_ units: [XLIFFUnit]) -> [XLIFFUnit] {
        units.map { XLIFFUnit(id: $0.id, source: $0.source, target: "«" + $0.source, state: .translated) }
    }

    @Test(.enabled(if: isAvailable, "needs ../shared/corpora"))
    func everyTranslationOfEveryLanguageIsReadBackAndOnlyStringsChange() throws {
        let bundle = try Self.copyOfTables()
        for language in try Self.languages() {
            let original = try Self.bytes(language)
            let units = try Self.units(language, in: bundle)
            let plan = try Self.importing(Self.translatedByScript(units), into: language, of: bundle)
            #expect(plan.skipped.isEmpty, "\(language): \(plan.skipped.prefix(2))")
            #expect(plan.applied.count == units.count, "\(language)")
            let reread = try Self.document(language, in: bundle)
            #expect(reread.issues.isEmpty && reread.structureIssues.isEmpty, "\(language)")
            let entries = reread.entriesByKey, base = try Self.document("en").entriesByKey
            for unit in units {
                let path = try #require(StringsdictUnitPath(id: unit.id, in: base))
                #expect(path.value(in: entries) == "«" + unit.source, "\(language) \(unit.id)")
            }
            // Every line but the strings' stays, in order: a diff shows translations and inserted forms alone.
            let edited = String(decoding: try Self.bytes(language, in: bundle), as: UTF8.self).split(separator: "\n")
            var next = edited.startIndex
            let lost = String(decoding: original, as: UTF8.self).split(separator: "\n")
                .filter { !$0.contains("<string>") }.filter { line in
                    guard let found = edited[next...].firstIndex(of: line) else { return true }
                    next = found + 1
                    return false
                }
            #expect(lost.isEmpty, "\(language): \(lost.prefix(3))")
        }
        // The base's file, which nothing imports into, keeps its bytes.
        #expect(try Self.bytes("en", in: bundle) == (try Self.bytes("en")))
    }

    @Test(.enabled(if: isAvailable && PythonPlistlib.isAvailable, "needs ../shared/corpora and python3"))
    func binaryFilesMadeByPlistlibAreTranslatedAsBinary() throws {
        let bundle = try Self.copyOfTables()
        for language in ["ru", "ja", "hr"] {
            let path = "\(bundle)/\(language).lproj/\(Self.table)"
            let tree = try PythonPlistlib.read(try Self.bytes(language))
            let json = String(decoding: try JSONSerialization.data(withJSONObject: tree), as: UTF8.self)
            try Data(try PythonPlistlib.write(json: json, binary: true)).write(to: URL(fileURLWithPath: path))
            let units = try Self.units(language, in: bundle)
            try Self.importing(Self.translatedByScript(units), into: language, of: bundle)
            let written = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(PropertyListFormat.detect(written) == .binary)
            let python = try #require(try PythonPlistlib.read(written) as? [String: [String: Any]])
            for unit in units {
                let names = unit.id.dropFirst().dropLast(StringsdictUnitPath.idSuffix.count)
                    .components(separatedBy: ":dict/")
                let entry = python[names[0]]
                let value = names.count == 2 ? entry?[names[1]] : (entry?[names[1]] as? [String: Any])?[names[2]]
                #expect(value as? String == "«" + unit.source, "\(language) \(unit.id)")
            }
        }
    }
}
