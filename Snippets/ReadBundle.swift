// Reads a localization bundle: its languages and tables, each entry with its place in the file, and the problems
// the reader found. Give a bundle's path as the argument; without one, it reads the package's own
// `Resources/PopupStrings.bundle`.
import Lproj

// snippet.hide
import Foundation

/// The package's own bundle, found from this file's place in the package.
let packageBundle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/PopupStrings.bundle").path
// snippet.show

// snippet.read
let path = CommandLine.arguments.dropFirst().first ?? packageBundle
let bundle: LocalizationBundle
do {
    bundle = try BundleReader.read(path: path)
} catch {
    // A path that does not exist, is a file, or holds no `.lproj` folder.
    print("error: \(error)")
    exit(2)
}
print("\(bundle.name): base \(bundle.developmentRegion ?? "unknown"), \(bundle.folders.count) language folders")
// snippet.end

// snippet.tables
for folder in bundle.folders.prefix(3) {
    for (name, table) in folder.tables {
        let entries = table.strings?.entries.count ?? 0
        print("  \(folder.directory) \(name): \(entries) entries, \(table.keys.count) keys")
    }
}
// snippet.end

// snippet.entries
if let english = bundle.folder(named: bundle.developmentRegion ?? "en"),
   let strings = english.tables["Localizable"]?.strings {
    print("\(strings.path): \(strings.format), \(strings.encoding.map { "\($0)" } ?? "binary")")
    for entry in strings.entries.prefix(2) {
        // `location` is where the key starts: file, 1-based line and column.
        print("  \(entry.location.map { "\($0)" } ?? strings.path): \(entry.key) = \(entry.value)")
        if let comment = entry.comment { print("    /* \(comment) */") }
    }
}
// snippet.end

// snippet.problems
var problems = 0
for folder in bundle.folders {
    for table in folder.tables.values {
        for issue in (table.strings?.issues ?? []) + (table.stringsdict?.issues ?? []) {
            print(issue)  // file:line:column: error: message
            problems += 1
        }
    }
}
for file in bundle.unreadableFiles {
    print("\(file.path): \(file.error)")
    problems += 1
}
print("\(problems) problems")
// snippet.end

// snippet.file
// One file, from bytes: the last entry lacks its `;`.
let broken = StringsFileReader.read(
    bytes: Array("\"Close\" = \"Schließen\";\n\"Edit\" = \"Bearbeiten\"\n\"Done\" = \"Fertig\";\n".utf8),
    path: "de.lproj/Localizable.strings")
print("\(broken.entries.count) entries, \(broken.runtimeTable.count) as Apple's runtime reads the file")
for issue in broken.issues {
    print(issue)
    print("  rule \(issue.ruleID), \(issue.severity), at run time: \(issue.consequence)")
}
// snippet.end
