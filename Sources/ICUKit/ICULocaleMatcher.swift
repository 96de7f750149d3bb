import CICUShim

/// Best match of preferred languages against supported ones with ICU's own LocaleMatcher (C++ icu::LocaleMatcher).
public enum ICULocaleMatcher {
    /// The entry of `supported` that best matches `desired` (most preferred first), as given, or
    /// `defaultLocale` when none is close enough.
    ///
    /// ICU's matcher knows which languages and regions are close (`de-CH` -> `de`, `zh-TW` ->
    /// `zh-Hant`, `pt` -> `pt-BR`, `en-IN` -> `en-GB` over `en`). Tags are BCP 47 (`_` is read as `-`);
    /// tags ICU cannot read are ignored.
    public static func bestMatch(desired: [String], supported: [String], default defaultLocale: String?) -> String? {
        let index = withCStrings(desired.map(dashed)) { desiredTags in
            withCStrings(supported.map(dashed)) { supportedTags in
                var status = ICUStatus.ok
                let index = l10n_icu_locale_best_match(
                    desiredTags, Int32(desiredTags.count), supportedTags, Int32(supportedTags.count), &status)
                return status > 0 ? -1 : Int(index)
            }
        }
        return supported.indices.contains(index) ? supported[index] : defaultLocale
    }

    /// The tag with ICU's `_` replaced by `-`.
    private static func dashed(_ tag: String) -> String {
        String(tag.map { $0 == "_" ? "-" : $0 })
    }

    /// Calls `body` with NUL-terminated copies of `strings`, all in one buffer.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        var bytes: [CChar] = []
        var offsets: [Int] = []
        for string in strings {
            offsets.append(bytes.count)
            bytes.append(contentsOf: string.utf8.map { CChar(bitPattern: $0 == 0 ? UInt8(ascii: " ") : $0) })
            bytes.append(0)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            body(offsets.map { buffer.baseAddress! + $0 })
        }
    }
}
