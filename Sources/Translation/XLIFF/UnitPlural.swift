import ICUKit

/// A unit's place in a group of plural forms: the forms of one `.strings` stem, of one `.stringsdict` variable, or
/// of one String Catalog plural variation. Every form of a group has the same id but for its category, which the
/// id holds between ``prefix`` and ``suffix``.
///
/// | table | id of the `one` form | prefix | suffix |
/// |---|---|---|---|
/// | `.strings` | `items.one` | `items.` | |
/// | `.stringsdict` (Xcode's ids) | `/items:dict/n:dict/one:dict/:string` | `/items:dict/n:dict/` | `:dict/:string` |
/// | String Catalog (Xcode's ids) | `%lld items\|==\|plural.one` | `%lld items\|==\|plural.` | |
///
/// XLIFF 1.2 writes each form as its own unit, as Xcode does, and so does XLIFF 2.0, inside one `<group>` per plural
/// group (see ``XLIFF2Writer``); formats with plural entries of their own (gettext PO) gather the forms of a group
/// into one entry and name them back with ``id(for:)``.
public struct UnitPlural: Sendable, Hashable {
    /// The id of every form of the group up to the category.
    public var prefix: String
    /// The id of every form of the group after the category.
    public var suffix: String
    /// The form's CLDR plural category.
    public var category: PluralCategory

    /// A form of the group whose ids are `prefix`, a category's name, and `suffix`.
    public init(prefix: String, suffix: String = "", category: PluralCategory) {
        self.prefix = prefix
        self.suffix = suffix
        self.category = category
    }

    /// The id of the form.
    public var id: String { id(for: category) }

    /// The id of the group's form of `category`.
    public func id(for category: PluralCategory) -> String { prefix + category.rawValue + suffix }

    /// The group the form belongs to, the same for each of its forms.
    public var group: Group { Group(prefix: prefix, suffix: suffix) }

    /// The forms of a plural group, without a category.
    public struct Group: Sendable, Hashable {
        /// The id of every form of the group up to the category.
        public var prefix: String
        /// The id of every form of the group after the category.
        public var suffix: String
    }
}
