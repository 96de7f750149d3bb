// swift-tools-version:6.0
import PackageDescription

/// Release builds made by `scripts/build-release` link the system ICU and libxml2 from their static archives
/// (Debian's `libicu-dev` and `libxml2-dev` ship them) and export no symbols dynamically: the process then loads no
/// shared ICU, and `l10n-check --version` starts about 1.2 ms sooner (see README, "Performance"). Everyone else,
/// this package's dependents among them, links the shared libraries as usual.
let staticSystemLibraries = Context.environment["L10N_CHECK_STATIC_SYSTEM_LIBRARIES"] == "1"

/// The static archives of the system ICU and libxml2 and of the compression libraries libxml2 uses (zlib, liblzma), in
/// one group so that libxml2's own use of ICU (its encoding converters) finds the static ICU, and no symbol exported
/// dynamically. CICUShim and CXMLShim both name it, so any product that links either gets it.
let staticSystemLibrarySettings: [LinkerSetting] = [
    .unsafeFlags(
        ["--no-export-dynamic", "--start-group", "-l:libxml2.a", "-l:libicui18n.a", "-l:libicuuc.a", "-l:libicudata.a",
         "-l:libz.a", "-l:liblzma.a", "--end-group"].flatMap { ["-Xlinker", $0] }),
    .linkedLibrary("m"), .linkedLibrary("stdc++"),
]

/// The link settings of the system ICU, for CICUShim.
let icuLinkerSettings: [LinkerSetting] = staticSystemLibraries
    ? staticSystemLibrarySettings
    : [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]

/// The link settings of the system libxml2, for CXMLShim; shared, pkg-config names it.
let xmlLinkerSettings: [LinkerSetting] = staticSystemLibraries ? staticSystemLibrarySettings : []

let package = Package(
    name: "l10n-check",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "l10n-check", targets: ["l10n-check"]),
        .library(name: "Lproj", targets: ["Lproj"]),
        .library(name: "L10nRules", targets: ["L10nRules"]),
        .library(name: "ICUKit", targets: ["ICUKit"]),
        .library(name: "PopupFormatting", targets: ["PopupFormatting"]),
        .library(name: "Translation", targets: ["Translation"]),
        .library(name: "CodeKeys", targets: ["CodeKeys"]),
        .plugin(name: "L10nCheckPlugin", targets: ["L10nCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // `swift package generate-documentation` and `preview-documentation`: the DocC catalogs (scripts/build-docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // `swift package plugin l10n-check [BUNDLE] [OPTIONS]`: runs the checker from a Swift project that depends on
        // this package, without installing anything. It asks for no permission, so a check needs no flag; writing
        // report files from macOS's plugin sandbox needs `swift package --disable-sandbox plugin l10n-check ...`.
        .plugin(
            name: "L10nCheckPlugin",
            capability: .command(
                intent: .custom(verb: "l10n-check", description: "Check the localizations of the package's bundles")),
            dependencies: ["l10n-check"]),
        // C shim over the system ICU (libicu-dev). Its public header includes no ICU header.
        .target(name: "CICUShim", linkerSettings: icuLinkerSettings),
        // The system libxml2 (libxml2-dev), for CXMLShim: found with pkg-config; no Swift file imports it.
        // Linked statically, it is found where Debian puts it: pkg-config would add the shared library.
        .systemLibrary(
            name: "CLibXML2", pkgConfig: staticSystemLibraries ? nil : "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // C shim over the system libxml2 for the XLIFF reader. Its public header includes no libxml2 header.
        .target(
            name: "CXMLShim", dependencies: ["CLibXML2"],
            cSettings: staticSystemLibraries ? [.unsafeFlags(["-I/usr/include/libxml2"])] : [],
            linkerSettings: xmlLinkerSettings),
        // A lock the thread sanitizer can see (pthread), shared by the libraries below.
        .target(name: "Locking"),
        // The byte loops of the .strings reader (UTF-16 transcoding, the search for the next byte that matters) and of
        // the source scanner's skim (what each byte is), in C so that they are vectorized.
        .target(name: "CTextKernels"),
        .target(name: "ICUKit", dependencies: ["CICUShim", "Locking"]),
        .target(
            name: "Lproj",
            dependencies: [
                "Locking", "CXMLShim", "CTextKernels", .product(name: "Collections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "L10nRules",
            dependencies: [
                "Lproj", "ICUKit", "Locking", "Yams", "CodeKeys",
                .product(name: "Collections", package: "swift-collections"),
            ]
        ),
        // The localization calls of an app's Swift and Objective-C sources, read as genstrings does.
        .target(name: "CodeKeys", dependencies: ["Lproj", "CTextKernels"]),
        // The translator workflow: new languages, sync, XLIFF export and import.
        .target(name: "Translation", dependencies: ["Lproj", "ICUKit", "L10nRules"]),
        // The project's own popup UI strings bundle, installed as a resource of the package.
        .target(
            name: "PopupStringsResources",
            path: "Resources",
            sources: ["PopupStringsResources.swift"],
            resources: [.copy("PopupStrings.bundle")]
        ),
        .target(name: "PopupFormatting", dependencies: ["ICUKit", "Locking", "Lproj", "PopupStringsResources"]),
        .executableTarget(
            name: "l10n-check",
            dependencies: [
                "Lproj", "L10nRules", "ICUKit", "Locking", "PopupFormatting", "Translation", "CodeKeys",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzzers: replay inputs, or run under libFuzzer when built with -DFUZZING (see CONTRIBUTING.md, "Fuzzing").
        .target(name: "FuzzerDriver", path: "Fuzz/FuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["FuzzerDriver", "Lproj"], path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "reader-fuzzer", dependencies: ["Lproj", "L10nRules", "Translation", "FuzzSupport"],
            path: "Fuzz/ReaderFuzzer"),
        .executableTarget(
            name: "xliff-import-fuzzer", dependencies: ["Lproj", "Translation", "FuzzSupport"],
            path: "Fuzz/XLIFFImportFuzzer"),
        .executableTarget(
            name: "config-fuzzer", dependencies: ["Lproj", "L10nRules", "FuzzSupport"], path: "Fuzz/ConfigFuzzer"),
        .executableTarget(name: "popup-fuzzer", dependencies: ["PopupFormatting", "FuzzSupport"], path: "Fuzz/PopupFuzzer"),
        .executableTarget(name: "popup-example", dependencies: ["PopupFormatting"], path: "Examples/PopupExample"),
        .executableTarget(
            name: "format-bench",
            dependencies: ["PopupFormatting", "ICUKit"],
            path: "Benchmarks/format-bench"
        ),
        .executableTarget(
            name: "l10n-bench",
            dependencies: ["Lproj", "Locking", "L10nRules", "CodeKeys"],
            path: "Benchmarks/l10n-bench"
        ),
        .testTarget(name: "ICUKitTests", dependencies: ["ICUKit"]),
        .testTarget(name: "LockingTests", dependencies: ["Locking"]),
        .testTarget(name: "CodeKeysTests", dependencies: ["CodeKeys", "Lproj", "CTextKernels", "TestSupport"]),
        .testTarget(
            name: "TranslationTests", dependencies: ["Translation", "Lproj", "L10nRules", "ICUKit", "CodeKeys", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "LprojTests", dependencies: ["Lproj", "TestSupport"], resources: [.copy("Fixtures")]),
        // Helpers several test targets share: running xmllint and python3, finding ../shared/schemas, a seeded generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "L10nRulesTests", dependencies: ["L10nRules", "Lproj", "CodeKeys", "TestSupport", "Yams"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "L10nCheckTests", dependencies: ["l10n-check", "L10nRules", "TestSupport", "Yams"], exclude: ["Fixtures"]),
        .testTarget(
            name: "PopupFormattingTests", dependencies: ["PopupFormatting", "ICUKit", "Lproj"],
            exclude: ["Oracle"], resources: [.copy("Fixtures")]),
    ]
)
