import CodeKeys
import Foundation
import L10nRules
import Lproj
import Testing
@testable import Translation

/// `extract` on a String Catalog: new keys as Xcode adds them, unused code keys marked stale, nothing else changed.
struct ExtractCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "aBc-12-xyz.text" : {
              "comment" : "Class = \\"UILabel\\"; text = \\"Nearby places\\"; ObjectID = \\"aBc-12-xyz\\";",
              "extractionState" : "extracted_with_value"
            },
            "Gone" : {
              "extractionState" : "stale"
            },
            "Kept" : {
              "extractionState" : "manual"
            },
            "Old" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Alt"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        targetRuntime="iOS.CocoaTouch"><scenes><scene sceneID="tne-QT-ifu"><objects>
        <label opaque="NO" text="Nearby places" id="aBc-12-xyz"/></objects></scene></scenes></document>

        """

    private static func call(_ key: String, comment: String? = nil, value: String? = nil) -> LocalizationCall {
        LocalizationCall(
            function: "NSLocalizedString", key: .literal(key), table: "Main", comment: comment, value: value,
            location: SourceLocation(file: "App.swift", line: 1, column: 1), language: .swift)
    }

    private static func plan(_ calls: [LocalizationCall], bundle: String) throws -> ExtractPlan {
        let context = try CheckContext(bundle: try BundleReader.read(path: bundle))
        let keys = calls.compactMap { call in call.key.literal.map { ExtractKey(key: $0, comment: call.comment, value: call.value) } }
        return Extract.plan(context: context, keys: ["Main": keys], usage: CodeUsage(calls: calls))
    }

    @Test func addsNewKeysAndMarksOnlyUnusedCodeKeysStale() throws {
        let bundle = try TestBundles.make(text: [
            "mul.lproj/Main.xcstrings": Self.catalog, "Base.lproj/Main.storyboard": Self.storyboard,
        ])
        let calls = [Self.call("New", comment: "A new key"), Self.call("Valued", value: "Valued text"), Self.call("Gone")]
        let plan = try Self.plan(calls, bundle: bundle)
        let write = try #require(plan.writes.first)
        #expect(plan.writes.count == 1)
        #expect(plan.added[write.path] == ["New", "Valued"])
        #expect(plan.markedStale[write.path] == ["Old"])
        let text = String(decoding: write.bytes, as: UTF8.self)
        #expect(text.contains("""
                "New" : {
                  "comment" : "A new key"
                },
                "Old" : {
                  "extractionState" : "stale",
            """))
        #expect(text.contains("""
                "Valued" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Valued text"
                      }
                    }
                  }
                }
            """))
        #expect(text.contains("\"Gone\" : {\n\n    },"))
        #expect(text.contains("\"Kept\" : {\n      \"extractionState\" : \"manual\""))
        #expect(text.contains("\"aBc-12-xyz.text\" : {\n      \"comment\""))
        #expect(text.contains("\"value\" : \"Alt\""))
    }

    @Test func aCatalogInStepWithTheCodeIsNotWritten() throws {
        let bundle = try TestBundles.make(text: [
            "mul.lproj/Main.xcstrings": Self.catalog, "Base.lproj/Main.storyboard": Self.storyboard,
        ])
        let calls = [Self.call("Old"), Self.call("New")]
        let write = try #require(try Self.plan(calls, bundle: bundle).writes.first)
        try Data(write.bytes).write(to: URL(fileURLWithPath: write.path))
        #expect(try Self.plan(calls, bundle: bundle).writes.isEmpty)
    }
}
