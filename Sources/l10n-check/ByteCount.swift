import ArgumentParser
import Lproj

/// A size given on the command line: bytes, or a number with `K`, `M` or `G` (powers of 1024: `512M`, `2G`).
struct ByteCount: ExpressibleByArgument, Equatable {
    /// The size in bytes.
    var bytes: Int

    /// Creates a size of `bytes` bytes.
    init(bytes: Int) {
        self.bytes = bytes
    }

    /// Reads `1048576`, `64K`, `512M`, `2G` (also `512MB`, `512MiB`, any case); nil for anything else.
    init?(argument: String) {
        var text = Substring(argument.uppercased())
        for suffix in ["IB", "B"] where text.hasSuffix(suffix) && text.count > suffix.count {
            text = text.dropLast(suffix.count)
            break
        }
        let shifts: [Character: Int] = ["K": 10, "M": 20, "G": 30, "T": 40]
        var shift = 0
        if let last = text.last, let found = shifts[last] {
            shift = found
            text = text.dropLast()
        }
        guard !text.isEmpty, text.allSatisfy(\.isASCII), let number = Int(text), number > 0,
              number <= Int.max >> shift
        else { return nil }
        bytes = number << shift
    }

    /// The default input limit, as `--help` shows it.
    var defaultValueDescription: String {
        for (shift, unit) in [(30, "G"), (20, "M"), (10, "K")] where bytes % (1 << shift) == 0 {
            return "\(bytes >> shift)\(unit)"
        }
        return "\(bytes)"
    }
}
