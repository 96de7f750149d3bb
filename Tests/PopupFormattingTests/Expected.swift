import Foundation

/// Expected strings written by the system ICU itself (`Oracle/icu-oracle.c`, run by `Oracle/generate.py`), never by
/// the code under test.
struct Expected: Decodable {
    let moment: Double
    let timeZone: String
    /// Locale, then `dateFormat` name.
    let dates: [String: [String: String]]
    /// Locale, then `ZONE MILLIS dateFormat`.
    let dst: [String: [String: String]]
    /// Locale, then `FORMAT VALUE`.
    let numbers: [String: [String: String]]
    /// Locale, then `DATESTYLE/TIMESTYLE`.
    let styles: [String: [String: String]]

    static let table: Expected = {
        let url = Bundle.module.url(forResource: "icu72-expected", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(Expected.self, from: Data(contentsOf: url))
    }()

    static let locales = ["en", "de", "fr", "ar", "hi", "ja", "zh-Hant-TW", "pt-BR", "ru", "he"]
}
