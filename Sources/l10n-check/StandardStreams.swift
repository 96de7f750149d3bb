#if canImport(Glibc)
import Glibc

private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin

private let systemWrite = Darwin.write
#endif

/// Standard output and standard error as the command writes them: whole buffers through `write(2)`, retried after
/// interruptions and short writes, so that a full disk or a closed pipe is an error the command can report instead
/// of a trap (Foundation's non-throwing `FileHandle.write(_:)` stops the process with SIGILL on a write error).
enum StandardStreams {
    /// Why writing to a stream failed.
    enum WriteFailure: Error {
        /// The reader went away (`| head -1`): the pipe is closed.
        case closedPipe
        /// Any other failure, with the system's explanation (`No space left on device` for `> /dev/full`).
        case failed(String)
    }

    /// Lets a write to a closed pipe fail with `EPIPE` instead of killing the process with SIGPIPE.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `bytes` to the file descriptor `fd`.
    static func write(_ bytes: [UInt8], to fd: Int32) throws(WriteFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR, EAGAIN: continue
            case EPIPE: throw .closedPipe
            case let code: throw .failed(String(cString: strerror(code)))
            }
        }
    }

    /// Writes `text` to standard output; when that fails, ends the process: quietly on a closed pipe, as other Unix
    /// tools do, else with a message on standard error; exit status 2 either way (the output is incomplete).
    static func writeOutput(_ text: String) {
        writeOutput(bytes: Array(text.utf8))
    }

    /// Writes `bytes` to standard output as they are (a reporter's whole output, at once); a failure ends the process
    /// as with ``writeOutput(_:)``.
    static func writeOutput(bytes: [UInt8]) {
        do {
            try write(bytes, to: STDOUT_FILENO)
        } catch {
            if case .failed(let reason) = error {
                try? write(Array("l10n-check: cannot write to standard output: \(reason)\n".utf8), to: STDERR_FILENO)
            }
            exit(2)
        }
    }

    /// Writes `text` to standard error; a failure there has nowhere to be reported and is ignored.
    static func writeError(_ text: String) {
        try? write(Array(text.utf8), to: STDERR_FILENO)
    }
}
