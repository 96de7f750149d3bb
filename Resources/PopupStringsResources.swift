import Foundation

/// Where the project's own popup UI strings bundle (`PopupStrings.bundle`) is installed with the package.
public enum PopupStringsResources {
    /// The path of `PopupStrings.bundle` in the package's resources.
    public static var bundlePath: String {
        Bundle.module.url(forResource: "PopupStrings", withExtension: "bundle")!.path
    }
}
