import Foundation
import Lproj

/// The text report's lines for findings, one line per cause: a key missing from several languages is one line
/// (`missing key "Done" in 29 languages: ar, bg, ...`), so is a key several languages have and the base does not
/// (a translation of an object removed from a storyboard, in every language), and one encoding finding repeated over
/// several files of one folder is one line; every other finding keeps its own line. A group's line stands where its first finding stood
/// and names that finding's place, so an editor still opens a file the cause concerns. JSON, SARIF and JUnit keep one
/// finding per language and file.
enum FindingGroups {
    /// How many findings make a group; fewer stay separate lines.
    static let minimumSize = 3

    /// The compiler-style lines of `diagnostics` under `root`, grouped by cause.
    static func lines(_ diagnostics: [Diagnostic], root: String, baseLanguage: String) -> [String] {
        lineFindings(diagnostics, baseLanguage: baseLanguage).map { line in
            var diagnostic = diagnostics[line.index]
            if let message = line.message { diagnostic.message = message }
            return TextReporter.line(for: diagnostic, under: root)
        }
    }

    /// What each line of the text report shows, in order: the position of a finding in `diagnostics`, and for a
    /// group's line (whose place is its first finding's) the group's message.
    static func lineFindings(_ diagnostics: [Diagnostic], baseLanguage: String) -> [(index: Int, message: String?)] {
        // Groups in order of their first finding, each a chain of positions (`next`), without an array per group.
        var first: [Int] = []
        var last: [Int] = []
        var sizes: [Int] = []
        var next = [Int](repeating: -1, count: diagnostics.count)
        var groupIndexes: [Cause: Int] = [:]
        for index in diagnostics.indices {
            if let cause = cause(of: diagnostics[index]) {
                if let group = groupIndexes[cause] {
                    next[last[group]] = index
                    last[group] = index
                    sizes[group] += 1
                    continue
                }
                groupIndexes[cause] = first.count
            }
            first.append(index)
            last.append(index)
            sizes.append(1)
        }
        var lines: [(index: Int, message: String?)] = []
        lines.reserveCapacity(diagnostics.count)
        for group in first.indices {
            let members = sequence(first: first[group]) { next[$0] >= 0 ? next[$0] : nil }
            if sizes[group] >= minimumSize {
                lines.append((first[group], message(for: members.map { diagnostics[$0] }, baseLanguage: baseLanguage)))
            } else {
                for member in members { lines.append((member, nil)) }
            }
        }
        return lines
    }

    /// The positions in `diagnostics` of the findings that share their cause with at least ``minimumSize`` - 1
    /// others, and so stand in a group's line.
    static func groupedIndexes(_ diagnostics: [Diagnostic]) -> Set<Int> {
        var counts: [Cause: Int] = [:]
        let causes = diagnostics.map(cause)
        for case let cause? in causes { counts[cause, default: 0] += 1 }
        return Set(causes.indices.filter { index in
            causes[index].map { counts[$0, default: 0] >= minimumSize } ?? false
        })
    }

    /// What findings of one cause share.
    private enum Cause: Hashable {
        /// A key missing from a table, whatever the language.
        case missingKey(table: String?, key: String, severity: Severity)
        /// A key the base lacks, with the same message, whatever the language.
        case extraKey(table: String?, key: String, message: String, severity: Severity)
        /// One encoding finding, its file named generically, in one folder.
        case encoding(folder: String, message: String, severity: Severity)
    }

    @inline(__always)
    private static func cause(of diagnostic: Diagnostic) -> Cause? {
        switch diagnostic.rule {
        case MissingKeyRule.description.id:
            guard let key = diagnostic.key, diagnostic.language != nil else { return nil }
            return .missingKey(table: diagnostic.table, key: key, severity: diagnostic.severity)
        case ExtraKeyRule.description.id:
            guard let key = diagnostic.key, diagnostic.language != nil else { return nil }
            return .extraKey(
                table: diagnostic.table, key: key, message: diagnostic.message, severity: diagnostic.severity)
        case EncodingRule.description.id:
            let folder = (diagnostic.file as NSString).deletingLastPathComponent
            // Tables share names across languages, so the file name stands for the base language's file too.
            let name = (diagnostic.file as NSString).lastPathComponent
            let generic = diagnostic.message.replacingOccurrences(of: name, with: "<file>")
            return .encoding(folder: folder, message: generic, severity: diagnostic.severity)
        default: return nil
        }
    }

    private static func message(for group: [Diagnostic], baseLanguage: String) -> String {
        let first = group[0]
        if first.rule == MissingKeyRule.description.id, let key = first.key {
            let languages = group.compactMap(\.language)
            let table = first.table.map { " of table \($0)" } ?? ""
            return "missing key \(StringsWriter.quoted(key))\(table) in \(languages.count) languages: "
                + "\(languages.joined(separator: ", ")); the base language \(baseLanguage) has it"
        }
        if first.rule == ExtraKeyRule.description.id {
            let languages = group.compactMap(\.language)
            return "\(first.message) (in \(languages.count) languages: \(languages.joined(separator: ", ")))"
        }
        let folder = (first.file as NSString).deletingLastPathComponent
        let names = group.map { ($0.file as NSString).lastPathComponent }
        return "\(first.message) (the same in \(group.count) files of \(folder.isEmpty ? "the bundle" : folder + "/"): "
            + "\(names.joined(separator: ", ")))"
    }
}
