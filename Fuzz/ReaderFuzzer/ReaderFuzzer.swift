import FuzzSupport
import L10nRules
import Lproj
import Translation

/// One fuzzer input (libFuzzer's entry point): the first byte picks a reader, the rest is its input.
///
/// Properties checked beyond "no crash, no hang":
/// - a `.strings` text file read without any issue is written back byte for byte;
/// - whatever the writer produces from a text file reads back to the same table;
/// - an XLIFF file that reads is written back to a document that reads the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzRunner.bytes(data, size)
    guard let selector = bytes.first else { return 0 }
    let input = Array(bytes.dropFirst())
    switch selector % 6 {
    case 0: checkStringsRoundTrip(input)
    case 1: _ = StringsdictDocument(bytes: input, path: "f.stringsdict").entries.count
    case 2: _ = StringCatalog(bytes: input, path: "f.xcstrings").entries.count
    case 3: checkWholeBundle(input)
    case 5: checkInterfaceBuilderBundle(input)
    default: checkXLIFFRoundTrip(input)
    }
    return 0
}

/// Reads `.strings` bytes and checks the writer's two promises.
func checkStringsRoundTrip(_ input: [UInt8]) {
    let document = StringsFileReader.read(bytes: input, path: "f.strings")
    guard document.format == .text, let written = try? StringsWriter.bytes(of: document) else { return }
    if document.issues.isEmpty && written != input {
        fatalError("an issue-free file was not written back byte for byte")
    }
    let reread = StringsFileReader.read(bytes: written, path: "f.strings")
    if reread.issues.isEmpty && document.issues.isEmpty && reread.table != document.table {
        fatalError("the written file reads back to another table")
    }
}

/// Reads XLIFF bytes and, when they read, checks that the writer's text reads back to the same document.
func checkXLIFFRoundTrip(_ input: [UInt8]) {
    guard let document = try? XLIFFReader.read(bytes: input, path: "f.xlf") else { return }
    let written = XLIFFWriter.bytes(of: document, toolVersion: "fuzz")
    guard let reread = try? XLIFFReader.read(bytes: written, path: "f.xlf") else {
        fatalError("the writer's XLIFF does not read back")
    }
    if reread != document { fatalError("the written XLIFF reads back to another document") }
}

/// Splits the input at the first zero byte into a base and a translation and runs every rule.
func checkWholeBundle(_ input: [UInt8]) {
    let cut = input.firstIndex(of: 0) ?? input.count
    let files = [
        "en.lproj/Localizable.strings": Array(input[..<cut]),
        "fr.lproj/Localizable.strings": Array(input[min(cut + 1, input.count)...]),
        "fr.lproj/Localizable.stringsdict": Array(input[min(cut + 1, input.count)...]),
    ]
    guard let bundle = try? BundleReader.read(files: files),
          let context = try? CheckContext(bundle: bundle, base: "en") else { return }
    _ = Checker().check(context).diagnostics.count
}

/// Splits the input at the first zero byte into a base storyboard and a translation of it, and runs every rule.
func checkInterfaceBuilderBundle(_ input: [UInt8]) {
    let cut = input.firstIndex(of: 0) ?? input.count
    let files = [
        "Base.lproj/Main.storyboard": Array(input[..<cut]),
        "fr.lproj/Main.strings": Array(input[min(cut + 1, input.count)...]),
    ]
    _ = InterfaceBuilderDocument(bytes: files["Base.lproj/Main.storyboard"] ?? [], path: "Main.storyboard").entries.count
    guard let bundle = try? BundleReader.read(files: files),
          let context = try? CheckContext(bundle: bundle, base: "Base") else { return }
    _ = Checker().check(context).diagnostics.count
}

/// Fuzzes the readers, the writer and the checker (`Fuzz/run reader SECONDS`).
@main
enum ReaderFuzzer {
    static func main() throws {
        try FuzzRunner.run(readerFuzzerTestOneInput)
    }
}
