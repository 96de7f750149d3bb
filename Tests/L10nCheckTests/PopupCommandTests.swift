import Foundation
import Testing

/// `l10n-check popup`: a popup rendered for a locale and time zone, and the errors that exit with status 2.
struct PopupCommandTests {
    static let popup = "Examples/popup-info.json"
    static let feature = "Examples/feature.json"

    @Test func rendersTextForALocale() throws {
        let result = try CommandRunner.run([
            "popup", "--popup-info", Self.popup, "--feature", Self.feature, "--locale", "de-CH",
            "--time-zone", "Europe/Zurich",
        ])
        #expect(result.status == 0, "\(result.errorOutput)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Reservoir Nord")
        #expect(lines.contains("Capacity (m³): 1’234’567.9"))
        #expect(lines.contains("Status: In service"))
        #expect(!result.output.contains("Global ID"))
    }

    @Test func rendersJSON() throws {
        let result = try CommandRunner.run([
            "popup", "--popup-info", Self.popup, "--feature", Self.feature, "--locale", "ar", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Reservoir Nord")
        let fields = try #require(object["fields"] as? [[String: String]])
        #expect(fields.map { $0["fieldName"] } == ["NAME", "CAPACITY_M3", "LAST_INSPECTION", "OPENED", "STATUS", "OPEN_ISSUES"])
        #expect(fields[1]["value"] == "١٬٢٣٤٬٥٦٧٫٩")
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

    @Test func badJSONAndUnknownDateFormatExitTwo() throws {
        let folder = NSTemporaryDirectory() + "l10n-check-popup-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"title": "x", "fieldInfos": [{"fieldName": "D", "format": {"dateFormat": "shortDateShortTime12"}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/bad-format.json"))
        try Data(#"{"title": "x", "#.utf8).write(to: URL(fileURLWithPath: folder + "/broken.json"))
        let unknown = try CommandRunner.run(["popup", "--popup-info", folder + "/bad-format.json", "--feature", Self.feature])
        #expect(unknown.status == 2)
        #expect(unknown.errorOutput.contains("at fieldInfos[0].format.dateFormat: unknown dateFormat \"shortDateShortTime12\""),
                "\(unknown.errorOutput)")
        let broken = try CommandRunner.run(["popup", "--popup-info", folder + "/broken.json", "--feature", Self.feature])
        #expect(broken.status == 2)
        #expect(broken.errorOutput.contains("broken.json: ") && broken.errorOutput.contains("not valid JSON"), "\(broken.errorOutput)")
    }

    /// The errors of a `popupInfo` member (as a layer or web map holds it, like the example) are reported with
    /// their place inside it; the file is not taken for an empty popup.
    @Test func wrappedPopupInfoIsReadAndItsErrorsReported() throws {
        let folder = NSTemporaryDirectory() + "l10n-check-popup-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"popupInfo": {"title": "{NAME}", "fieldInfos": [{"fieldName": 7}]}}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/bad.json"))
        let bad = try CommandRunner.run(["popup", "--popup-info", folder + "/bad.json", "--feature", Self.feature])
        #expect(bad.status == 2)
        #expect(bad.output.isEmpty)
        #expect(bad.errorOutput.contains("at popupInfo.fieldInfos[0].fieldName: expected String"), "\(bad.errorOutput)")
    }
}
