import FuzzSupport
import L10nRules
import Lproj

/// One fuzzer input: a `.l10n-check.yml` configuration. It either parses or throws a `ConfigurationError`; a parsed
/// configuration applied to a small bundle must not crash the checker.
@_cdecl("LLVMFuzzerTestOneInput")
public func configFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: FuzzRunner.bytes(data, size), as: UTF8.self)
    guard let configuration = try? Configuration.parse(yaml: text, path: ".l10n-check.yml") else { return 0 }
    _ = Checker(disabledRules: Set(configuration.disabledRules)).check(ConfigFuzzer.context).diagnostics.count
    return 0
}

/// Fuzzes the configuration reader (`Fuzz/run config SECONDS`).
@main
enum ConfigFuzzer {
    /// A two-language bundle the parsed configurations are applied to.
    static let context: CheckContext = {
        let files: [String: [UInt8]] = [
            "en.lproj/Localizable.strings": Array(#""a" = "A %@"; "b" = "B";"#.utf8),
            "fr.lproj/Localizable.strings": Array(#""a" = "A %d";"#.utf8),
        ]
        guard let bundle = try? BundleReader.read(files: files), let context = try? CheckContext(bundle: bundle, base: "en")
        else { preconditionFailure("the fixed example bundle reads") }
        return context
    }()

    static func main() throws {
        try FuzzRunner.run(configFuzzerTestOneInput)
    }
}
