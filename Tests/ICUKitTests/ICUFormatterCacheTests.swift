@testable import ICUKit
import Testing

@Suite("Formatter cache")
struct ICUFormatterCacheTests {
    /// A stand-in for a formatter, to tell instances apart.
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test("one value per key, opened once; emptied when full")
    func cache() throws {
        let cache = ICUFormatterCache<String, Box>(limit: 2)
        var opened = 0
        func open(_ value: Int) -> () throws(ICUError) -> Box {
            { () throws(ICUError) in opened += 1; return Box(value) }
        }
        let first = try cache.value(for: "a", make: open(1))
        #expect(try cache.value(for: "a", make: open(2)) === first)
        #expect(opened == 1)
        _ = try cache.value(for: "b", make: open(3))
        #expect(cache.count == 2)
        _ = try cache.value(for: "c", make: open(4))  // full: starts over
        #expect(cache.count == 1)
        #expect(try cache.value(for: "a", make: open(5)).value == 5)
        #expect(opened == 4)
    }

    @Test("a failure is not cached")
    func failure() throws {
        let cache = ICUFormatterCache<String, Box>()
        #expect(throws: ICUError(function: "f", code: 1)) {
            try cache.value(for: "x") { () throws(ICUError) in throw ICUError(function: "f", code: 1) }
        }
        #expect(cache.count == 0)
        #expect(try cache.value(for: "x") { () throws(ICUError) in Box(1) }.value == 1)
    }
}
