import ICUKit
import Testing

@Suite("Formatters from many tasks at once")
struct FormatterConcurrencyTests {
    static let tasks = 8
    static let calls = 2000

    @Test("shared formatters give the same results from 8 tasks x 2000 calls as from one thread")
    func sharedFormatters() async throws {
        let number = try ICUNumberFormatter.cached(locale: "de-CH", options: .places(2))
        let date = try ICUDateFormatter.cached(locale: "fr", skeleton: "yMMMMEEEEdHms", timeZone: "Europe/Zurich")
        let message = try ICUMessageFormat(
            pattern: "{count, plural, one {# couche} other {# couches}} le {when, date, ::yMMMd}", locale: "fr")
        let start = 1_705_327_509_000.0
        func results(_ i: Int) throws -> [String] {
            [
                number.format(Double(i) * 1234.5678 - 1000),
                number.format(Int64(i) * 1_000_003),
                date.format(millisecondsSince1970: start + Double(i) * 3_600_000),
                try message.format(["count": .integer(Int64(i)), "when": .date(millisecondsSince1970: start + Double(i) * 86_400_000)]),
            ]
        }
        let expected = try (0..<Self.calls).map(results)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    var mismatches = 0
                    for step in 0..<Self.calls {
                        let i = (step + task * 250) % Self.calls  // each task starts elsewhere
                        if (try? results(i)) != expected[i] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(expected[1][0] == "234.57")
        #expect(expected[1][3].hasPrefix("1 couche le "))
    }

    @Test("cached constructors from many tasks return one formatter")
    func cachedFromManyTasks() async throws {
        let identifiers = await withTaskGroup(of: (ObjectIdentifier, ObjectIdentifier)?.self) { group in
            for _ in 0..<Self.tasks * 4 {
                group.addTask {
                    guard let number = try? ICUNumberFormatter.cached(locale: "pt-BR", options: .init(style: .percent)),
                          let date = try? ICUDateFormatter.cached(locale: "pt-BR", skeleton: "yMMMd", timeZone: "America/Sao_Paulo")
                    else { return nil }
                    return (ObjectIdentifier(number), ObjectIdentifier(date))
                }
            }
            var all: [(ObjectIdentifier, ObjectIdentifier)?] = []
            for await pair in group { all.append(pair) }
            return all
        }
        #expect(identifiers.count == Self.tasks * 4)
        #expect(identifiers.allSatisfy { $0 != nil })
        #expect(Set(identifiers.compactMap { $0?.0 }).count == 1)
        #expect(Set(identifiers.compactMap { $0?.1 }).count == 1)
    }
}
