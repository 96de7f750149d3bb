import Foundation
import Testing
@testable import l10n_check
import TestSupport

/// Every example of every command's `--help` runs as written, in the order shown, from a folder holding the files the
/// examples name: a copy of the project's bundle (also as `ArcGIS.bundle`), an app folder with a storyboard, a String
/// Catalog and a resources bundle, the popup examples' JSON and the templates folder.
struct HelpExamplesTests {
    /// The commands with examples, in the order `l10n-check --help` lists them.
    static let commands = L10nCheck.configuration.subcommands.compactMap { $0 as? (any CommandWithExamples.Type) }

    @Test func everyCommandHasExamplesThatFitTheHelpsWidth() throws {
        #expect(Self.commands.count == L10nCheck.configuration.subcommands.count)
        for command in Self.commands {
            let name = command.commandName
            #expect(command.examples.count >= 2, "\(name)")
            let help = try CommandRunner.run([name, "--help"]).output
            for example in command.examples {
                #expect(example.command.hasPrefix("l10n-check \(name == "check" ? "" : name)"), "\(example.command)")
                for line in example.command.split(separator: "\n") {
                    #expect(line.count <= 76, "\(line)")
                    #expect(help.contains("\n  \(line)\n"), "`\(name) --help` does not show \(line) unwrapped")
                }
            }
        }
    }

    /// The commands that write into a bundle (their exit status 1 says a file was not written).
    static let writingCommands: Set<String> = ["sync", "import", "pseudo", "new-language", "extract"]

    @Test func everyExampleRunsAsWritten() throws {
        let folder = try Self.makeExampleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = 0
        let names = Set(Self.commands.map { $0.commandName })
        #expect(Self.writingCommands.isSubset(of: names))
        for command in Self.commands {
            for example in command.examples {
                let (status, errors) = try Self.shell(example.command, in: folder)
                // A command that writes into a bundle exits 1 only when a file was not written: an example never may.
                let allowed: Set<Int32> = Self.writingCommands.contains(command.commandName) ? [0] : [0, 1]
                #expect(allowed.contains(status), "\(example.command): exit status \(status)\n\(errors)")
                #expect(!errors.contains("Error:") && !errors.contains("Usage:"), "\(example.command)\n\(errors)")
                ran += 1
            }
        }
        #expect(ran >= 30)
        // What the examples wrote is there: the reports, the new language, the exports.
        for path in ["report.json", "l10n.sarif", "l10n.html", "l10n-baseline.json", "ArcGIS.bundle/hr.lproj",
                     "hr.xliff", "hr-todo.xliff", "de.po", "Localizations/fr.xcloc", "popup.html", "Main.strings"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// Runs `line` with bash in `folder`, with the built `l10n-check` first on the `PATH`: its status and standard
    /// error.
    static func shell(_ line: String, in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", "-c", line]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CommandRunner.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        process.environment = environment
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    /// A new folder with the files the examples name.
    static func makeExampleFolder() throws -> URL {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: TemporaryFiles.path("l10n-help-examples"))
        let root = CommandRunner.packageRoot
        try manager.createDirectory(at: folder.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        let bundle = root.appendingPathComponent("Resources/PopupStrings.bundle")
        try manager.copyItem(at: bundle, to: folder.appendingPathComponent("Resources/PopupStrings.bundle"))
        try manager.copyItem(at: bundle, to: folder.appendingPathComponent("ArcGIS.bundle"))
        try manager.copyItem(at: root.appendingPathComponent("lproj-templates"), to: folder.appendingPathComponent("lproj-templates"))
        for (from, to) in ["popup-info.json": "popup.json", "feature.json": "feature.json", "layer.json": "layer.json",
                           "expressions.json": "values.json"] {
            try manager.copyItem(at: root.appendingPathComponent("Examples/" + from), to: folder.appendingPathComponent(to))
        }
        for (path, text) in appFiles {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// An app's folder: a source file with a localization call, a storyboard with its base texts, a String Catalog, and a resources bundle whose German
    /// table keeps a key the base no longer has.
    static let appFiles = [
        "App/Sources/AppDelegate.swift": """
            import Foundation

            let title = NSLocalizedString("Nearby places", comment: "The list's title")
            """,
        "App/Base.lproj/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="BYZ-38-t0r">
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <subviews>
                                        <label opaque="NO" text="Nearby places" id="aBc-12-xyz"/>
                                        <button opaque="NO" id="dEf-34-uvw">
                                            <state key="normal" title="Show on map"/>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """,
        "App/Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """,
        "App/Resources/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"Edit\" = \"Edit\";\n",
        "App/Resources/de.lproj/Localizable.strings":
            "\"Done\" = \"Fertig\";\n\"Edit\" = \"Bearbeiten\";\n\"Old\" = \"Alt\";\n",
    ]
}
