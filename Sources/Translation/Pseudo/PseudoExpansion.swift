/// How `en-XA` lengthens a text: a deterministic filler of English number words, then `~`, so that the same text
/// always gets the same filler and a layout too narrow for a longer translation cuts it visibly.
enum PseudoExpansion {
    /// The words of the filler, used in turn (and again from the start for very long texts).
    static let words = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]

    /// How many characters a whole text of `length` characters grows by, its two brackets included: 35 % of its
    /// length rounded up, and at least 6 (two brackets and ` one`), so that short texts grow visibly too.
    static func growth(ofWholeText length: Int) -> Int {
        max((length * 35 + 99) / 100, 6)
    }

    /// How many characters part of a text (a `.stringsdict` plural form, framed by its format key) grows by: 35 %
    /// of its length rounded up, at least 4 (` one`).
    static func growth(ofPart length: Int) -> Int {
        max((length * 35 + 99) / 100, 4)
    }

    /// A filler of exactly `count` characters that starts with a space: as many whole words as fit, each after a
    /// space, then `~` to the length (` one two~~`); `count` spaces-and-tildes below 4 (` ~~`).
    static func filler(_ count: Int) -> String {
        guard count > 0 else { return "" }
        var text = ""
        var length = 0
        var index = 0
        while true {
            let word = " " + words[index % words.count]
            guard length + word.count <= count else { break }
            text += word
            length += word.count
            index += 1
        }
        if length == 0 {
            text = " "
            length = 1
        }
        return text + String(repeating: "~", count: count - length)
    }
}
