import Foundation
import Lproj
import Testing
@testable import l10n_check

/// The bundle read while the command line is parsed: taken only by a check of the same path under the default limit,
/// and the same as reading it then.
struct BundlePrefetchTests {
    static func bundle() throws -> String {
        try CommandRunner.makeBundle([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"%@ B\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"Ah\";\n",
        ])
    }

    @Test func aCheckOfTheFirstArgumentTakesTheSameBundleAsAFreshRead() throws {
        let path = try Self.bundle()
        BundlePrefetch.start(arguments: ["l10n-check", path, "--format", "json"], isCommandName: { $0 == "check" })
        #expect(BundlePrefetch.take(path: path + "/", maximumInputSize: BundleReader.defaultMaximumInputSize) == nil)
        #expect(BundlePrefetch.take(path: path, maximumInputSize: 1_000) == nil)
        let taken = try #require(BundlePrefetch.take(path: path, maximumInputSize: BundleReader.defaultMaximumInputSize))
        let fresh = try BundleReader.read(path: path)
        let prefetched = try taken.get()
        #expect(prefetched.folders.map(\.name) == fresh.folders.map(\.name))
        #expect(prefetched.folders.map { $0.tables["Localizable"]?.strings?.table } == fresh.folders.map {
            $0.tables["Localizable"]?.strings?.table
        })
        // Handed out once.
        #expect(BundlePrefetch.take(path: path, maximumInputSize: BundleReader.defaultMaximumInputSize) == nil)
    }

    @Test(arguments: [
        ["check", "{}"], ["{}", "--max-input-size", "10"], ["{}", "--help"], ["--strict", "{}"], ["{}/en.lproj"],
    ])
    func noReadStartsForAnotherCommandOrLimitOrForWhatIsNoBundle(arguments: [String]) throws {
        let path = try Self.bundle()
        let resolved = arguments.map { $0.replacingOccurrences(of: "{}", with: path) }
        BundlePrefetch.start(arguments: ["l10n-check"] + resolved, isCommandName: { $0 == "check" })
        for candidate in [path, path + "/en.lproj"] {
            #expect(BundlePrefetch.take(path: candidate, maximumInputSize: BundleReader.defaultMaximumInputSize) == nil)
        }
    }

    @Test func aBundleNamedAsACommandIsTheCommand() throws {
        let path = try Self.bundle()
        BundlePrefetch.start(arguments: ["l10n-check", path], isCommandName: { [path] in $0 == "check" || $0 == path })
        for candidate in [path, path + "/en.lproj"] {
            #expect(BundlePrefetch.take(path: candidate, maximumInputSize: BundleReader.defaultMaximumInputSize) == nil)
        }
    }
}
