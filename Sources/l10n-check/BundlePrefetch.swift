import Dispatch
import Locking
import Lproj

/// The reading of the bundle that a check names first (`l10n-check X.bundle ...`), started before the command line is
/// parsed: the argument parser's reflection over the commands takes milliseconds on one core, which reading and
/// parsing the bundle's files can use. The check takes the result only when it reads that same path under the same
/// limit; otherwise (another command, a repository, `--max-input-size`) it is never looked at. Reading writes
/// nothing and prints nothing, so a read that is not taken leaves no trace.
enum BundlePrefetch {
    /// A read started: its path, and its result once `done` is left.
    private final class Read: Sendable {
        let path: String
        let done = DispatchGroup()
        let result = Locked<Result<LocalizationBundle, BundleError>?>(nil)

        init(path: String) { self.path = path }
    }

    /// The read started and not taken yet, if any.
    private static let started = Locked<Read?>(nil)

    /// Starts reading `arguments[1]` (after the program's name) in the background when it is a bundle (a folder with
    /// `.lproj` folders or String Catalogs) and neither a command's name nor an option, and no argument asks for help,
    /// the version or another input limit. `isCommandName` is asked last: the commands' configurations take longer
    /// to make than a folder takes to list.
    static func start(arguments: [String], isCommandName: (String) -> Bool) {
        guard arguments.count >= 2, case let path = arguments[1], !path.hasPrefix("-"),
              !arguments.contains(where: Self.changesTheRead), BundleDiscovery.isBundle(path: path),
              !isCommandName(path)
        else { return }
        let read = Read(path: path)
        started.withLock { $0 = read }
        DispatchQueue.global().async(group: read.done) {
            let result = Result { () throws(BundleError) -> LocalizationBundle in try BundleReader.read(path: path) }
            read.result.withLock { $0 = result }
        }
    }

    /// The read of `path` started by ``start(arguments:isCommandName:)``, once it is done, when it read that path
    /// under `maximumInputSize` (the default limit); `nil` when no such read was started. It is handed out once.
    static func take(path: String, maximumInputSize: Int) -> Result<LocalizationBundle, BundleError>? {
        guard maximumInputSize == BundleReader.defaultMaximumInputSize,
              let read = started.withLock({ started -> Read? in
                  guard let read = started, read.path == path else { return nil }
                  started = nil
                  return read
              })
        else { return nil }
        read.done.wait()
        return read.result.withLock { $0 }
    }

    /// Whether an argument makes the read another one or no read at all.
    private static func changesTheRead(_ argument: String) -> Bool {
        argument.hasPrefix("--max-input-size") || ["-h", "--help", "--version"].contains(argument)
    }
}
