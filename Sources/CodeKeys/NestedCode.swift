/// A stretch of a file read as code of its own, after the code around it: the content of a Swift interpolation
/// (`\(...)`), or the body of an Objective-C `#define`.
struct NestedCode: Equatable {
    /// The bytes of the code: after `\(` up to its `)`; after a macro's name and parameters up to the end of its line.
    var range: Range<Int>
    /// A macro's parameters (`k` of `#define L(k) ...`, `__VA_ARGS__` for `...`): a call whose key is one of them
    /// is a wrapper's definition, not a call.
    var parameters: [String] = []
}
