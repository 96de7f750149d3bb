import Foundation

/// The order in which Xcode writes an object's keys in a String Catalog: that of Foundation's `JSONSerialization` with
/// `.sortedKeys`, which compares two keys with `compare(_:options:range:locale:)`, the options numeric,
/// case-insensitive and forced ordering, in the system locale.
///
/// That comparison (CoreFoundation's `CFStringCompareWithOptionsAndLocale`) reads runs of ASCII digits as numbers
/// (`F8S` before `F12`, `1Xt` before `01Z`) and leaves every other difference to the root locale's collator:
/// punctuation before symbols before digits before letters (`- %@`, `(active)`, `%.1f pixel(s)`, `▾`, `Accelerated`),
/// case and accents only where nothing else differs, then lower case first (`Show desktop` before `Show Desktop`),
/// and the code points last, so that no two different keys are equal. The comparison is Foundation's own, the one its
/// `JSONSerialization` makes, so this order is Xcode's wherever Foundation's collation data is Apple's: every object
/// of the corpora's String Catalogs is in it, and `JSONSerialization` writes each of them back byte for byte.
public enum JSONKeyOrder {
    /// Whether `lhs` is written before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.compare(rhs, options: options, range: lhs.startIndex..<lhs.endIndex, locale: locale) == .orderedAscending
    }

    /// The options `JSONSerialization` compares keys with.
    private static let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]

    /// The locale `JSONSerialization` compares keys in (`NSLocale.systemLocale`, the root locale).
    private static let locale = NSLocale.system
}
