/// What a target builds: its `productType` (`com.apple.product-type.application`), with the common ones named.
public struct XcodeProductType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The identifier as written.
    public var rawValue: String

    /// Creates a product type from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An app.
    public static let application = Self(rawValue: "com.apple.product-type.application")
    /// An app extension (a widget, a share extension...).
    public static let appExtension = Self(rawValue: "com.apple.product-type.app-extension")
    /// An ExtensionKit extension.
    public static let extensionKitExtension = Self(rawValue: "com.apple.product-type.extensionkit-extension")
    /// A framework.
    public static let framework = Self(rawValue: "com.apple.product-type.framework")
    /// A static library.
    public static let staticLibrary = Self(rawValue: "com.apple.product-type.library.static")
    /// A dynamic library.
    public static let dynamicLibrary = Self(rawValue: "com.apple.product-type.library.dynamic")
    /// A command-line tool.
    public static let tool = Self(rawValue: "com.apple.product-type.tool")
    /// A bundle (a plug-in, a resource bundle).
    public static let bundle = Self(rawValue: "com.apple.product-type.bundle")
    /// A unit-test bundle (XCTest or Swift Testing).
    public static let unitTestBundle = Self(rawValue: "com.apple.product-type.bundle.unit-test")
    /// A UI-test bundle.
    public static let uiTestBundle = Self(rawValue: "com.apple.product-type.bundle.ui-testing")
    /// An OCUnit test bundle, as Xcode 4 made them.
    public static let ocUnitTestBundle = Self(rawValue: "com.apple.product-type.bundle.ocunit-test")

    /// Whether the product is a test bundle (unit tests, UI tests, OCUnit tests).
    public var isTest: Bool {
        self == .unitTestBundle || self == .uiTestBundle || self == .ocUnitTestBundle
    }

    /// The identifier.
    public var description: String { rawValue }
}
