import L10nRules
import Testing

/// `PluralVariant(key:)` splits `stem.category` keys and refuses every other key.
@Suite struct PluralVariantTests {
    @Test(arguments: [
        ("na_ManeuverDistance.1.km.few", "na_ManeuverDistance.1.km", "few"),
        ("a.other", "a", "other"), ("x.two", "x", "two"), ("é.zero", "é", "zero"), ("a.b.one", "a.b", "one"),
        ("..many", ".", "many"),
    ])
    func splitsAKeyEndingInACategory(key: String, stem: String, category: String) {
        let variant = PluralVariant(key: key)
        #expect(variant?.stem == stem)
        #expect(variant?.category.rawValue == category)
    }

    @Test(arguments: [
        "", "one", ".one", "a.On", "a.others", "a.other ", "a.Other", "a.one.b", "a_one", "Distance (km). Other",
        String(repeating: "long key with no category ", count: 20),
    ])
    func refusesEveryOtherKey(key: String) {
        #expect(PluralVariant(key: key) == nil)
    }
}
