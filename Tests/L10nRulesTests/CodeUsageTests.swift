import CodeKeys
import Lproj
import Testing
@testable import L10nRules

/// The keys code uses, by table: literals and run-time patterns, tables named or not known.
struct CodeUsageTests {
    private static func call(_ key: KeyText, table: String? = nil, unknownTable: Bool = false) -> LocalizationCall {
        LocalizationCall(
            function: "NSLocalizedString", key: key, table: table, isTableUnknown: unknownTable,
            location: SourceLocation(file: "App.swift", line: 1, column: 1), language: .swift)
    }

    @Test func literalsAndPatternsByTable() {
        let pattern = KeyPattern(segments: [.text("alert."), .wildcard, .text(".title")])
        let usage = CodeUsage(calls: [
            Self.call(.literal("Done")), Self.call(.pattern(pattern), table: "Alerts"),
            Self.call(.pattern(.unknown), table: "Menu"),
        ])
        #expect(usage.lookedUpTables == ["Localizable", "Alerts", "Menu"])
        #expect(usage.uses("Done", table: "Localizable") && !usage.uses("Done", table: "Alerts"))
        #expect(usage.uses("alert.save.title", table: "Alerts") && !usage.uses("alert.save", table: "Alerts"))
        #expect(usage.tables["Menu"]?.unreadableKeyCount == 1 && !usage.uses("anything", table: "Menu"))
        #expect(!usage.hasUnknownTable)
    }

    @Test func keysOfUnknownTablesCountForEveryTable() {
        let usage = CodeUsage(calls: [Self.call(.literal("Quit"), unknownTable: true)])
        #expect(usage.hasUnknownTable && usage.lookedUpTables.isEmpty)
        #expect(usage.uses("Quit", table: "Menu") && usage.uses("Quit", table: "Localizable"))
    }

    @Test func renamingFilesKeepsTheFacts() {
        let usage = CodeUsage(calls: [Self.call(.literal("Done"))]).renamingFiles { "../" + $0 }
        #expect(usage.calls.map(\.location.file) == ["../App.swift"] && usage.uses("Done", table: "Localizable"))
    }
}
