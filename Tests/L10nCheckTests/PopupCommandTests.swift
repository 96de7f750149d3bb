import Foundation
import Testing
import TestSupport

/// `l10n-check popup`: a popup rendered for a locale and time zone, and the errors that exit with status 2.
struct PopupCommandTests {
    static let popup = "Examples/popup-info.json"
    static let feature = "Examples/feature.json"

    static let layer = "Examples/layer.json"
    static let expressions = "Examples/expressions.json"

    @Test func rendersTextForALocale() throws {
        let result = try CommandRunner.run([
            "popup", "--popup-info", Self.popup, "--feature", Self.feature, "--layer", Self.layer,
            "--expressions", Self.expressions, "--locale", "de-CH", "--time-zone", "Europe/Zurich",
        ])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput.isEmpty)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Reservoir Nord")
        #expect(lines.contains("Inspected 27. Oktober 2024 um 02:30; 3 open issues."))
        #expect(lines.contains("Capacity (m³): 1’234’567.9"))
        #expect(lines.contains("Status: In service"))
        #expect(lines.contains("Opened: 15.6.1987"))
        #expect(lines.contains("Fill level (%): 72"))
        #expect(lines.last == "[attachments: Inspection photos]")
        #expect(!result.output.contains("Global ID"))
    }

    @Test func rendersJSON() throws {
        let result = try CommandRunner.run([
            "popup", "--popup-info", Self.popup, "--feature", Self.feature, "--layer", Self.layer, "--locale", "ar",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Reservoir Nord")
        #expect(object["isRightToLeft"] as? Bool == true)
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.map { $0["type"] as? String } == ["text", "fields", "attachments"])
        let rows = try #require(elements[1]["rows"] as? [[String: String]])
        #expect(rows.map { $0["fieldName"] } == ["NAME", "CAPACITY_M3", "LAST_INSPECTION", "OPENED", "STATUS", "expression/fill"])
        // Latin digits for Arabic, as ArcGIS shows it (ar-u-nu-latn).
        #expect(rows[1]["value"] == "1,234,567.9")
        // No --expressions: the expression's row is empty and says why.
        let diagnostics = try #require(object["diagnostics"] as? [[String: String]])
        #expect(diagnostics.map { $0["path"] } == ["expression/fill"])
        #expect(diagnostics.first?["kind"] == "missing-expression")
    }

    @Test func rendersASelfContainedHTMLPage() throws {
        let folder = TemporaryFiles.path("l10n-check-popup")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"attributes": {"NAME": "<img src=x onerror=alert(1)>", "CAPACITY_M3": 5, "STATUS": 2}}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/feature.json"))
        let result = try CommandRunner.run([
            "popup", "--popup-info", Self.popup, "--feature", folder + "/feature.json", "--layer", Self.layer,
            "--locale", "he", "--format", "html",
        ])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"he\" dir=\"rtl\">"))
        #expect(result.output.contains("<h1>&lt;img src=x onerror=alert(1)&gt;</h1>"))
        #expect(result.output.contains("<tr><th>Status</th><td>Out of service</td></tr>"))
        #expect(!result.output.contains("<img src=x") && !result.output.lowercased().contains("<script"))
        #expect(!result.output.contains("http"), "the page loads nothing from the network")
    }

    @Test(arguments: [
        (["--locale", "xx-Qqqq-ZZ"], "unknown locale"),
        (["--time-zone", "Mars/Olympus"], "unknown time zone \"Mars/Olympus\""),
    ])
    func badLocaleOrZoneExitsTwo(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["popup", "--popup-info", Self.popup, "--feature", Self.feature] + arguments)
        #expect(result.status == 2)
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }

    @Test func anUnknownDateFormatIsAWarningAndBadJSONExitsTwo() throws {
        let folder = TemporaryFiles.path("l10n-check-popup")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"title": "x", "fieldInfos": [{"fieldName": "D", "format": {"dateFormat": "shortDateShortTime12"}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/bad-format.json"))
        try Data(#"{"title": "x", "#.utf8).write(to: URL(fileURLWithPath: folder + "/broken.json"))
        let unknown = try CommandRunner.run(["popup", "--popup-info", folder + "/bad-format.json", "--feature", Self.feature])
        #expect(unknown.status == 0)
        #expect(unknown.output.hasPrefix("x\n"))
        #expect(unknown.errorOutput.contains(
            "warning: fieldInfos[0].format.dateFormat: unknown dateFormat \"shortDateShortTime12\""), "\(unknown.errorOutput)")
        let broken = try CommandRunner.run(["popup", "--popup-info", folder + "/broken.json", "--feature", Self.feature])
        #expect(broken.status == 2)
        #expect(broken.errorOutput.contains("broken.json: ") && broken.errorOutput.contains("not valid JSON"), "\(broken.errorOutput)")
    }

    /// A `popupInfo` member (as a layer or web map holds it) is read, its malformed parts reported with their place
    /// inside it; a file that holds no popup at all exits 2 rather than printing an empty popup.
    @Test func wrappedPopupsAndFilesWithoutAPopup() throws {
        let folder = TemporaryFiles.path("l10n-check-popup")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            "wrapped.json": #"{"popupInfo": {"title": "{NAME}", "fieldInfos": [{"fieldName": 7}]}}"#,
            "webmap.json": #"{"operationalLayers": [{"id": "a"}, {"layers": [{"popupInfo": {"title": "Site {NAME}"}}]}]}"#,
            "none.json": #"{"name": "not a popup"}"#,
        ]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)")) }
        let wrapped = try CommandRunner.run(["popup", "--popup-info", folder + "/wrapped.json", "--feature", Self.feature])
        #expect(wrapped.status == 0)
        #expect(wrapped.output.hasPrefix("Reservoir Nord\n"))
        #expect(wrapped.errorOutput.contains("warning: popupInfo.fieldInfos[0].fieldName: expected a string"), "\(wrapped.errorOutput)")
        let webMap = try CommandRunner.run(["popup", "--popup-info", folder + "/webmap.json", "--feature", Self.feature])
        #expect(webMap.output.hasPrefix("Site Reservoir Nord\n"), "\(webMap.output)\(webMap.errorOutput)")
        let none = try CommandRunner.run(["popup", "--popup-info", folder + "/none.json", "--feature", Self.feature])
        #expect(none.status == 2)
        #expect(none.output.isEmpty)
        #expect(none.errorOutput.contains("none.json: holds no popup"), "\(none.errorOutput)")
    }
}
