import Foundation
import FuzzSupport
import Lproj
import Translation

/// One fuzzer input: an XLIFF or PO file imported (planned, not written) into a small bundle on disk. Checked beyond "no
/// crash, no hang": every planned write stays inside the bundle's `.lproj` folders and reads back as a text
/// `.strings` file without errors.
@_cdecl("LLVMFuzzerTestOneInput")
public func xliffImportFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Every input is read as XLIFF (any version) and, where that fails, as gettext PO: both readers face it.
    let bytes = FuzzRunner.bytes(data, size)
    guard let document = (try? XLIFFReader.read(bytes: bytes, path: "f.xlf")) ?? (try? POReader.read(bytes: bytes, path: "f.po")),
          let plan = try? XLIFFImport.plan([document], bundlePath: XLIFFImportFuzzer.bundle, base: "en")
    else { return 0 }
    for write in plan.writes {
        let relative = write.path.dropFirst(XLIFFImportFuzzer.bundle.count + 1)
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard write.path.hasPrefix(XLIFFImportFuzzer.bundle + "/"), parts.count == 2, parts[0].hasSuffix(".lproj"),
              !parts.contains(".."), !parts.contains("")
        else { preconditionFailure("an import plans a write outside the bundle's language folders: \(write.path)") }
        let reread = StringsFileReader.read(bytes: write.bytes, path: String(relative))
        if reread.format != .text || reread.hasErrors {
            preconditionFailure("an import plans a file that does not read back: \(write.path)")
        }
    }
    return 0
}

/// Fuzzes XLIFF import (`Fuzz/run xliff-import SECONDS`).
@main
enum XLIFFImportFuzzer {
    /// A bundle written once into a temporary folder: English with a format specifier and plural variants, and a
    /// partial French and Czech.
    static let bundle: String = {
        let root = NSTemporaryDirectory() + "xliff-import-fuzzer-\(getpid())/Fuzz.bundle"
        let files = [
            "en.lproj/Localizable.strings":
                "\"greeting\" = \"Hello %@\";\n\"count.one\" = \"%d item\";\n\"count.other\" = \"%d items\";\n\"plain\" = \"Plain\";\n",
            "fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour %@\";\n",
            "cs.lproj/Localizable.strings": "/* Czech */\n\"plain\" = \"Prostý\";\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                preconditionFailure("cannot write the fuzzer's bundle at \(root): \(error)")
            }
        }
        return root
    }()

    static func main() throws {
        try FuzzRunner.run(xliffImportFuzzerTestOneInput)
    }
}
