/// One form of a `.stringsdict` variable: a plural category (`zero`, `one`, `two`, `few`, `many`, `other`),
/// a device (`iphone`, `mac`, ...) or a width (`20`), with its text.
public struct StringsdictForm: Sendable, Hashable {
    /// The form's key as written: a plural category, a device name or a width.
    public var name: String
    /// The text.
    public var text: String
    /// Where the form's `<key>` starts, or `nil` in a binary file.
    public var keyLocation: SourceLocation?
    /// Where the text's `<string>` starts, or `nil` in a binary file.
    public var location: SourceLocation?

    /// Creates a form.
    public init(name: String, text: String, keyLocation: SourceLocation? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.text = text
        self.keyLocation = keyLocation
        self.location = location
    }
}
