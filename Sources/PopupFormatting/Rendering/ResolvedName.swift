/// A field or expression name as a popup refers to it, with what the renderer knows about it, found once per
/// renderer rather than once per feature: the layer's definition of the field, the popup's top-level entry for it,
/// and for `expression/NAME` the expression's name.
struct ResolvedName: Sendable {
    /// The name as the popup spells it.
    let name: String
    /// The name folded for matching without regard to case.
    let folded: String
    /// `NAME` of an `expression/NAME` reference; `nil` for a field.
    let expression: String?
    /// The layer's definition of the field.
    let definition: FieldDefinition?
    /// The popup's top-level entry for the field (or `expression/NAME`), whose format applies when a row has none.
    let topLevelEntry: FieldInfo?
}

/// One row of a field table as the popup defines it, resolved once per renderer: only the value is per feature.
struct FieldRow: Sendable {
    /// The row's entry.
    let info: FieldInfo
    /// The label shown: the entry's own, else the expression's title, else the field name.
    let label: String
    /// The field or expression the row shows.
    let value: ResolvedName
    /// The entry whose format applies: the row's when it has a format, else the popup's top-level entry.
    let formatEntry: FieldInfo?
}
