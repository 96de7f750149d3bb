import L10nRules
import Lproj

/// Reads a bundle and resolves its base language as the checker does, with errors as translator commands
/// report them.
enum BundleContext {
    /// The bundle at `bundlePath` resolved against `base` (the checker's default when `nil`).
    static func read(bundlePath: String, base: String?) throws(TranslationError) -> CheckContext {
        do {
            return try CheckContext(bundle: BundleReader.read(path: bundlePath), base: base)
        } catch let error as BundleError {
            throw TranslationError.unreadable(path: bundlePath, reason: error.description)
        } catch {
            throw TranslationError.unreadable(path: bundlePath, reason: "\(error)")
        }
    }
}
