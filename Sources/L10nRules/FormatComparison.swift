import Lproj

/// Compares the format of a translation with the format of the base language, argument position by argument
/// position, as Apple numbers them.
struct FormatComparison: Sendable {
    /// The arguments of the base's format: what the code passes.
    var base: [Int: [FormatArgumentUse]]
    /// Arguments a translation may also use: those of the base's `other` plural variant, when `base` is another
    /// category's.
    var fallback: [Int: [FormatArgumentUse]] = [:]
    /// The base language's name, for messages.
    var baseName: String
    /// The translation's language name, for messages.
    var language: String
    /// Whether the translation may leave out one argument: any plural variant ("one file", Arabic "two files",
    /// Vietnamese "the following files", with no number), as the issue allows; the number then only chooses the
    /// form. A later argument still used after the omitted one is a gap, which garbles a `.strings` value.
    var mayOmitOneArgument = false
    /// Whether the texts are forms of a `.stringsdict` variable. Apple formats a form with the arguments of the
    /// whole entry, so a form may use `%2$@` without `%1$d` (base languages' own `one` forms do), and its plain `%d`
    /// (the variable's own argument) goes with positional ones by design: neither a gap nor mixing is a problem.
    var isStringsdictForm = false
    /// Whether the base text itself mixes positional and plain specifiers, so that a translation that does the
    /// same and lines up is not warned about.
    var baseMixes = false
    /// The argument the plural selector of a String Catalog form consumes (a plural variation's count, a
    /// substitution's own argument): the form may leave it out, even before an argument it reads, as Apple's
    /// formatting has read it already. Leaving out any other argument is still a gap or a loss.
    var selectorArgument: Int?
    /// The arguments a translation must show, where they are not all of `base`'s: a String Catalog's text must show
    /// what the base language's texts show, not every argument the entry's key passes (`"label %lld"` = "starred").
    var shownArguments: Set<Int>?
    /// Arguments the translation shows through other texts: the forms of the substitutions a catalog text names.
    var shownElsewhere: Set<Int>?

    /// The problems of `translation`, whose plain specifiers start at `firstPlainPosition`: invalid specifiers,
    /// arguments read two ways, then position by position, gaps, missing arguments, mixing.
    func problems(_ translation: FormatString, firstPlainPosition: Int = 1) -> [FormatProblem] {
        var problems = translation.invalidSpecifiers.map { invalid in
            FormatProblem(
                severity: .error,
                detail: "\(invalid.summary) at offset \(invalid.offset) in \(language) is no valid specifier: "
                    + invalid.consequence)
        }
        let used = translation.arguments(firstPlainPosition: firstPlainPosition)
        let baseCount = base.keys.max() ?? 0
        for position in used.keys.sorted() {
            let uses = used[position] ?? []
            if let conflict = uses.dropFirst().first(where: { Self.compare($0.type, uses[0].type) != nil }) {
                problems.append(FormatProblem(
                    severity: .error,
                    detail: "argument \(position) is read both as \(uses[0].description) and as \(conflict.description) "
                        + "in \(language)"))
                continue
            }
            guard let expected = base[position]?.first ?? fallback[position]?.first else {
                problems.append(FormatProblem(
                    severity: .error,
                    detail: "argument \(position) is \(uses[0].description) in \(language) but the base language "
                        + "\(baseName) has \(Self.count(baseCount)): it reads past the arguments passed (a crash or "
                        + "garbage)"))
                continue
            }
            if let (severity, reason) = Self.compare(expected.type, uses[0].type) {
                problems.append(FormatProblem(
                    severity: severity,
                    detail: "argument \(position) is \(expected.description) in the base language \(baseName) but "
                        + "\(uses[0].description) in \(language)\(reason)"))
            }
        }
        let highest = used.keys.max() ?? 0
        let skipped = (1..<max(highest, 1)).filter { used[$0] == nil && $0 != selectorArgument }
        if !skipped.isEmpty && !isStringsdictForm {
            problems.append(FormatProblem(
                severity: .error,
                detail: "\(language) skips \(Self.arguments(skipped)) but reads argument \(highest): Apple then reads "
                    + "each argument after the gap from the place of the one before it"))
        }
        let isLost = { (position: Int) in
            used[position] == nil && shownElsewhere?.contains(position) != true && position != selectorArgument
                && (isStringsdictForm || position > highest)
        }
        let missing = (shownArguments.map { $0.filter(isLost) } ?? base.keys.filter(isLost)).sorted()
        if !missing.isEmpty && !(mayOmitOneArgument && missing.count == 1) {
            let names = missing.map { "\($0), \(base[$0]?.first?.description ?? "")" }
            problems.append(FormatProblem(
                severity: .error,
                detail: "\(missing.count == 1 ? "argument" : "arguments") \(names.joined(separator: "; ")) in the base "
                    + "language \(baseName), \(missing.count == 1 ? "is" : "are") missing in \(language): "
                    + "\(missing.count == 1 ? "its" : "their") text is lost"))
        }
        if translation.mixesPositionalAndPlain && !isStringsdictForm && !(problems.isEmpty && baseMixes) {
            problems.append(problems.isEmpty
                ? FormatProblem(
                    severity: .warning,
                    detail: "\(language) mixes positional and plain specifiers; Apple numbers the plain ones 1, 2, ... "
                        + "as if the positional ones were not there, which happens to line up here; number them all")
                : FormatProblem(
                    severity: .error,
                    detail: "\(language) mixes positional and plain specifiers, and Apple numbers the plain ones 1, "
                        + "2, ... as if the positional ones were not there"))
        }
        return problems
    }

    /// Whether a translation may read an argument the base reads as `expected` as `actual`: `nil` when it may, else
    /// the severity and a reason to append to the message.
    static func compare(_ expected: FormatArgumentType, _ actual: FormatArgumentType) -> (Severity, String)? {
        switch (expected, actual) {
        case _ where expected == actual:
            return nil
        case (.variable, _), (_, .variable):
            return nil
        case (.double, .double):
            return (.error, ": a long double and a double are passed differently")
        case (.integer(let expectedLength, let expectedStyle), .integer(let actualLength, let actualStyle)):
            if !expectedStyle.printsLike(actualStyle) {
                return (.error, ": the number is printed in another form")
            }
            if actualLength.bytesRead > expectedLength.bytesRead {
                return (.error, ": it reads 8 bytes where 4 are passed, so the upper half is garbage")
            }
            if actualLength.bytesRead < expectedLength.bytesRead {
                return (.warning, ": it reads 4 of the 8 bytes passed, so values beyond 32 bits come out wrong")
            }
            if actualLength < expectedLength {
                return (.warning, ": it cuts the value to \(actualLength == .char ? 8 : 16) bits")
            }
            return nil
        default:
            return (.error, ": a crash or garbage at run time")
        }
    }

    private static func count(_ count: Int) -> String {
        count == 0 ? "no argument" : count == 1 ? "1 argument" : "\(count) arguments"
    }

    private static func arguments(_ positions: [Int]) -> String {
        (positions.count == 1 ? "argument " : "arguments ") + positions.map(String.init).joined(separator: ", ")
    }
}
