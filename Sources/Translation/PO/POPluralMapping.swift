import ICUKit

/// Which CLDR category each `msgstr[i]` of a PO file's plural entries holds, from its `Plural-Forms` header and
/// its `Language`.
///
/// A header whose `Plural-Forms` is the one ``GettextPluralForms`` computes for the language (every file the writer
/// makes, read with the same ICU), or that has none, gives the categories of ``GettextPluralForms``. Any other
/// expression (another tool's, or one from another ICU version) is evaluated for 0...1000 and for counts of a
/// million and a billion, and each form gets the category ICU selects for most of the counts the expression gives
/// it; two forms that would get the same category are an error, as is an expression that gives a form beyond
/// `nplurals` or divides by zero. A form the expression never gives holds no category. A file without `Language` (a
/// template) has the forms of English (`one`, `other`) when it has at most two.
struct POPluralMapping {
    /// The category of each form; `nil` for a form the expression never gives.
    let categories: [PluralCategory?]

    /// The mapping for the file with `header`.
    init(header: POHeader, source: POSource) throws(TranslationError) {
        let declared = try Self.declaredForms(header, source: source)
        guard let language = header.language else {
            let count = declared?.count ?? 2
            guard count <= 2 else {
                throw source.error(
                    "the header has no Language, so its \(count) plural forms cannot be told apart", at: header.offset)
            }
            categories = count == 1 ? [.other] : [.one, .other]
            return
        }
        let forms: GettextPluralForms
        do {
            forms = try GettextPluralForms(language: language)
        } catch {
            throw source.error("the header's Language \"\(language)\": \(error)", at: header.offset)
        }
        guard let declared, declared.text != forms.headerValue else {
            categories = forms.categories
            return
        }
        categories = try Self.categories(of: declared, language: language, source: source, at: header.offset)
    }

    /// The `nplurals` and expression of the header's `Plural-Forms`, or `nil` when it has none (or a template's
    /// placeholder, `nplurals=INTEGER; plural=EXPRESSION;`).
    private static func declaredForms(
        _ header: POHeader, source: POSource
    ) throws(TranslationError) -> (count: Int, expression: GettextPluralExpression, text: String)? {
        guard let text = header["Plural-Forms"], !text.contains("INTEGER") else { return nil }
        var count: Int?
        var expression: String?
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.filter { !$0.isWhitespace } }
            guard pair.count == 2 || part.allSatisfy(\.isWhitespace) else {
                throw source.error(
                    "the Plural-Forms header \"\(text)\" is no nplurals=N; plural=EXPRESSION;", at: header.offset)
            }
            if pair.first == "nplurals" { count = Int(pair[1]) }
            if pair.first == "plural" { expression = String(part.split(separator: "=", maxSplits: 1)[1]) }
        }
        guard let count, (1...6).contains(count), let expression else {
            throw source.error(
                "the Plural-Forms header \"\(text)\" needs nplurals from 1 to 6 and a plural expression",
                at: header.offset)
        }
        do {
            return (count, try GettextPluralExpression(expression), text)
        } catch {
            throw source.error("the Plural-Forms header's expression: \(error.reason)", at: header.offset)
        }
    }

    /// The counts the expression is compared with ICU on.
    private static let samples: [UInt64] = Array(0...1000) + [1_000_000, 1_000_001, 2_000_000, 1_000_000_000]

    /// The category of each form of `declared`, by what ICU selects for the counts that take the form.
    private static func categories(
        of declared: (count: Int, expression: GettextPluralExpression, text: String), language: String,
        source: POSource, at offset: Int
    ) throws(TranslationError) -> [PluralCategory?] {
        let rules: PluralRules
        do {
            rules = try PluralRules(locale: language)
        } catch {
            throw source.error("the header's Language \"\(language)\": \(error)", at: offset)
        }
        var tallies = Array(repeating: [PluralCategory: Int](), count: declared.count)
        for n in samples {
            guard let form = declared.expression.value(for: n) else {
                throw source.error("the Plural-Forms expression divides by zero for n = \(n)", at: offset)
            }
            guard form < UInt64(declared.count) else {
                throw source.error(
                    "the Plural-Forms expression gives form \(form) for n = \(n), but nplurals is \(declared.count)",
                    at: offset)
            }
            tallies[Int(form)][rules.select(Double(n)), default: 0] += 1
        }
        let categories = tallies.map { tally in
            tally.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        }
        var seen = Set<PluralCategory>()
        for category in categories.compactMap({ $0 }) where !seen.insert(category).inserted {
            throw source.error(
                "the Plural-Forms \"\(declared.text)\" does not fit \(language)'s plural rules: two forms hold "
                    + "the counts ICU calls \(category)", at: offset)
        }
        return categories
    }
}
