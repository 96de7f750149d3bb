#if canImport(Glibc)
import Glibc
#endif

/// Maps fresh memory that is about to be written in one system call instead of a page fault per page.
///
/// A check of a 30-language bundle writes about 14 MB of memory it has just allocated (the files' bytes and their
/// UTF-8): 3,500 page faults, a quarter of the process's time in the kernel. Made present in one call per buffer, the
/// same pages took 2 ms less of the two cores' time (50.2 to 47.9 ms, `perf stat`, runs in turn).
enum MemoryPrefault {
    /// Makes the whole pages inside `count` bytes at `start` present and writable (`MADV_POPULATE_WRITE`, Linux
    /// 5.14 and later). Nothing happens where the system lacks it, or for fewer than sixteen pages; pages already
    /// present are left as they are.
    static func prepare(_ start: UnsafeMutableRawPointer, count: Int) {
        #if canImport(Glibc)
        let first = (UInt(bitPattern: start) + pageSize - 1) & ~(pageSize - 1)
        let end = (UInt(bitPattern: start) + UInt(count)) & ~(pageSize - 1)
        guard end > first, end - first >= 16 * pageSize, let pages = UnsafeMutableRawPointer(bitPattern: first)
        else { return }
        _ = madvise(pages, Int(end - first), populateWrite)
        #endif
    }

    #if canImport(Glibc)
    /// `MADV_POPULATE_WRITE`, which older C headers lack; an older kernel refuses it (`EINVAL`) and nothing happens.
    private static let populateWrite: Int32 = 23

    /// The system's page size.
    private static let pageSize = UInt(max(sysconf(Int32(_SC_PAGESIZE)), 4096))
    #endif
}
