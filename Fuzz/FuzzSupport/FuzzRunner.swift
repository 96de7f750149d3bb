import Foundation
import FuzzerDriver
import Lproj

/// libFuzzer's entry point as each fuzzer defines it: one input, answered with 0.
public typealias FuzzerTestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs a fuzzer: libFuzzer when built with `-DFUZZING -sanitize=fuzzer` (see `Fuzz/run`), otherwise each input file
/// named on the command line once (a crash to replay, or a whole corpus folder's files).
public enum FuzzRunner {
    /// Hands `testOneInput` to libFuzzer, or replays the files named on the command line through it.
    public static func run(_ testOneInput: FuzzerTestOneInput) throws {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            let bytes = try FileBytes.read(path)
            _ = bytes.withUnsafeBufferPointer { testOneInput($0.baseAddress, $0.count) }
            print("ran \(path) (\(bytes.count) bytes)")
        }
        #endif
    }

    /// The input as bytes (libFuzzer may pass no address for an empty input).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
