#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Lproj

/// A growing buffer of bytes that a reporter writes a whole report into, through a pointer: appending a few bytes is a
/// capacity check and a copy, where an array's append also checks uniqueness and goes through generic growth code,
/// which took most of the time of a report of tens of thousands of findings.
///
/// ``write(into:capacity:_:)`` lends it the room of the array the report goes to, so that the bytes are written once
/// and not copied; past that room it moves to memory of its own (`malloc`, grown by `realloc`, freed when it ends).
/// It owns or borrows memory, so it cannot be copied.
struct ByteSink: ~Copyable, ReportOutput {
    private var base: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` is this sink's own memory, to free, rather than an array's room.
    private var ownsMemory: Bool

    /// An empty buffer of its own with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 4096)
        base = Self.allocate(self.capacity)
        ownsMemory = true
    }

    /// An empty buffer writing into `room`, which it does not own.
    private init(borrowing room: UnsafeMutableBufferPointer<UInt8>, base: UnsafeMutablePointer<UInt8>) {
        self.base = base
        capacity = room.count
        ownsMemory = false
    }

    deinit {
        if ownsMemory { free(base) }
    }

    /// Runs `body` with a sink, then appends what it wrote to `output`. An empty `output` is made with room for
    /// `capacity` bytes (the expected size), which the sink writes into directly.
    static func write(into output: inout [UInt8], capacity: Int, _ body: (inout ByteSink) -> Void) {
        guard output.isEmpty else {
            var sink = ByteSink(capacity: capacity)
            body(&sink)
            sink.append(to: &output)
            return
        }
        var spilled: [UInt8] = []
        output = [UInt8](unsafeUninitializedCapacity: Swift.max(capacity, 4096)) { room, initialized in
            guard let base = room.baseAddress else { return }
            MemoryAdvice.preferHugePages(base, count: room.count)
            var sink = ByteSink(borrowing: room, base: base)
            body(&sink)
            if sink.ownsMemory {
                sink.append(to: &spilled)
            } else {
                initialized = sink.count
            }
        }
        if !spilled.isEmpty { output = spilled }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends bytes as they are.
    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends up to `maximum` bytes that `body` writes straight into room made for them; `body` returns how many it
    /// wrote.
    @inline(__always)
    mutating func append(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maximum > capacity { grow(toHold: count + maximum) }
        count += body(base + count)
    }

    /// Appends everything written to `output`, in one copy.
    func append(to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Doubles the room (at least to `needed` bytes), in memory of its own: `realloc` moves large buffers without
    /// copying them; borrowed room is copied once.
    private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, 2 * capacity)
        if ownsMemory {
            guard let moved = realloc(base, newCapacity) else { Self.outOfMemory(newCapacity) }
            base = moved.assumingMemoryBound(to: UInt8.self)
        } else {
            let own = Self.allocate(newCapacity)
            own.update(from: base, count: count)
            base = own
            ownsMemory = true
        }
        capacity = newCapacity
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { outOfMemory(capacity) }
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        // A report of tens of megabytes then takes a few dozen page faults instead of thousands.
        MemoryAdvice.preferHugePages(bytes, count: capacity)
        return bytes
    }

    /// Ends the process as an array's growth would: there is no report without the memory for it.
    private static func outOfMemory(_ bytes: Int) -> Never {
        preconditionFailure("out of memory: a report of \(bytes) bytes")
    }
}
