/// A place that changes the code context of the code after it: a conditional compilation line (`#if DEBUG`,
/// `#else`, `#endif`) or a Swift `#Preview`.
struct CodeMarker: Equatable {
    /// What the marker is.
    enum Kind: Equatable {
        /// `#if`, `#ifdef`, `#ifndef`, with what its condition says about `DEBUG`.
        case conditionStart(DirectiveCondition)
        /// `#elseif`, `#elif`.
        case conditionAlternative(DirectiveCondition)
        /// `#else`.
        case conditionElse
        /// `#endif`.
        case conditionEnd
        /// A Swift `#Preview` macro: its block, up to the end of its closure, is a preview.
        case preview
    }

    var kind: Kind
    /// The offset of the marker's `#`.
    var offset: Int
}
