/// Which attributes of an Interface Builder document (`.storyboard`, `.xib`) `ibtool --export-strings-file` exports,
/// and under which property name: the user-visible texts of each object, keyed `<objectID>.<property>`. Nothing else
/// of an object is a text: not a constraint's `placeholder="YES"` (a flag: removed at build time), a `userLabel`, an
/// `identifier` or an image name.
///
/// Checked against the comments ibtool wrote into the translated tables of the shared corpora (macOS: `NSMenuItem`,
/// `NSMenu`, `NSTextFieldCell`, `NSButtonCell`, `NSSearchFieldCell`, `NSWindow`, `NSBox`, `NSTabViewItem`,
/// `NSTableColumn` header titles, `NSSegmentedCell` labels; see `InterfaceBuilderDocumentCorpusTests`). Tool tips,
/// toolbar items, accessibility descriptions and bindings placeholders follow the tables ibtool wrote for other
/// AppKit apps; the iOS forms (`<state key="normal" title>` as `normalTitle`, `<segment title>` as
/// `segmentTitles[n]`, accessibility label and hint) follow Xcode's documented output.
enum InterfaceBuilderProperties {
    /// Attributes that are a text of whichever object has them, exported under their own name.
    static let textAttributes: Set<String> = [
        "title", "text", "placeholderString", "label", "paletteLabel", "headerTitle", "footerTitle", "prompt",
        "alternateTitle", "backButtonTitle", "headerToolTip",
    ]

    /// Every attribute that may be a text of some element.
    static let candidateAttributes = textAttributes.union(["placeholder", "toolTip"])

    /// Elements whose `placeholder` is a text (a text field's or search bar's hint); elsewhere it is a flag.
    static let placeholderTexts: Set<String> = ["textField", "searchBar"]

    /// Elements whose `title` is not their own text: a macOS pop-up button's cell shows its selected menu item's
    /// title, which `ibtool` exports on the menu item only.
    static let titleMirrors: Set<String> = ["popUpButtonCell"]

    /// Objects whose tool tip is a property of their own (`toolTip`): a view's is `ibShadowedToolTip`.
    static let ownToolTips: Set<String> = ["toolbarItem", "menuItem", "tabViewItem"]

    /// The key of a part of an object written as the child element `name` without an ID, whose texts ibtool exports
    /// on the object with the key before the property (a table column's `<tableHeaderCell key="headerCell" title>` as
    /// `headerCell.title`), or `nil` for an element that is no such part.
    static func partKey(ofElement name: String) -> String? {
        name == "tableHeaderCell" ? "headerCell" : nil
    }

    /// The texts among an element's `attributes`, as (property, text), in the order of their attribute names (the XML
    /// parser hands attributes over unordered).
    static func texts(of attributes: [String: String], element: String) -> [(property: String, text: String)] {
        var found: [(name: String, property: String, text: String)] = []
        for (name, value) in attributes where candidateAttributes.contains(name) {
            if let property = property(ofAttribute: name, element: element) { found.append((name, property, value)) }
        }
        if found.count > 1 { found.sort { $0.name < $1.name } }
        return found.map { ($0.property, $0.text) }
    }

    /// The property the attribute (or `<string key>` child) `name` of an `element` is exported as, or `nil` when it
    /// is no text of that element.
    static func property(ofAttribute name: String, element: String) -> String? {
        switch name {
        case "title": titleMirrors.contains(element) ? nil : name
        case "placeholder": placeholderTexts.contains(element) ? name : nil
        case "toolTip": ownToolTips.contains(element) ? name : "ibShadowedToolTip"
        default: textAttributes.contains(name) ? name : nil
        }
    }

    /// The property of a Cocoa bindings option that is a placeholder text (`<binding>` `<dictionary key="options">`
    /// `<string key="NSNullPlaceholder">`), exported on the binding, or `nil` for another option.
    static func bindingPlaceholderProperty(_ option: String) -> String? {
        switch option {
        case "NSNullPlaceholder": "ibShadowedIsNilPlaceholder"
        case "NSNoSelectionPlaceholder": "ibShadowedNoSelectionPlaceholder"
        case "NSMultipleValuesPlaceholder": "ibShadowedMultipleValuesPlaceholder"
        case "NSNotApplicablePlaceholder": "ibShadowedNotApplicablePlaceholder"
        default: nil
        }
    }

    /// The property of a UIKit button's `<state key="normal" title="...">`: `normalTitle`, `highlightedTitle`, ...
    static func stateTitleProperty(_ state: String) -> String { state + "Title" }

    /// The property a segment's text is named by in its comment: a macOS segment's carries the ObjectID
    /// (`54.ibShadowedLabels[0]`, the key itself), an iOS segment's does not (`segmentTitles[0]`).
    static func segmentCommentProperty(_ property: String, objectID: String) -> String {
        property.hasPrefix("ibShadowed") ? objectID + "." + property : property
    }

    /// The properties of the `index`th `<segment>` of a segmented control: iOS `title` as `segmentTitles[n]`,
    /// macOS `label` as `ibShadowedLabels[n]` and `toolTip` as `ibShadowedToolTips[n]`.
    static func segmentProperties(_ attributes: [String: String], index: Int) -> [(property: String, text: String)] {
        var result: [(String, String)] = []
        if let title = attributes["title"] { result.append(("segmentTitles[\(index)]", title)) }
        if let label = attributes["label"] { result.append(("ibShadowedLabels[\(index)]", label)) }
        if let tip = attributes["toolTip"] { result.append(("ibShadowedToolTips[\(index)]", tip)) }
        return result
    }

    /// The properties of an `<accessibility>` element: iOS `key="accessibilityConfiguration"` `label` and `hint`,
    /// macOS `description` as `ibExternalAccessibilityDescription`.
    static func accessibilityProperties(_ attributes: [String: String]) -> [(property: String, text: String)] {
        var result: [(String, String)] = []
        guard attributes["key"] == "accessibilityConfiguration" else {
            if let description = attributes["description"] {
                result.append(("ibExternalAccessibilityDescription", description))
            }
            return result
        }
        if let label = attributes["label"] { result.append(("accessibilityLabel", label)) }
        if let hint = attributes["hint"] { result.append(("accessibilityHint", hint)) }
        return result
    }
}
