import Foundation
import TestSupport

/// A second reader of XLIFF 2.0, independent of the package: python3's `lxml` parses a document and reports what each
/// unit holds, undoing the writer's documented encodings with its own code.
enum XLIFF2PythonReader {
    /// What the script reports of a document.
    struct Document: Decodable {
        var version: String?
        var srcLang: String?
        var trgLang: String?
        var files: [File]
    }

    /// A `<file>`.
    struct File: Decodable {
        var id: String?
        var original: String?
        var uniqueIDs: Bool
        var units: [Unit]
    }

    /// A `<unit>`, its one segment's attributes and texts (with each `<cp/>` as its character), notes, and the
    /// `type` of the group around it.
    struct Unit: Decodable {
        var token: String
        var isNameToken: Bool
        var id: String
        var name: String?
        var space: String?
        var segments: Int
        var state: String?
        var subState: String?
        var source: String
        var target: String?
        var notes: [String]
        var groupType: String?
    }

    /// Whether python3 and its lxml module are there.
    static let isAvailable = (try? python(["-c", "import lxml.etree"]).status) == 0
    /// Whether python3 and the Translate Toolkit's reader of XLIFF 2.0 are there.
    static let hasTranslateToolkit = (try? python(["-c", "import translate.storage.xliff2"]).status) == 0

    static let script = #"""
        import json, re, sys
        from urllib.parse import unquote_to_bytes
        from lxml import etree

        NS = "{urn:oasis:names:tc:xliff:document:2.0}"
        XML = "{http://www.w3.org/XML/1998/namespace}"

        def unescape(value):
            prefix = "l10n-check-escaped:"
            if value is None or not value.startswith(prefix):
                return value
            return unquote_to_bytes(value[len(prefix):]).decode("utf-8")

        def unit_id(token):
            prefix = "l10n-check-id:"
            if not token.startswith(prefix):
                return token
            return re.sub(r"_([0-9A-F]+)_", lambda match: chr(int(match.group(1), 16)), token[len(prefix):])

        def text(element):
            if element is None:
                return None
            parts = [element.text or ""]
            for child in element:
                if child.tag != NS + "cp":
                    raise ValueError("unexpected element " + child.tag)
                parts.append(chr(int(child.get("hex"), 16)))
                parts.append(child.tail or "")
            return "".join(parts)

        root = etree.parse(sys.argv[1]).getroot()
        if root.tag != NS + "xliff":
            raise ValueError("root " + root.tag)
        files = []
        for file in root.iterfind(NS + "file"):
            units = []
            for unit in file.iter(NS + "unit"):
                segments = unit.findall(NS + "segment")
                segment = segments[0]
                token = unit.get("id")
                units.append({
                    "token": token, "isNameToken": re.fullmatch(r"[A-Za-z0-9._:-]+", token) is not None,
                    "id": unit_id(token), "name": unescape(unit.get("name")), "space": unit.get(XML + "space"),
                    "segments": len(segments), "state": segment.get("state"), "subState": segment.get("subState"),
                    "source": text(segment.find(NS + "source")), "target": text(segment.find(NS + "target")),
                    "notes": [unescape(text(note)) for note in unit.iterfind(NS + "notes/" + NS + "note")],
                    "groupType": unit.getparent().get("type"),
                })
            tokens = [unit["token"] for unit in units]
            files.append({"id": file.get("id"), "original": unescape(file.get("original")),
                          "uniqueIDs": len(set(tokens)) == len(tokens), "units": units})
        with open(sys.argv[2], "w", encoding="utf-8") as output:
            json.dump({"version": root.get("version"), "srcLang": root.get("srcLang"),
                       "trgLang": root.get("trgLang"), "files": files}, output)
        """#

    /// What the script reads in `text`.
    static func read(_ text: String) throws -> Document {
        let folder = TemporaryFiles.path("l10n-check")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/in.xlf", atomically: true, encoding: .utf8)
        let (status, output) = try python(["-c", script, folder + "/in.xlf", folder + "/out.json"])
        guard status == 0 else { throw PythonFailure(output: output) }
        let report = try Data(contentsOf: URL(fileURLWithPath: folder + "/out.json"))
        return try JSONDecoder().decode(Document.self, from: report)
    }

    /// The script's output when it failed.
    struct PythonFailure: Error {
        var output: String
    }

    /// Runs python3 from the `PATH`, with its standard output and error together.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalCommand.run("/usr/bin/env", ["python3"] + arguments)
    }
}
