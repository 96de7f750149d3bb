/// The letters a generated language writes its pseudo-words with, already encoded as UTF-8.
struct Script: Sendable {
    /// The letters, each one Unicode scalar as UTF-8 bytes.
    let letters: [[UInt8]]
    /// Letters used now and then in place of one of `letters` (accented vowels of a Latin script).
    let accents: [[UInt8]]
    /// The number of letters of a word.
    let wordLength: ClosedRange<Int>
    /// Whether words are separated by spaces (not in Chinese, Japanese or Thai).
    let spaces: Bool

    /// A script of the letters of `text`, plus the accented letters of `accents`.
    init(_ text: String, accents: String = "", wordLength: ClosedRange<Int> = 3...9, spaces: Bool = true) {
        letters = text.unicodeScalars.map { Array(String($0).utf8) }
        self.accents = accents.unicodeScalars.map { Array(String($0).utf8) }
        self.wordLength = wordLength
        self.spaces = spaces
    }

    /// A script of the scalars `first...last` (a block of letters without gaps).
    init(from first: UInt32, to last: UInt32, wordLength: ClosedRange<Int> = 3...8, spaces: Bool = true) {
        let text = String(String.UnicodeScalarView((first...last).compactMap(Unicode.Scalar.init)))
        self.init(text, wordLength: wordLength, spaces: spaces)
    }

    /// Appends one pseudo-word to `out`.
    func appendWord(to out: inout [UInt8], random: inout SplitMix64) {
        let length = random.within(wordLength)
        for _ in 0..<length {
            if !accents.isEmpty && random.below(8) == 0 {
                out += accents[random.below(accents.count)]
            } else {
                out += letters[random.below(letters.count)]
            }
        }
    }

    /// A script of the scalars `first...last`, with the defaults of the initializer.
    static func from(_ first: UInt32, to last: UInt32) -> Script { Script(from: first, to: last) }

    /// A Latin script whose words now and then use one of `accents`.
    static func latin(_ accents: String) -> Script { Script("abcdefghiklmnoprstuvaeioaeiouenrst", accents: accents) }
    static let latinPlain = latin("")
    static let cyrillic = Script(from: 0x430, to: 0x44F)
    static let greek = Script(from: 0x3B1, to: 0x3C9)
    static let arabic = Script(from: 0x627, to: 0x63A)
    static let hebrew = Script(from: 0x5D0, to: 0x5EA)
    static let han = Script(from: 0x4E00, to: 0x4FFF, wordLength: 2...4, spaces: false)
    static let japanese = Script(
        "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"
            + "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロン設定地図表示削除保存",
        wordLength: 2...5, spaces: false)
    static let hangul = Script(from: 0xAC00, to: 0xAE00, wordLength: 2...4)
    static let thai = Script(from: 0xE01, to: 0xE2E, wordLength: 3...8, spaces: false)
    static let devanagari = Script(from: 0x915, to: 0x939)
    static let bengali = Script(from: 0x995, to: 0x9A8)
    static let tamil = Script("கஙசஞடணதநபமயரலவழளறன")
    static let telugu = Script(from: 0xC15, to: 0xC28)
    static let gujarati = Script(from: 0xA95, to: 0xAA8)
    static let kannada = Script(from: 0xC95, to: 0xCA8)
    static let malayalam = Script(from: 0xD15, to: 0xD28)
    static let gurmukhi = Script(from: 0xA15, to: 0xA28)
    static let georgian = Script(from: 0x10D0, to: 0x10F0)
    static let armenian = Script(from: 0x561, to: 0x586)
    static let myanmar = Script(from: 0x1000, to: 0x1020, spaces: false)
    static let khmer = Script(from: 0x1780, to: 0x17A2, spaces: false)
    static let lao = Script("ກຂຄງຈຊຍດຕຖທນບປຜຝພຟມຢຣລວສຫອຮ", spaces: false)
    static let sinhala = Script(from: 0xD9A, to: 0xDB1)
    static let ethiopic = Script(from: 0x1200, to: 0x1248)
}
