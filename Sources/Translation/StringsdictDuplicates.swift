/// Which of a `.stringsdict` file's duplicate keys, variables or forms Apple's runtime uses.
enum StringsdictDuplicates {
    /// Each name once, in the order names first appear, with the item Apple uses: the first of duplicates in a
    /// binary property list (`keepingFirst`), else the last.
    static func chosen<Item>(_ items: [Item], keepingFirst: Bool, by name: (Item) -> String) -> [Item] {
        var index: [String: Int] = [:]
        var order: [String] = []
        for (position, item) in items.enumerated() {
            let key = name(item)
            if index[key] == nil { order.append(key) }
            if !keepingFirst || index[key] == nil { index[key] = position }
        }
        return order.compactMap { index[$0].map { items[$0] } }
    }
}
