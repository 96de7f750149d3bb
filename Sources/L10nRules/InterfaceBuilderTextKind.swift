import Lproj

/// Whether a text of an Interface Builder file is one to translate, as translators and apps treat them.
enum InterfaceBuilderTextKind: Equatable {
    /// A text users read in the language of the app: every language must translate it.
    case text
    /// The object library's default text of its class ("Label" of a label, "Text Cell" of a text cell): left in the
    /// file for code to replace at run time.
    case libraryDefault
    /// A text without a word, no two letters in a row ("16:9", "1280", "⇧⌘O", "-", "x2"): it reads the same in
    /// every language.
    case noWord
    /// A text the app marks as not to translate (BartyCrouch's `#bc-ignore!`, or "DO NOT LOCALIZE" as Sparkle writes
    /// it, in the text or in the object's comment for localizers).
    case notToTranslate

    /// The marker apps built with BartyCrouch put in a text, or in its object's comment for localizers, to keep it out
    /// of translation.
    static let ignoreMarker = "#bc-ignore!"

    /// The kind of `text`, a `property` of an object of `className` (as ibtool names it, `NSTextFieldCell`), whose
    /// comment for localizers is `localizerComment`.
    static func of(
        _ text: String, className: String?, property: String?, localizerComment: String?
    ) -> InterfaceBuilderTextKind {
        if text.contains(ignoreMarker) || localizerComment?.contains(ignoreMarker) == true
            || saysDoNotLocalize(text) || localizerComment.map(saysDoNotLocalize) == true {
            return .notToTranslate
        }
        if !hasWord(text) { return .noWord }
        if let className, InterfaceBuilderLibraryDefaults.isDefault(text, className: className, property: property) {
            return .libraryDefault
        }
        return .text
    }

    /// Whether `text` says it is not to be localized ("DO NOT LOCALIZE", Sparkle's mark on a text code replaces, in
    /// any case, "do not translate" too).
    static func saysDoNotLocalize(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.contains("do not localize") || lowered.contains("don't localize")
            || lowered.contains("do not translate")
    }

    /// Whether `text` has two letters in a row: a word, however short ("OK", "km").
    static func hasWord(_ text: String) -> Bool {
        var previousIsLetter = false
        for scalar in text.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic
            if isLetter && previousIsLetter { return true }
            previousIsLetter = isLetter
        }
        return false
    }
}
