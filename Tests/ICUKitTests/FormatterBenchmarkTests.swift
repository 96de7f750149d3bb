import Foundation
import ICUKit
import Testing

/// Timings of the formatters, for DESIGN.md section 3. Off by default; run in a release build:
/// `L10N_ICU_BENCH=1 swift test -c release --filter FormatterBenchmarkTests`.
@Suite("Formatter timings", .enabled(if: Environment.benchmarks))
struct FormatterBenchmarkTests {
    @Test("cached formatters against opening one per call")
    func timings() throws {
        let value = 1234567.891
        let moment = 1_705_327_509_000.0
        let number = try ICUNumberFormatter.cached(locale: "de", options: .places(2))
        let date = try ICUDateFormatter.cached(locale: "en", skeleton: "yMMMdjm", timeZone: "America/New_York")
        let message = try ICUMessageFormat(pattern: "{count, plural, one {# file} other {# files}}", locale: "en")
        let numberCached = measure("number, cached formatter", count: 500_000) { i in
            number.format(value + Double(i)).utf8.count
        }
        let integerCached = measure("number (Int64), cached formatter", count: 500_000) { i in
            number.format(Int64(i)).utf8.count
        }
        let numberLookup = measure("number, ICUNumberFormatter.cached(...) every call", count: 200_000) { i in
            (try? ICUNumberFormatter.cached(locale: "de", options: .places(2)).format(value + Double(i)))?.utf8.count ?? 0
        }
        let numberOpen = measure("number, new formatter every call", count: 5_000) { i in
            (try? ICUNumberFormatter(locale: "de", options: .places(2)).format(value + Double(i)))?.utf8.count ?? 0
        }
        let dateCached = measure("date, cached formatter", count: 200_000) { i in
            date.format(millisecondsSince1970: moment + Double(i) * 60_000).utf8.count
        }
        let dateOpen = measure("date, new formatter every call", count: 1_000) { i in
            (try? ICUDateFormatter(locale: "en", skeleton: "yMMMdjm", timeZone: "America/New_York")
                .format(millisecondsSince1970: moment + Double(i) * 60_000))?.utf8.count ?? 0
        }
        _ = measure("message, one plural", count: 100_000) { i in
            (try? message.format(["count": .integer(Int64(i))]))?.utf8.count ?? 0
        }
        print("number: opening per call is \(Int(numberOpen / numberCached))x the cached call; date: \(Int(dateOpen / dateCached))x")
        #expect(numberCached < numberOpen && integerCached < numberOpen && numberLookup < numberOpen && dateCached < dateOpen)
    }

    /// Runs `body` `count` times and prints the time per call in microseconds; returns it.
    private func measure(_ name: String, count: Int, _ body: (Int) -> Int) -> Double {
        for i in 0..<min(count, 1000) { _ = body(i) }  // warm up
        var sink = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for i in 0..<count { sink &+= body(i) }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let micros = seconds / Double(count) * 1e6
        print("\(name): \((micros * 1000).rounded() / 1000) µs per call (\(count) calls, \(sink) bytes)")
        return micros
    }
}

/// Environment switches of the tests.
private enum Environment {
    /// Whether `L10N_ICU_BENCH=1` asks for the timings.
    static var benchmarks: Bool {
        ProcessInfo.processInfo.environment["L10N_ICU_BENCH"] == "1"
    }
}
