/// Changes to a JSON tree that keep everything else as read: the members' order, duplicates, members no format
/// defines. New members go where `JSONKeyOrder` puts them, as Xcode would write them.
extension JSONNode {
    /// The node that `path` names from this one, member by member (of duplicates the last), or `nil` when a step is
    /// missing or no object.
    public func node<Path: Collection<String>>(at path: Path) -> JSONNode? {
        var node = self
        for key in path {
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    /// Sets the member `key` of this object to `value`: the last member of that name in place, else a new member
    /// before the first one `JSONKeyOrder` puts after it. `false` when this node is no object.
    @discardableResult
    public mutating func setMember(_ key: String, to value: JSONNode) -> Bool {
        editMembers { members in
            if let index = members.lastIndex(where: { $0.key == key }) {
                members[index].value = value
            } else {
                Self.insert(JSONMember(key: key, value: value), into: &members)
            }
        }
    }

    /// Changes the object at `path` with `body`, making each missing object on the way (empty, placed as
    /// `setMember` places a new member). `false`, with nothing changed, when a step or the node at `path` is there
    /// but no object.
    @discardableResult
    public mutating func editObject<Path: Collection<String>>(
        at path: Path, _ body: (inout JSONNode) -> Void
    ) -> Bool {
        guard let key = path.first else {
            guard value.members != nil else { return false }
            body(&self)
            return true
        }
        var edited = false
        let isObject = editMembers { members in
            guard let index = members.lastIndex(where: { $0.key == key }) else {
                var child = JSONNode(.object([]))
                edited = child.editObject(at: path.dropFirst(), body)
                if edited { Self.insert(JSONMember(key: key, value: child), into: &members) }
                return
            }
            // The child leaves the tree while it changes, so that its members are not copied.
            var child = members[index].value
            members[index].value = JSONNode(.null)
            edited = child.editObject(at: path.dropFirst(), body)
            members[index].value = child
        }
        return isObject && edited
    }

    /// Inserts `member` before the first member `JSONKeyOrder` puts after it. The members are in that order as Xcode
    /// writes them, so the place is found by halving (a key comparison is Foundation's collation, about 10 µs); in
    /// members out of order, it is still a place between a member that precedes it and one that follows it.
    private static func insert(_ member: JSONMember, into members: inout [JSONMember]) {
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if JSONKeyOrder.precedes(member.key, members[middle].key) { high = middle } else { low = middle + 1 }
        }
        members.insert(member, at: low)
    }

    /// Runs `body` on this object's members, without copying them; `false`, with `body` not run, when this node is
    /// no object.
    @discardableResult
    public mutating func editMembers(_ body: (inout [JSONMember]) -> Void) -> Bool {
        guard case .object(var members) = value else { return false }
        // Releasing the enum's copy first leaves `members` the array's only owner, so that it changes in place.
        value = .null
        body(&members)
        value = .object(members)
        return true
    }
}
