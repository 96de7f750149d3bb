extension XcodeProject {
    /// A build setting of `target` as the project file gives it: from the target's configuration named
    /// `configuration` (else its default one), else from the project's configuration of the same name, which every
    /// target inherits. `.xcconfig` files are not read, and `$(...)` references are left as written.
    public func setting(_ key: String, of target: XcodeTarget, configuration: String? = nil) -> String? {
        let targetConfiguration = target.configuration(named: configuration)
        if let value = targetConfiguration?.setting(key) { return value }
        let name = targetConfiguration?.name ?? configuration
        let projectConfiguration = buildConfigurations.first { $0.name == name } ?? buildConfigurations.first
        return projectConfiguration?.setting(key)
    }

    /// The `Info.plist` `target` builds with (`INFOPLIST_FILE`, the target's or the project's), as written.
    public func infoPlistFile(of target: XcodeTarget, configuration: String? = nil) -> String? {
        setting("INFOPLIST_FILE", of: target, configuration: configuration)
    }

    /// The development language `target` builds with: `DEVELOPMENT_LANGUAGE` when a configuration sets it, else the
    /// project's ``developmentRegion``, which Xcode gives that setting.
    public func developmentLanguage(of target: XcodeTarget, configuration: String? = nil) -> String? {
        setting("DEVELOPMENT_LANGUAGE", of: target, configuration: configuration) ?? developmentRegion
    }
}
