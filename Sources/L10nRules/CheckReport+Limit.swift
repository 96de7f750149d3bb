import Lproj

extension CheckReport {
    /// How many findings of one rule in one file a report lists unless told otherwise.
    public static let defaultFindingsLimit = 100

    /// The report with at most `limit` findings of each rule in each file, the first in report order; in place of
    /// the rest, one note at the first one left out says how many more there are. The totals and the exit status
    /// still count every finding (see ``omitted``). A `limit` of 0 or less lists everything.
    ///
    /// A 30 MB file full of problems has millions of findings; listing them all costs gigabytes and helps no one.
    /// With `exceptGrouped` (the text report), findings the text report shows as one line per cause (a key missing
    /// in many languages) are all kept and not counted, so that the line names every language.
    public func limitingFindings(perRuleAndFile limit: Int, exceptGrouped: Bool = false) -> CheckReport {
        guard limit > 0 else { return self }
        let grouped = exceptGrouped ? FindingGroups.groupedIndexes(diagnostics) : []
        var tallies: [Group: Tally] = [:]
        // Findings of one rule and file mostly come in a row: their tally is kept at hand until another comes.
        var group: Group?
        var tally = Tally()
        var kept: [Diagnostic] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            if grouped.contains(index) {
                kept.append(diagnostic)
                continue
            }
            if group?.rule != diagnostic.rule || group?.file != diagnostic.file {
                if let group { tallies[group] = tally }
                let next = Group(rule: diagnostic.rule, file: diagnostic.file)
                tally = tallies.removeValue(forKey: next) ?? Tally()
                group = next
            }
            if tally.shown < limit {
                tally.shown += 1
                kept.append(diagnostic)
                continue
            }
            if tally.omitted == nil {
                var note = diagnostic
                note.severity = .note
                tally.omitted = (kept.count, OmittedFindings(rule: diagnostic.rule, file: diagnostic.file))
                kept.append(note)
            }
            tally.omitted?.record.counts[diagnostic.severity, default: 0] += 1
        }
        if let group { tallies[group] = tally }
        let omittedByGroup = tallies.values.compactMap(\.omitted)
        for entry in omittedByGroup {
            kept[entry.note].message = Self.message(for: entry.record, limit: limit)
            kept[entry.note].key = nil
        }
        var result = self
        result.diagnostics = kept
        result.omitted = omitted + omittedByGroup.map(\.record).sorted { ($0.file, $0.rule) < ($1.file, $1.rule) }
        return result
    }

    /// A rule and a file, whose findings are counted together.
    private struct Group: Hashable {
        var rule: String
        var file: String
    }

    /// How many findings of one rule and file are listed, and the note that stands for the rest, once there is one.
    private struct Tally {
        var shown = 0
        var omitted: (note: Int, record: OmittedFindings)?
    }

    private static func message(for omitted: OmittedFindings, limit: Int) -> String {
        let kinds = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { severity, name in
            omitted.counts[severity].map { "\($0) \(name)\($0 == 1 ? "" : "s")" }
        }
        return "\(omitted.total) more \(omitted.rule) finding\(omitted.total == 1 ? "" : "s") in this file from here on "
            + "not shown (\(kinds.joined(separator: ", "))): at most \(limit) per rule and file are listed; "
            + "--max-findings-per-file 0 lists all"
    }
}
