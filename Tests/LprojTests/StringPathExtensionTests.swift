import Foundation
import Testing

@testable import Lproj

/// `String.pathExtension` and `deletingPathExtension` give what `NSString` gives, for every kind of name a bundle's
/// listing holds.
struct StringPathExtensionTests {
    static let paths = [
        "Localizable.strings", "fr.lproj/Localizable.strings", "fr.lproj/Main.storyboard", "Base.lproj/View.xib",
        "fr.lproj/Plurals.stringsdict", "Localizable.xcstrings", "Info.plist", "a.b.c", "fr.lproj/a.b.c", "noext",
        "dir.d/noext", ".hidden", "fr.lproj/.hidden", "trailing.", "fr.lproj/trailing.", "..", "fr.lproj/..", ".",
        "..strings", "a..b", "", "zh-Hant-HK.lproj/InfoPlist.strings", "é.lproj/Ünïcödé.strings", "a b.st rings",
    ]

    @Test(arguments: paths)
    func extensionMatchesNSString(_ path: String) {
        #expect(String(path.pathExtension) == (path as NSString).pathExtension)
    }

    @Test(arguments: paths)
    func deletingExtensionMatchesNSString(_ path: String) {
        #expect(String(path.deletingPathExtension) == (path as NSString).deletingPathExtension)
    }
}
