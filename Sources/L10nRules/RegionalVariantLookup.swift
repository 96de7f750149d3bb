import ICUKit
import Lproj

/// What users of a regional variant of the base language (`en-GB` when the base is `en`) see for a key the variant's
/// table lacks.
///
/// Apple's lookup picks one localization (`en-GB.lproj`) and reads the key from its table only; it does not fall
/// back to `en.lproj` key by key. A key the table lacks comes back as the `value` argument, or as the key itself
/// when that is empty, as `Bundle.localizedString(forKey:value:table:)` documents
/// (https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)): "If key
/// isn't found in table and value is nil or an empty string, returns key."
struct RegionalVariantLookup {
    /// The variant's name, for messages.
    var language: String
    /// The base language's name, for messages.
    var baseName: String
    /// The base table's text for each key, as Apple reads it.
    var baseTexts: [String: String]
    /// The keys the base defines in its `.stringsdict`, whose text is a plural rule rather than one string.
    var stringsdictKeys: Set<String>

    /// The lookup of one comparison, or `nil` when its language is no regional variant of the base language.
    init?(comparison: KeyComparison, context: CheckContext) {
        guard let tag = comparison.language.tag, let baseTag = context.base.tag,
              let id = try? LanguageID(folderName: tag), let baseID = try? LanguageID(folderName: baseTag),
              id.isRegionalVariant(of: baseID) else { return nil }
        language = comparison.language.name
        baseName = context.base.name
        baseTexts = context.base.folder.tables[comparison.table]?.strings == nil
            ? [:] : context.baseFacts[comparison.table]?.runtimeTable ?? [:]
        stringsdictKeys = context.baseStringsdictKeys(ofTable: comparison.table)
    }

    /// The severity of a missing key (a note when users see the right text anyway, else the rule's default) and
    /// what users see, as a clause to append to the message.
    func consequence(ofMissing key: String) -> (Severity?, String) {
        let quotedKey = StringsWriter.quoted(key)
        guard !stringsdictKeys.contains(key), let text = baseTexts[key] else {
            return (nil, "; users of \(language) see the key \(quotedKey) itself, as Apple does not fall back to "
                + "\(baseName) key by key")
        }
        if text == key {
            return (.note, "; users of \(language) see the key itself, \(quotedKey), which is also the base language's "
                + "text, as Apple does not fall back to \(baseName) key by key")
        }
        return (nil, "; users of \(language) see the key \(quotedKey) itself instead of \(baseName)'s "
            + "\(StringsWriter.quoted(text)), as Apple does not fall back to \(baseName) key by key")
    }
}
