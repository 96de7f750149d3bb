/// A target of an Xcode project, with the files it builds: those of its Sources and Resources build phases, and
/// those of the synchronized folders it lists.
public struct XcodeTarget: Sendable, Hashable {
    /// What kind of target it is, by its `isa`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `PBXNativeTarget`: a target Xcode builds from its build phases.
        case native = "PBXNativeTarget"
        /// `PBXAggregateTarget`: a target that only runs scripts and builds other targets.
        case aggregate = "PBXAggregateTarget"
        /// `PBXLegacyTarget`: a target built by an external tool (`make`).
        case legacy = "PBXLegacyTarget"
    }

    /// The object's ID in `project.pbxproj`.
    public var id: String
    /// What kind of target it is.
    public var kind: Kind
    /// The target's name (its object's ID when the file gives none).
    public var name: String
    /// `productType`, for a native target.
    public var productType: XcodeProductType?
    /// The files of its Sources build phases (`PBXSourcesBuildPhase`), in order: paths relative to the source root,
    /// or absolute; a variant group gives each of its language files, a version group its folder. Files outside the
    /// repository (`BUILT_PRODUCTS_DIR`, `SDKROOT`) are left out.
    public var sourceFiles: [String]
    /// The files of its Resources build phases (`PBXResourcesBuildPhase`), as ``sourceFiles`` gives them.
    public var resourceFiles: [String]
    /// The variant groups among its sources and resources, each with its languages.
    public var localizedResources: [XcodeLocalizedResource]
    /// The synchronized folders it builds files of: those it lists (`fileSystemSynchronizedGroups`), and those an
    /// exception set adds files of for it.
    public var synchronizedFolders: [XcodeSynchronizedFolder]
    /// Its build configurations (`buildConfigurationList`), in order.
    public var buildConfigurations: [XcodeBuildConfiguration]
    /// `defaultConfigurationName` of its configuration list (`Release`).
    public var defaultConfigurationName: String?

    /// Creates a target.
    public init(
        id: String, kind: Kind, name: String, productType: XcodeProductType? = nil, sourceFiles: [String] = [],
        resourceFiles: [String] = [], localizedResources: [XcodeLocalizedResource] = [],
        synchronizedFolders: [XcodeSynchronizedFolder] = [], buildConfigurations: [XcodeBuildConfiguration] = [],
        defaultConfigurationName: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.productType = productType
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
        self.localizedResources = localizedResources
        self.synchronizedFolders = synchronizedFolders
        self.buildConfigurations = buildConfigurations
        self.defaultConfigurationName = defaultConfigurationName
    }

    /// Whether the target builds tests (a unit-test or UI-test bundle).
    public var isTest: Bool { productType?.isTest ?? false }

    /// The configuration named `name`, else the default one, else the first.
    public func configuration(named name: String? = nil) -> XcodeBuildConfiguration? {
        let wanted = name ?? defaultConfigurationName
        return buildConfigurations.first { $0.name == wanted } ?? buildConfigurations.first
    }

    /// A build setting of the configuration named `configuration` (else the default one), as written.
    public func setting(_ key: String, configuration: String? = nil) -> String? {
        self.configuration(named: configuration)?.setting(key)
    }

    /// The distinct `INFOPLIST_FILE` values of its configurations, in order.
    public var infoPlistFiles: [String] {
        var seen: Set<String> = []
        return buildConfigurations.compactMap(\.infoPlistFile).filter { seen.insert($0).inserted }
    }

    /// The languages it builds: those of its variant groups and of the `.lproj` folders of its synchronized folders
    /// (`Base` included), as named.
    public var languagesBuilt: Set<String> {
        var languages = Set(localizedResources.flatMap(\.languages))
        for folder in synchronizedFolders {
            for path in folder.languageFoldersBuilt {
                if let language = XcodePath.language(ofFolder: XcodePath.lastComponent(of: path)) {
                    languages.insert(language)
                }
            }
        }
        return languages
    }

    /// The `.lproj` folders it builds files of (relative to the source root, or absolute): those holding its variant
    /// groups' language files, and those of its synchronized folders.
    public var languageFoldersBuilt: Set<String> {
        var folders: Set<String> = []
        for resource in localizedResources {
            for localization in resource.localizations {
                guard let path = localization.path,
                      let folder = XcodeSynchronizedFolder.languageFolder(of: path) else { continue }
                folders.insert(folder)
            }
        }
        for folder in synchronizedFolders {
            guard let base = folder.path else { continue }
            for path in folder.languageFoldersBuilt { folders.insert(XcodePath.join(base, path)) }
        }
        return folders
    }
}
