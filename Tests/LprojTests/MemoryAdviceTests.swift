import Testing

@testable import Lproj

/// Advice about memory never changes what it holds, wherever the range starts and however long it is.
struct MemoryAdviceTests {
    @Test(arguments: [0, 1, 4095, 4096, 65_536, 65_537, 1 << 20, 5 << 20])
    func contentsStayAsWritten(count: Int) {
        let size = count + 8192
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
        defer { buffer.deallocate() }
        for index in 0..<size { buffer[index] = UInt8(truncatingIfNeeded: index &* 31 &+ 7) }
        guard let base = buffer.baseAddress else { return }
        // Starts that are and are not on a page boundary.
        for offset in [0, 1, 4096 - Int(UInt(bitPattern: base) % 4096)] where offset + count <= size {
            MemoryAdvice.populate(base + offset, count: count)
            MemoryAdvice.preferHugePages(base + offset, count: count)
        }
        #expect(buffer.indices.allSatisfy { buffer[$0] == UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    }
}
