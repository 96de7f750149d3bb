/// The class names ibtool's comments give objects (`Class = "NSTextFieldCell"`): the framework's class the element
/// stands for, whatever `customClass` the object has (Transmission's `<window customClass="PrefsWindow">` is an
/// `NSWindow` in its comments).
enum InterfaceBuilderClassNames {
    /// The framework a document's objects belong to.
    enum Framework: Sendable {
        /// macOS: `NSMenuItem`, `NSTextFieldCell`.
        case appKit
        /// iOS and tvOS: `UILabel`, `UIButton`.
        case uiKit
    }

    /// The framework of a document whose root element has `attributes`: UIKit for Cocoa Touch and Apple TV documents
    /// (`type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"`, `targetRuntime="iOS.CocoaTouch"`), else AppKit.
    static func framework(ofDocument attributes: [String: String]) -> Framework {
        let type = attributes["type"] ?? "", runtime = attributes["targetRuntime"] ?? ""
        let isUIKit = type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch")
            || type.hasPrefix("com.apple.InterfaceBuilder3.AppleTV") || runtime.hasPrefix("iOS")
            || runtime.hasPrefix("AppleTV")
        return isUIKit ? .uiKit : .appKit
    }

    /// Elements whose class is not the framework's prefix before the element's name.
    private static let exceptions: [String: String] = [
        "binding": "CocoaBindingsConnection", "customView": "NSView", "customObject": "NSObject",
        "wkWebView": "WKWebView", "mapView": "MKMapView",
    ]

    /// The class of an object written as the element `name` (`textFieldCell` is `NSTextFieldCell` in AppKit, `label`
    /// is `UILabel` in UIKit).
    static func className(ofElement name: String, in framework: Framework) -> String {
        if let exception = exceptions[name] { return exception }
        // Element names are ASCII camel case: the first letter is made upper case byte-wise, which is much cheaper
        // than Unicode case mapping for every text of every storyboard checked.
        var bytes = Array((framework == .appKit ? "NS" : "UI").utf8)
        bytes.append(contentsOf: name.utf8)
        if bytes.count > 2, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[2]) { bytes[2] -= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
