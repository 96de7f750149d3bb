/// The texts Xcode's object library gives new objects, by the class ibtool names and the property it exports: what an
/// object shows until someone types its real text, or until code sets it at run time.
///
/// Only a default of the object's own class counts: "Window" is the default title of a window, but the real title of
/// the main menu's Window menu.
enum InterfaceBuilderLibraryDefaults {
    /// Default texts by class, then by property (`*` for any property of that class).
    static let texts: [String: [String: Set<String>]] = [
        // AppKit
        "NSTextFieldCell": ["title": ["Label", "Multiline Label", "Wrapping Label", "Text Cell", "Table View Cell"]],
        "NSButtonCell": ["title": ["Button", "Check", "Radio", "Push", "Gradient", "Disclosure"]],
        "NSBox": ["title": ["Box"]],
        "NSWindow": ["title": ["Window"]],
        "NSPanel": ["title": ["Panel", "Window"]],
        "NSMenuItem": ["title": ["Item", "Item 1", "Item 2", "Item 3"]],
        "NSPopUpButtonCell": ["title": ["Item 1", "Pop Up"]],
        "NSTabViewItem": ["label": ["Tab", "View"]],
        "NSTableColumn": ["headerCell.title": ["Column", "Table Column"]],
        "NSToolbarItem": ["label": ["Toolbar Item", "Custom View"], "paletteLabel": ["Toolbar Item", "Custom View"]],
        // UIKit
        "UILabel": ["text": ["Label", "Title", "Detail", "Subtitle"]],
        "UIButton": ["normalTitle": ["Button"]],
        "UINavigationItem": ["title": ["Title"]],
        "UIBarButtonItem": ["title": ["Item"]],
        "UITabBarItem": ["title": ["Item"]],
        "UISegmentedControl": ["*": ["First", "Second"]],
    ]

    /// Filler text, the default of a text view, in any object.
    static let fillerPrefix = "Lorem ipsum"

    /// Whether `text` is the library's default for `property` of an object of `className`, or filler text; a
    /// segment's property (`segmentTitles[1]`) is matched without its index.
    static func isDefault(_ text: String, className: String, property: String?) -> Bool {
        if text.hasPrefix(fillerPrefix) { return true }
        guard let byProperty = texts[className] else { return false }
        let name = property.map { property in property.firstIndex(of: "[").map { String(property[..<$0]) } ?? property }
        return byProperty["*"]?.contains(text) == true || name.flatMap { byProperty[$0] }?.contains(text) == true
    }
}
