/// The language folders a generated bundle has: real Apple language IDs (`de`, `pt-BR`, `zh-Hans`), each with the
/// script its pseudo-words are written in.
enum LanguageCatalog {
    /// The base language, always the first folder.
    static let base = "en"

    /// 110 language IDs other than the base, as Apple names `.lproj` folders, in the order a bundle takes them.
    static let others: [(id: String, script: Script)] = [
        ("de", .latin("äöüß")), ("fr", .latin("éèêàçô")), ("ja", .japanese), ("ar", .arabic),
        ("pt-BR", .latin("ãõáéçê")), ("zh-Hans", .han), ("es", .latin("áéíóúñ")), ("it", .latin("àèéìò")),
        ("ko", .hangul), ("ru", .cyrillic), ("nl", .latin("ëï")), ("sv", .latin("åäö")), ("zh-Hant", .han),
        ("pl", .latin("ąęółśżźćń")), ("tr", .latin("çğıöşü")), ("da", .latin("æøå")), ("fi", .latin("äö")),
        ("nb", .latin("æøå")), ("cs", .latin("áčďéěíňřšťúůýž")), ("he", .hebrew), ("el", .greek), ("th", .thai),
        ("hu", .latin("áéíóöőúüű")), ("ro", .latin("ăâîșț")), ("uk", .cyrillic), ("vi", .latin("ăâđêôơưạảấầ")),
        ("id", .latinPlain), ("ms", .latinPlain), ("hi", .devanagari), ("ca", .latin("àçèéíïòóúü")),
        ("hr", .latin("čćđšž")), ("sk", .latin("áäčďéíĺľňóôŕšťúýž")), ("sl", .latin("čšž")), ("sr", .cyrillic),
        ("bg", .cyrillic), ("et", .latin("äöõüšž")), ("lv", .latin("āčēģīķļņšūž")), ("lt", .latin("ąčęėįšųūž")),
        ("es-419", .latin("áéíóúñ")), ("es-MX", .latin("áéíóúñ")), ("pt-PT", .latin("ãõáéçê")),
        ("fr-CA", .latin("éèêàçô")), ("en-GB", .latinPlain), ("en-AU", .latinPlain), ("en-CA", .latinPlain),
        ("en-IN", .latinPlain), ("de-CH", .latin("äöü")), ("de-AT", .latin("äöüß")), ("zh-HK", .han),
        ("zh-Hant-TW", .han), ("zh-Hant-HK", .han), ("fa", .arabic), ("ur", .arabic), ("bn", .bengali),
        ("ta", .tamil), ("te", .telugu), ("mr", .devanagari), ("gu", .gujarati), ("kn", .kannada),
        ("ml", .malayalam), ("pa", .gurmukhi), ("ne", .devanagari), ("si", .sinhala), ("my", .myanmar),
        ("km", .khmer), ("lo", .lao), ("ka", .georgian), ("hy", .armenian), ("am", .ethiopic),
        ("az", .latin("çəğıöşü")), ("kk", .cyrillic), ("ky", .cyrillic), ("uz", .latin("ʻ")), ("mn", .cyrillic),
        ("be", .cyrillic), ("mk", .cyrillic), ("bs", .latin("čćđšž")), ("sq", .latin("ëç")), ("is", .latin("áðéíóúýþæö")),
        ("ga", .latin("áéíóú")), ("cy", .latin("âêîôŵŷ")), ("mt", .latin("ċġħż")), ("eu", .latin("ñ")),
        ("gl", .latin("áéíóúñ")), ("af", .latin("êëô")), ("sw", .latinPlain), ("zu", .latinPlain),
        ("xh", .latinPlain), ("yo", .latin("ẹọṣ")), ("ig", .latin("ịọụ")), ("ha", .latin("ɓɗƙ")), ("so", .latinPlain),
        ("fil", .latinPlain), ("tg", .cyrillic), ("tk", .latin("äçňöşüýž")), ("tt", .cyrillic), ("ps", .arabic),
        ("lb", .latin("äéë")), ("fo", .latin("áðíóúýæø")), ("gd", .latin("àèìòù")), ("br", .latin("ñù")),
        ("fy", .latin("âêôûú")), ("haw", .latin("āēīōūʻ")), ("mi", .latin("āēīōū")), ("sm", .latinPlain),
        ("to", .latin("āēīōū")), ("nn", .latin("æøå")), ("se", .latin("áčđŋšŧž")), ("ug", .arabic),
        ("ku", .latin("çêîşû")), ("or", .from(0xB15, to: 0xB28)), ("as", .bengali), ("bo", .from(0xF40, to: 0xF60)),
        ("dz", .from(0xF40, to: 0xF60)), ("yue-Hant", .han),
    ]

    /// Regions appended to the list's IDs when a bundle has more languages than the list (`de-LU`).
    static let regions = ["LU", "BE", "IE", "SG", "ZA", "NZ", "PH", "MY", "KE", "NG", "AR", "CL", "CO", "PE"]

    /// The most languages a bundle can have: every ID of the list, then each language with each region.
    static let maximumCount = 1 + others.count * (1 + regions.count) / 2

    /// The first `count` (at most `maximumCount`) folders' language IDs and scripts, the base first, all distinct.
    static func languages(_ count: Int) -> [(id: String, script: Script)] {
        var result: [(id: String, script: Script)] = [(base, .latinPlain)]
        var seen: Set<String> = [base]
        var round = 0
        while result.count < count && round <= regions.count {
            for (id, script) in others where result.count < count {
                let language = id.split(separator: "-")[0]
                let name = round == 0 ? id : "\(language)-\(regions[round - 1])"
                if seen.insert(name).inserted { result.append((name, script)) }
            }
            round += 1
        }
        return result
    }
}
