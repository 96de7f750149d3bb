import Foundation
import Testing
import TestSupport

/// `l10n-check parse FILE.swift|FILE.m`: the localization calls of a source file, as text and as JSON.
struct ParsedSourceTests {
    /// Writes `text` as `name` in a new temporary folder and returns its path.
    static func file(_ name: String, _ text: String) throws -> String {
        try TemporaryFiles.folder("l10n-parse-source", text: [name: text]) + "/" + name
    }

    @Test func swiftCallsAreListedWithKeyTableValueAndComment() throws {
        let path = try Self.file("Alerts.swift", """
            // NSLocalizedString("commented out", comment: "")
            let title = NSLocalizedString("Enable Todo Mode", tableName: "Main", value: "Todo", comment: "Menu item")
            let message = NSLocalizedString("alert.\\(kind).title", comment: "")

            """)
        let result = try CommandRunner.run(["parse", path])
        #expect(result.status == 0)
        #expect(result.output == """
            \(path):2:31: "Enable Todo Mode" [Main] = "Todo" // Menu item
            \(path):3:33: alert.*.title (built at run time)

            """)
        let json = try CommandRunner.run(["parse", path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "swift")
        let calls = try #require(object["calls"] as? [[String: Any]])
        #expect(calls.map { $0["key"] as? String } == ["Enable Todo Mode", nil])
        #expect(calls.map { $0["pattern"] as? String } == [nil, "alert.*.title"])
        #expect(calls.map { $0["table"] as? String } == ["Main", nil])
        #expect(calls.map { $0["line"] as? Int } == [2, 3])
    }

    @Test func objectiveCCallsAndAProblemAtItsPlace() throws {
        let path = try Self.file("Prefs.m", """
            NSString *a = NSLocalizedStringFromTable(@"Default " @"shortcut", @"Main", @"Button");
            NSString *b = @"unterminated

            """)
        let result = try CommandRunner.run(["parse", path])
        #expect(result.output.hasPrefix("\(path):1:42: \"Default shortcut\" [Main] // Button\n"))
        #expect(result.output.contains("\(path):2:16: warning: string literal without its closing quote [syntax-error]"))
    }

    @Test func contextsAndWholeTableLoadsAreShown() throws {
        let path = try Self.file("Views.swift", """
            Text("Done")
            let errors = Bundle.main.path(forResource: "Errors", ofType: "strings")
            #if DEBUG
            Text("Debug menu")
            #endif
            #Preview { Text("Preview title") }

            """)
        let result = try CommandRunner.run(["parse", path])
        #expect(result.status == 0)
        #expect(result.output == """
            \(path):1:6: "Done"
            \(path):2:44: "Errors" (whole table)
            \(path):4:6: [debug] "Debug menu"
            \(path):6:17: [preview] "Preview title"

            """)
        let json = try CommandRunner.run(["parse", path, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let calls = try #require(object["calls"] as? [[String: Any]])
        #expect(calls.map { $0["kind"] as? String } == ["lookup", "whole-table", "lookup", "lookup"])
        #expect(calls.map { $0["context"] as? String } == ["app", "app", "debug", "preview"])
        #expect(calls.map { $0["table"] as? String } == [nil, "Errors", nil, nil])
    }
}
