extension PluralRules {
    /// ICU's text of the rules (`icu::PluralRules::getRules`), such as
    /// `one: i  in 1..1 and v  in 0..0; other: ` for English: each category with its condition in CLDR's syntax, in
    /// the order ICU tests them, without CLDR's samples.
    public func ruleText() throws(ICUError) -> String {
        try IntegerPluralScan.ruleDescription(of: self)
    }
}
