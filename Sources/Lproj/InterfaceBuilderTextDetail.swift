/// What ibtool records of a text of an Interface Builder file beside the text itself: the object's class as ibtool
/// names it (`NSTextFieldCell`, `UILabel`), the property (`title`, `headerCell.title`) and the object's comment for
/// localizers, if it has one.
public struct InterfaceBuilderTextDetail: Sendable, Hashable {
    /// The class ibtool names in its comment (`Class = "NSMenuItem"`).
    public var className: String
    /// The property ibtool exports the text as (`title`, `ibShadowedLabels[0]`).
    public var property: String
    /// The object's comment for localizers (Xcode's "Comment For Localizer"), if it has one.
    public var localizerComment: String?

    /// Creates the detail of one text.
    public init(className: String, property: String, localizerComment: String? = nil) {
        self.className = className
        self.property = property
        self.localizerComment = localizerComment
    }
}
