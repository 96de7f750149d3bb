/// Which parts of an Interface Builder document (`.storyboard`, `.xib`) `ibtool --export-strings-file` exports, and
/// under which property name: the localizable text of each object, keyed `<objectID>.<property>`.
///
/// Checked against the `ibtool` comments of `rectangle-2023` (macOS: `NSMenuItem`, `NSMenu`, `NSTextFieldCell`,
/// `NSButtonCell`, `NSWindow`, `NSTabViewItem`); the iOS forms (`<state key="normal" title>` as `normalTitle`,
/// `<segment title>` as `segmentTitles[n]`, accessibility label and hint) follow Xcode's documented output.
enum InterfaceBuilderProperties {
    /// Attributes of an object's own element that hold localizable text, exported under their own name.
    static let textAttributes: Set<String> = [
        "title", "text", "placeholder", "placeholderString", "label", "paletteLabel", "headerTitle", "footerTitle",
        "prompt", "alternateTitle", "backButtonTitle",
    ]

    /// The property a `toolTip` is exported as.
    static let toolTip = "ibShadowedToolTip"

    /// Elements whose `title` is not their own text: a macOS pop-up button's cell shows its selected menu item's
    /// title, which `ibtool` exports on the menu item only.
    static let titleMirrors: Set<String> = ["popUpButtonCell"]

    /// `<string key="...">` children that hold an object's text (multi-line or otherwise escaped), by key.
    static func stringChildProperty(_ key: String) -> String? {
        if key == "toolTip" { return toolTip }
        return textAttributes.contains(key) ? key : nil
    }

    /// The property of a UIKit button's `<state key="normal" title="...">`: `normalTitle`, `highlightedTitle`, ...
    static func stateTitleProperty(_ state: String) -> String { state + "Title" }

    /// The properties of the `index`th `<segment>` of a segmented control: iOS `title` as `segmentTitles[n]`,
    /// macOS `label` as `ibShadowedLabels[n]` and `toolTip` as `ibShadowedToolTips[n]`.
    static func segmentProperties(_ attributes: [String: String], index: Int) -> [(property: String, text: String)] {
        var result: [(String, String)] = []
        if let title = attributes["title"] { result.append(("segmentTitles[\(index)]", title)) }
        if let label = attributes["label"] { result.append(("ibShadowedLabels[\(index)]", label)) }
        if let tip = attributes["toolTip"] { result.append(("ibShadowedToolTips[\(index)]", tip)) }
        return result
    }

    /// The properties of an `<accessibility key="accessibilityConfiguration" label hint>` element.
    static func accessibilityProperties(_ attributes: [String: String]) -> [(property: String, text: String)] {
        var result: [(String, String)] = []
        if let label = attributes["label"] { result.append(("accessibilityLabel", label)) }
        if let hint = attributes["hint"] { result.append(("accessibilityHint", hint)) }
        return result
    }

    /// Whether `key` has the shape of an Interface Builder key, `<objectID>.<property>`: an object ID of letters,
    /// digits, `-` and `_`, then a property name. Keys of other shapes in an IB table (`"Cancel"`) are looked up by
    /// code (`NSLocalizedString(..., tableName: "Main")`), not by the storyboard.
    static func objectID(ofKey key: String) -> Substring? {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return nil }
        let id = key[..<dot], property = key[key.index(after: dot)...]
        guard id.unicodeScalars.allSatisfy(isIDScalar), let first = property.unicodeScalars.first,
              ("a"..."z").contains(first) || ("A"..."Z").contains(first),
              property.unicodeScalars.allSatisfy({ isIDScalar($0) || "[].".unicodeScalars.contains($0) })
        else { return nil }
        return id
    }

    private static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_"
    }
}
