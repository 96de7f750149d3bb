/// A file a target builds in several languages: a variant group (`PBXVariantGroup`, `Main.storyboard`) and its
/// language files (`Base.lproj/Main.storyboard`, `fr.lproj/Main.strings`).
public struct XcodeLocalizedResource: Sendable, Hashable {
    /// One language of the file.
    public struct Localization: Sendable, Hashable {
        /// The language as Xcode names the child (`Base`, `en`, `zh-Hans`): its `name`, else the `.lproj` folder its
        /// path is in.
        public var language: String
        /// Where the language's file is.
        public var location: XcodeFileLocation

        /// Creates a language file.
        public init(language: String, location: XcodeFileLocation) {
            self.language = language
            self.location = location
        }

        /// The file's on-disk path, relative to the source root or absolute; `nil` outside the repository.
        public var path: String? { location.onDiskPath }
    }

    /// The variant group's ID in `project.pbxproj`.
    public var id: String
    /// The variant group's name (`Main.storyboard`, `Localizable.strings`).
    public var name: String
    /// Its languages, in the project's order.
    public var localizations: [Localization]

    /// Creates a localized resource.
    public init(id: String, name: String, localizations: [Localization]) {
        self.id = id
        self.name = name
        self.localizations = localizations
    }

    /// The languages, in the project's order.
    public var languages: [String] { localizations.map(\.language) }
}
