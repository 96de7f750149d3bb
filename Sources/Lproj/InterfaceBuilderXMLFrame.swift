/// An element of a storyboard or xib open while ``InterfaceBuilderXMLDelegate`` reads it.
struct InterfaceBuilderXMLFrame {
    /// The object that owns the texts found inside an element: the nearest element with an ID.
    struct Owner {
        /// The object's ID (`ObjectID` in ibtool's comments).
        var id: String
        /// The element that writes the object (`textFieldCell`), which names its class.
        var element: String
    }

    /// The element's name.
    var name: String
    /// The object that owns texts found here: this element's when it has an ID, else its parent's.
    var owner: Owner?
    /// What the owner's properties are named with here: `""` on the object's own element, `headerCell.` in a keyed
    /// part of it (``InterfaceBuilderProperties/partKey(ofElement:)``), `nil` elsewhere (no `<string>` child here is
    /// a text).
    var partPrefix: String?
    /// Whether this is a binding's `<dictionary key="options">`, whose placeholder options are texts.
    var isBindingOptions = false
    /// The property of a `<string key="...">` being read, when it is a text.
    var stringProperty: String?
    /// Whether the `<string>` being read is base64 (`base64-UTF8="YES"`).
    var isBase64 = false
    /// The element's 1-based line.
    var line: Int
    /// How many `<segment>` children were seen, for `segmentTitles[n]`.
    var segments = 0
    /// Whether this is the owner's comment for localizers (`<attributedString key="userComments">`) or a part of it.
    var isLocalizerComment = false
    /// Whether this is a `<string key="content">` of the comment for localizers, whose text is the comment's.
    var isLocalizerCommentText = false
}
