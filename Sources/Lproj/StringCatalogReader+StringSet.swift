extension StringCatalogReader {
    /// The string set a `stringSet` member holds (`state`, and `values`, an array of texts), or `nil` (with an
    /// issue) when it is no object. A set without `values` or `state` is reported as a unit without `value` or
    /// `state` is; a value that is no text is reported and left out.
    mutating func stringSet(_ pair: JSONMember, key: String, path: [String]) -> StringCatalogStringSet? {
        hasStringSets = true
        guard let members = object(pair, key: key, path: path) else { return nil }
        let setPath = path + [pair.key]
        reportDuplicates(members, key: key, path: setPath)
        var set = StringCatalogStringSet(state: nil, values: [], location: pair.keyLocation)
        var hasState = false, hasValues = false
        for member in members {
            switch member.key {
            case "values":
                hasValues = true
                var values: [String] = [], locations: [SourceLocation?] = []
                for (index, element) in (array(member, key: key, path: setPath) ?? []).enumerated() {
                    guard let text = string(element, key: key, path: setPath + [member.key, String(index)]) else {
                        continue
                    }
                    values.append(text)
                    locations.append(element.location)
                }
                set = StringCatalogStringSet(
                    state: set.state, values: values, valueLocations: locations, location: set.location,
                    stateLocation: set.stateLocation)
            case "state":
                hasState = true
                set.stateLocation = member.value.location
                set.state = state(member, key: key, path: path, unitPath: setPath)
            default: break
            }
        }
        if !hasValues { report(.missingValues(key: key, path: dotted(path)), at: pair.keyLocation) }
        if !hasState { report(.missingSetState(key: key, path: dotted(path)), at: pair.keyLocation) }
        return set
    }

    /// The state a `state` member of a unit or string set at `unitPath` names, or `nil` (with an issue) when it is
    /// no text or no state Xcode writes.
    mutating func state(_ member: JSONMember, key: String, path: [String], unitPath: [String]) -> StringCatalogState? {
        guard let text = string(member, key: key, path: unitPath) else { return nil }
        guard let state = StringCatalogState(rawValue: text) else {
            report(.unknownState(text, key: key, path: dotted(path)), at: member.value.location)
            return nil
        }
        return state
    }
}
