import Testing
@testable import L10nRules
import Lproj

/// A String Catalog's formats as Xcode compiles them: a plural form may leave out the count its selector consumes,
/// and only that; a substitution without `argNum` reads the argument its `%#@name@` takes in the text.
struct CatalogFormatTests {
    private typealias Catalog = CatalogAnywhereTests

    private static func unit(_ value: String) -> String { Catalog.unit(value) }

    private static func plural(_ forms: KeyValuePairs<String, String>) -> String { Catalog.plural(forms) }

    /// The format-mismatch findings of a catalog with `strings`, as `language key (path)` lines.
    private static func formatFindings(_ strings: String) throws -> [String] {
        try Catalog.findings(["Localizable.xcstrings": Catalog.catalog(strings)])
            .filter { $0.rule == "format-mismatch" }
            .map { "\($0.language ?? "-") \($0.message.prefix { $0 != ")" }))" }
    }

    /// An English source that leaves its count out of `one` (as apps' sources do), and forms that leave out the
    /// count (right) or the other argument (a loss).
    @Test func pluralFormMayLeaveOutItsCountAndNothingElse() throws {
        let found = try Self.formatFindings("""
            "%lld lines" : { "localizations" : {
              "en" : \(Self.plural([
                  "one": "Found a line ending other than %2$@.", "other": "Found %1$lld line endings other than %2$@."])),
              "de" : \(Self.plural([
                  "one": "Ein Zeilenende außer %2$@ gefunden.", "other": "%1$lld Zeilenenden außer %2$@ gefunden."])),
              "fr" : \(Self.plural(["one": "Une fin de ligne autre que %2$@.", "other": "%1$lld fins de ligne."])),
              "it" : \(Self.plural(["one": "%1$lld riga", "other": "%1$lld righe diverse da %2$@."]))
            } }
            """)
        #expect(found == [
            "fr format mismatch in \"%lld lines\" (other)", "it format mismatch in \"%lld lines\" (one)",
        ])
    }

    /// Plural forms inside a device variation select by the same count.
    @Test func pluralFormInsideADeviceVariationMayLeaveOutItsCount() throws {
        let mac = { (forms: String) in "{ \"variations\" : { \"device\" : { \"mac\" : \(forms) } } }" }
        let found = try Self.formatFindings("""
            "%lld lines" : { "localizations" : {
              "en" : \(mac(Self.plural(["one": "A line in %2$@", "other": "%1$lld lines in %2$@"]))),
              "de" : \(mac(Self.plural(["one": "Eine Zeile in %2$@", "other": "%1$lld Zeilen in %2$@"]))),
              "fr" : \(mac(Self.plural(["one": "Une ligne", "other": "%1$lld lignes dans %2$@"])))
            } }
            """)
        #expect(found == ["fr format mismatch in \"%lld lines\" (device.mac.one)"])
    }

    /// A substitution's form may leave out its own argument, not another one it reads.
    @Test func substitutionFormMayLeaveOutOnlyItsOwnArgument() throws {
        let files = { (one: String, other: String) in
            """
            { "stringUnit" : { "state" : "translated", "value" : "%1$@: %2$#@files@" }, "substitutions" : {
              "files" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : \(Self.unit(one)), "other" : \(Self.unit(other)) } } } } }
            """
        }
        let found = try Self.formatFindings("""
            "%@: %lld files" : { "localizations" : {
              "en" : \(files("%arg file in %1$@", "%arg files in %1$@")),
              "de" : \(files("eine Datei in %1$@", "%arg Dateien in %1$@")),
              "fr" : \(files("%arg fichier", "%arg fichiers dans %1$@"))
            } }
            """)
        #expect(found == ["fr format mismatch in \"%@: %lld files\" (substitutions.files.one)"])
    }

    /// IceCubes' `%#@count_posts@ %#@count_participants@`: without `argNum`, the substitutions read arguments 1
    /// and 2 as their names come in the text; a translation may give them places of its own.
    @Test func substitutionWithoutArgNumReadsTheArgumentOfItsPlaceInTheText() throws {
        let localization = { (text: String, posts: String, participants: String, argNums: Bool) in
            """
            { "stringUnit" : { "state" : "translated", "value" : "\(text)" }, "substitutions" : {
              "count_participants" : { \(argNums ? "\"argNum\" : 2, " : "")"formatSpecifier" : "lld",
                "variations" : { "plural" : { "one" : \(Self.unit(participants)), "other" : \(Self.unit(participants + "s")) } } },
              "count_posts" : { \(argNums ? "\"argNum\" : 1, " : "")"formatSpecifier" : "lld",
                "variations" : { "plural" : { "one" : \(Self.unit(posts)), "other" : \(Self.unit(posts + "s")) } } } } }
            """
        }
        let found = try Self.formatFindings("""
            "tag.posts %lld %lld" : { "localizations" : {
              "en" : \(localization("%#@count_posts@ %#@count_participants@", "%arg post", "from %arg participant", true)),
              "pl" : \(localization("%#@count_posts@ %#@count_participants@", "%arg post", "od %arg uczestnik", false)),
              "de" : \(localization("%2$#@count_participants@: %1$#@count_posts@", "%arg Beitrag", "%arg Person", false)),
              "fr" : \(localization("%#@count_posts@ %#@count_participants@", "%arg post", "de %@ participant", false))
            } }
            """)
        #expect(found == [
            "fr format mismatch in \"tag.posts %lld %lld\" (substitutions.count_participants.one)",
            "fr format mismatch in \"tag.posts %lld %lld\" (substitutions.count_participants.other)",
        ])
    }
}
