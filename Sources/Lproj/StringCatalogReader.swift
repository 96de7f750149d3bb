import Collections

/// Turns the JSON of a String Catalog into entries, collecting structural problems in file order.
///
/// Members are read in file order, so that of duplicates the last counts, as in Foundation's JSON reader.
/// Members the format does not define are ignored.
struct StringCatalogReader {
    let file: String
    var issues: [StringCatalogIssue] = []
    private(set) var sourceLanguage: String?
    private(set) var version: String?
    private(set) var entries: [StringCatalogEntry] = []
    /// Whether a `stringSet` member was read anywhere.
    var hasStringSets = false

    init(file: String) {
        self.file = file
    }

    /// Reads the top-level object.
    mutating func read(_ root: JSONNode) {
        guard let members = root.value.members else {
            report(.rootNotObject(kind: root.value.kindDescription), at: root.location)
            return
        }
        reportDuplicates(members, key: nil, path: [])
        for member in members {
            switch member.key {
            case "sourceLanguage": sourceLanguage = string(member, key: nil, path: [])
            case "version": version = string(member, key: nil, path: [])
            case "strings":
                entries = object(member, key: nil, path: [])?.compactMap { entry($0) } ?? []
            default: break
            }
        }
        let names = Set(members.map(\.key))
        if !names.contains("version") { report(.missingVersion, at: root.location) }
        if !names.contains("sourceLanguage") { report(.missingSourceLanguage, at: root.location) }
        if !names.contains("strings") { report(.missingStrings, at: root.location) }
    }

    /// The entry a member of `strings` holds, or `nil` (with an issue) when it is no object.
    private mutating func entry(_ pair: JSONMember) -> StringCatalogEntry? {
        guard let members = pair.value.value.members else {
            report(.entryNotObject(key: pair.key, kind: pair.value.value.kindDescription), at: pair.value.location)
            return nil
        }
        let key = pair.key
        reportDuplicates(members, key: key, path: [])
        var entry = StringCatalogEntry(key: key, location: pair.keyLocation, localizations: [:])
        for member in members {
            switch member.key {
            case "comment": entry.comment = string(member, key: key, path: [])
            case "extractionState": entry.extractionState = string(member, key: key, path: [])
            case "shouldTranslate": entry.shouldTranslate = bool(member, key: key, path: []) ?? true
            case "localizations":
                entry.localizations = [:]
                let languages = object(member, key: key, path: []) ?? []
                reportDuplicates(languages, key: key, path: [member.key])
                for language in languages {
                    if let localization = localization(language, key: key, path: [language.key]) {
                        entry.localizations[language.key] = localization
                    }
                }
            default: break
            }
        }
        return entry
    }

    /// The localization (or variation case) a member holds, or `nil` (with an issue) when it is no object.
    private mutating func localization(_ pair: JSONMember, key: String, path: [String]) -> StringCatalogLocalization? {
        guard let members = object(pair, key: key, path: path.dropLast()) else { return nil }
        reportDuplicates(members, key: key, path: path)
        var localization = StringCatalogLocalization(location: pair.keyLocation)
        for member in members {
            switch member.key {
            case "stringUnit": localization.stringUnit = stringUnit(member, key: key, path: path)
            case "stringSet": localization.stringSet = stringSet(member, key: key, path: path)
            case "variations": localization.variations = variations(member, key: key, path: path)
            case "substitutions":
                localization.substitutions = [:]
                let substitutions = object(member, key: key, path: path) ?? []
                reportDuplicates(substitutions, key: key, path: path + [member.key])
                for substitution in substitutions {
                    if let value = self.substitution(substitution, key: key, path: path) {
                        localization.substitutions[substitution.key] = value
                    }
                }
            default: break
            }
        }
        let hasText = members.contains {
            $0.key == "stringUnit" || $0.key == "stringSet"
                || ($0.key == "variations" && $0.value.value.members?.isEmpty != true)
        }
        if !hasText {
            report(.emptyLocalization(key: key, path: dotted(path)), at: pair.keyLocation)
        }
        return localization
    }

    private mutating func stringUnit(_ pair: JSONMember, key: String, path: [String]) -> StringCatalogStringUnit? {
        guard let members = object(pair, key: key, path: path) else { return nil }
        let unitPath = path + [pair.key]
        reportDuplicates(members, key: key, path: unitPath)
        var unit = StringCatalogStringUnit(state: nil, value: nil, location: pair.keyLocation)
        var hasState = false
        for member in members {
            switch member.key {
            case "value":
                unit.value = string(member, key: key, path: unitPath)
                unit.valueLocation = member.value.location
            case "state":
                hasState = true
                unit.stateLocation = member.value.location
                unit.state = state(member, key: key, path: path, unitPath: unitPath)
            default: break
            }
        }
        if !members.contains(where: { $0.key == "value" }) {
            report(.missingValue(key: key, path: dotted(path)), at: pair.keyLocation)
        }
        if !hasState { report(.missingState(key: key, path: dotted(path)), at: pair.keyLocation) }
        return unit
    }

    /// The variations of a `variations` member: one per known kind, in file order.
    private mutating func variations(_ pair: JSONMember, key: String, path: [String]) -> [StringCatalogVariation] {
        guard let members = object(pair, key: key, path: path) else { return [] }
        reportDuplicates(members, key: key, path: path + [pair.key])
        var result: [StringCatalogVariation] = []
        for member in members {
            guard let kind = StringCatalogVariationKind(rawValue: member.key) else {
                report(.unknownVariationKind(member.key, key: key, path: dotted(path)), at: member.keyLocation)
                continue
            }
            guard let cases = variationCases(member, kind: kind, key: key, path: path) else { continue }
            result.removeAll { $0.kind == kind }
            result.append(StringCatalogVariation(kind: kind, location: member.keyLocation, cases: cases))
        }
        return result
    }

    private mutating func variationCases(
        _ pair: JSONMember, kind: StringCatalogVariationKind, key: String, path: [String]
    ) -> OrderedDictionary<String, StringCatalogLocalization>? {
        let variationPath = path + [kind.rawValue]
        guard let members = object(pair, key: key, path: path + ["variations"]) else { return nil }
        reportDuplicates(members, key: key, path: variationPath)
        var cases: OrderedDictionary<String, StringCatalogLocalization> = [:]
        for member in members {
            if kind == .plural, !StringCatalogVariationKind.pluralCategories.contains(member.key) {
                report(
                    .unknownPluralCategory(member.key, key: key, path: dotted(variationPath)), at: member.keyLocation)
            }
            if let child = localization(member, key: key, path: variationPath + [member.key]) {
                cases[member.key] = child
            }
        }
        return cases
    }

    private mutating func substitution(_ pair: JSONMember, key: String, path: [String]) -> StringCatalogSubstitution? {
        let substitutionPath = path + [StringCatalogLocalization.substitutionsKey, pair.key]
        guard let members = object(pair, key: key, path: path + [StringCatalogLocalization.substitutionsKey]) else {
            return nil
        }
        reportDuplicates(members, key: key, path: substitutionPath)
        var substitution = StringCatalogSubstitution(
            name: pair.key, location: pair.keyLocation, argNum: nil, formatSpecifier: nil, variations: [])
        for member in members {
            switch member.key {
            case "argNum": substitution.argNum = integer(member, key: key, path: substitutionPath)
            case "formatSpecifier": substitution.formatSpecifier = string(member, key: key, path: substitutionPath)
            case "variations": substitution.variations = variations(member, key: key, path: substitutionPath)
            default: break
            }
        }
        return substitution
    }
}
