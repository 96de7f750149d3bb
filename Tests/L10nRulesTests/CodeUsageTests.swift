import CodeKeys
import Lproj
import Testing
import TestSupport
@testable import L10nRules

/// The keys code uses, by table: literals and run-time patterns, tables named or not known.
struct CodeUsageTests {
    private static func call(
        _ key: KeyText, table: String? = nil, unknownTable: Bool = false, context: CodeContext = .app,
        kind: LocalizationCall.Kind = .lookup, interpolated: Bool = false, line: Int = 1
    ) -> LocalizationCall {
        var call = LocalizationCall(
            function: "NSLocalizedString", key: key, table: table, isTableUnknown: unknownTable,
            location: SourceLocation(file: "App.swift", line: line, column: 1), language: .swift)
        call.context = context
        call.kind = kind
        call.hasInterpolatedSpecifiers = interpolated
        return call
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

    @Test func codeAUserNeverRunsGivesNoCreditButIsAUseAnywhere() {
        let usage = CodeUsage(calls: [
            Self.call(.literal("Preview"), context: .preview), Self.call(.literal("Debug"), context: .debug),
            Self.call(.literal("Test"), context: .test), Self.call(.literal("App")),
        ])
        for key in ["Preview", "Debug", "Test"] {
            #expect(!usage.uses(key, table: "Localizable") && usage.usesAnywhere(key, table: "Localizable"))
        }
        #expect(usage.uses("App", table: "Localizable") && usage.usesAnywhere("App", table: "Localizable"))
        #expect(usage.callsToJudge.map(\.key) == [.literal("App")])
        let everything = CodeUsage(calls: usage.calls, notApp: [], skippingWordlessKeys: false)
        #expect(everything.uses("Preview", table: "Localizable") && everything.callsToJudge.count == 4)
    }

    @Test func aTableReadWholeUsesEveryKey() {
        let usage = CodeUsage(calls: [Self.call(.literal("Errors"), table: "Errors", kind: .wholeTable)])
        #expect(usage.uses("anything.at.all", table: "Errors") && !usage.uses("anything", table: "Localizable"))
        #expect(usage.callsToJudge.isEmpty)
    }

    @Test func aKeyBuiltFromInterpolationsMatchesAnySpecifier() {
        let usage = CodeUsage(calls: [
            Self.call(.literal("%@ items"), interpolated: true), Self.call(.literal("%@ files")),
        ])
        #expect(usage.uses("%lld items", table: "Localizable") && usage.uses("%@ items", table: "Localizable"))
        #expect(usage.uses("%1$d items", table: "Localizable"))
        // A key written with its specifier in the code matches only as written.
        #expect(!usage.uses("%lld files", table: "Localizable") && usage.uses("%@ files", table: "Localizable"))
        #expect(CodeUsage.specifierNeutral("%lld of %.1f%% done") == "%@ of %@%% done")
    }

    @Test func wordlessKeysAreNotJudged() {
        let calls = ["", "→", "%@", "0:00", "👋", "%lld items", "OK"].map { Self.call(.literal($0)) }
        #expect(CodeUsage(calls: calls).callsToJudge.compactMap(\.key.literal) == ["%lld items", "OK"])
        #expect(CodeUsage(calls: calls, skippingWordlessKeys: false).callsToJudge.count == 7)
    }

    @Test func unreadableCallsAreNamedAndJudgedPositionsChooseTheBundlesCalls() {
        let usage = CodeUsage(calls: [
            Self.call(.pattern(.unknown), line: 4), Self.call(.literal("A"), line: 5), Self.call(.literal("B"), line: 6),
        ])
        #expect(usage.tables["Localizable"]?.unreadableCalls.map(\.line) == [4])
        #expect(usage.judging(positions: [2]).callsToJudge.map(\.key) == [.literal("B")])
        let renamed = usage.renamingFiles { "../" + $0 }
        #expect(renamed.tables["Localizable"]?.unreadableCalls.map(\.file) == ["../App.swift"])
    }

    @Test func anASCIIKeyIsMadeNeutralAsScalarByScalar() {
        var random = SeededRandom(seed: 35)
        let pieces = ["%", "%%", "@", "d", "lld", "1$", "2$", ".1f", "#@n@", "*", "-", " ", "a", "items", "l", "%-5.2lf"]
        for _ in 0..<3_000 {
            let count = Int.random(in: 0..<8, using: &random)
            let key = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            #expect(CodeUsage.specifierNeutral(key) == CodeUsage.scalarSpecifierNeutral(key), "\(key)")
        }
        #expect(CodeUsage.specifierNeutral("é %lld") == "é %@")
    }
}
