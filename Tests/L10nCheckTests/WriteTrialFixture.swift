import Foundation
import TestSupport

/// The bundle, templates and XLIFF files the write-safety trials run on: a base with three tables, six languages
/// each lacking some keys (and some a whole table), and for each language an XLIFF file that translates keys.
enum WriteTrialFixture {
    static let languages = ["fr", "de", "es", "it", "nl", "sv"]
    static let tables = ["Localizable": 40, "Popup": 20, "InfoPlist": 6]

    /// A new folder with `Trial.bundle`, `templates/` and `<language>.xlf` files; returns the folder.
    static func make() throws -> String {
        let folder = TemporaryFiles.path("l10n-check-trial")
        var files: [String: String] = [:]
        for (table, count) in tables {
            let keys = (0..<count).map { "\(table.lowercased())_key_\($0)" }
            files["Trial.bundle/en.lproj/\(table).strings"] = strings(keys.map { ($0, "English \($0)") })
            files["templates/\(table).strings"] = strings(keys.map { ($0, "English \($0)") })
            for (index, language) in languages.enumerated() {
                if table == "Popup" && index % 3 == 0 { continue }  // sync creates the file
                let kept = keys.enumerated().filter { ($0.offset + index) % 3 != 0 }.map(\.element)
                files["Trial.bundle/\(language).lproj/\(table).strings"] = strings(kept.map { ($0, "\(language) \($0)") })
            }
        }
        for (index, language) in languages.enumerated() {
            var bodies: [String] = []
            for (table, count) in tables.sorted(by: { $0.key < $1.key }) {
                if table == "Popup" && index % 3 == 0 { continue }
                let keys = (0..<count).map { "\(table.lowercased())_key_\($0)" }.filter { $0.hasSuffix("1") }
                bodies.append(file(table: table, language: language, units: keys.map {
                    ($0, "English \($0)", "\(language) translated \($0)")
                }))
            }
            files["\(language).xlf"] = xliff(bodies)
        }
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    private static func strings(_ entries: [(String, String)]) -> String {
        entries.map { "/* \($0.0) */\n\"\($0.0)\" = \"\($0.1)\";\n" }.joined(separator: "\n")
    }

    private static func file(table: String, language: String, units: [(String, String, String)]) -> String {
        let body = units.map { unit in
            """
                  <trans-unit id="\(unit.0)" xml:space="preserve">
                    <source>\(unit.1)</source>
                    <target state="translated">\(unit.2)</target>
                  </trans-unit>
            """
        }.joined(separator: "\n")
        return """
              <file original="en.lproj/\(table).strings" source-language="en" target-language="\(language)" \
            datatype="plaintext">
                <body>
            \(body)
                </body>
              </file>
            """
    }

    private static func xliff(_ files: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        \(files.joined(separator: "\n"))
        </xliff>

        """
    }

    /// Every regular file under `root` by path relative to it, with its bytes; links are not followed.
    static func files(under root: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let paths = FileManager.default.subpaths(atPath: root) else { return result }
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue,
                  let data = FileManager.default.contents(atPath: root + "/" + path)
            else { continue }
            result[path] = [UInt8](data)
        }
        return result
    }

    /// A copy of `source` at a new path beside it.
    static func copy(_ source: String, as name: String) throws -> String {
        let target = (source as NSString).deletingLastPathComponent + "/" + name
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: source, toPath: target)
        return target
    }
}
