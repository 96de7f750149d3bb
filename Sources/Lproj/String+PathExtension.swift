extension String {
    /// The extension of the path's last component: the text after its last `.` (`strings` of
    /// `fr.lproj/Localizable.strings`), empty when there is none, when the dot starts the component (`.gitignore`) or
    /// when the component is `..`.
    ///
    /// What `NSString.pathExtension` gives for a path without a trailing or doubled `/`, without bridging to
    /// `NSString`, which costs tens of thousands of instructions a call on Linux, once per file of a bundle.
    package var pathExtension: Substring {
        extensionDot.map { self[index(after: $0)...] } ?? ""
    }

    /// The path without the extension of its last component and the dot before it (`fr.lproj/Localizable` of
    /// `fr.lproj/Localizable.strings`), as `NSString.deletingPathExtension` gives it for a path without a trailing
    /// or doubled `/`; the whole path when there is no extension.
    package var deletingPathExtension: Substring {
        extensionDot.map { self[..<$0] } ?? self[...]
    }

    /// The dot that starts the last component's extension, if it has one.
    private var extensionDot: Index? {
        let componentStart = lastIndex(of: "/").map { index(after: $0) } ?? startIndex
        let component = self[componentStart...]
        guard component != "..", let dot = component.lastIndex(of: "."), dot != componentStart else { return nil }
        return dot
    }
}
