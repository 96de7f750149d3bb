import ICUKit

/// A language's gettext plural forms, computed from ICU's plural rules: the value of a PO header's `Plural-Forms`
/// field (`nplurals=3; plural=(n != 0 && n % 1000000 == 0) ? 1 : (n <= 1) ? 0 : 2;` for French) and the CLDR
/// category of each form.
///
/// gettext counts whole numbers only, so the forms are the categories ICU selects for some whole number, in CLDR's
/// order (zero, one, two, few, many, other): CLDR's operands for fraction digits and exponents (v, w, f, t, e, c) are
/// 0, and a category only fractions reach (Russian `other`, Czech `many`) has no form (which categories whole
/// numbers reach is found by evaluating the rules, see `IntegerPluralReach`). The expression tests the categories in
/// the order ICU does and gives the form of the first whose condition holds; what no condition takes is `other`, or,
/// when whole numbers never reach `other`, the category ICU tests last (Russian `one`, whose test is then left out).
/// It is C as gettext reads it: `n`, whole numbers, `%`, comparisons, `&&`, `||`, `? :` and parentheses.
public struct GettextPluralForms: Sendable, Hashable {
    /// The CLDR category of each form, in the order of the forms (`msgstr[0]` is the first).
    public let categories: [PluralCategory]
    /// The C expression that gives a count's form, such as `(n == 1) ? 0 : 1`.
    public let expression: String

    /// The number of forms (`nplurals`).
    public var count: Int { categories.count }

    /// The `Plural-Forms` header value: `nplurals=N; plural=EXPRESSION;`.
    public var headerValue: String { "nplurals=\(count); plural=\(expression);" }

    /// The form of `category`, or `nil` when whole numbers never take it.
    public func index(of category: PluralCategory) -> Int? { categories.firstIndex(of: category) }

    /// The plural forms of `language` (a BCP 47 tag such as `pt-BR`, or an ICU locale ID such as `pt_BR`), from
    /// ICU's cardinal rules for it.
    public init(language: String) throws(TranslationError) {
        let text: String
        do {
            text = try PluralRules(locale: language).ruleText()
        } catch {
            throw .invalidLanguage(language, reason: "ICU has no plural rules for it: \(error)")
        }
        do {
            try self.init(ruleText: text)
        } catch {
            throw .invalidLanguage(
                language, reason: "ICU's plural rules \"\(text)\" cannot be written for gettext: \(error.reason)")
        }
    }

    /// The plural forms of rules in CLDR's syntax.
    init(ruleText: String) throws(PluralRuleText.SyntaxError) {
        let rules = try PluralRuleText.rules(in: ruleText)
        let reached = try IntegerPluralReach.categories(of: rules)
        categories = reached.sorted()
        var chain = rules.filter { $0.category != .other && reached.contains($0.category) }
        let last = reached.contains(.other) ? .other : chain.popLast()?.category ?? .other
        let indexes = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1, $0) })
        expression = chain.reversed().reduce("\(indexes[last] ?? 0)") { rest, rule in
            "(\(rule.condition.cExpression)) ? \(indexes[rule.category] ?? 0) : \(rest)"
        }
    }
}
