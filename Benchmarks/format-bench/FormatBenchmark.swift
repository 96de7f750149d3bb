import Foundation
import ICUKit
import PopupFormatting

/// `format-bench`: popup fields formatted per second, side by side in one run: PopupFormatting's cached ICU path,
/// Foundation's `NumberFormatter` and `Date.FormatStyle` (made once and reused), and ICU formatters opened per call.
@main
enum FormatBenchmark {
    static let locale = "de-CH"
    static let zone = "Europe/Zurich"
    static let fields = 200_000

    static func main() throws {
        if CommandLine.arguments.dropFirst().first == "--popups-only" {
            return try popupFields(formatter: try PopupFormatter(locale: locale, timeZone: zone), foundation: false)
        }
        let values = (0..<fields).map { Double($0) * 1234.5678 + 0.125 }
        let moments = (0..<fields).map { 1_700_000_000_000 + Double($0) * 3_600_123 }
        let formatter = try PopupFormatter(locale: locale, timeZone: zone)
        let numberInfo = FieldInfo(fieldName: "N", format: FieldInfoFormat(places: 2, digitSeparator: true))
        let dateInfo = FieldInfo(fieldName: "D", format: FieldInfoFormat(dateFormat: .shortDateShortTime))
        let dateField = FieldDefinition(name: "D", type: "esriFieldTypeDate")

        print("Popup fields formatted per second (\(locale), \(zone)), \(fields) numbers and \(fields) dates; release build.")
        print("")
        print("path".padding(toLength: 46, withPad: " ", startingAt: 0) + "numbers/s".leftPad(13) + "dates/s".leftPad(13))

        let cached = (
            rate { for value in values { _ = try? formatter.format(.number(value), fieldInfo: numberInfo, field: nil) } },
            rate { for moment in moments { _ = try? formatter.format(.number(moment), fieldInfo: dateInfo, field: dateField) } })
        report("PopupFormatting (cached ICU formatters)", cached)

        let (foundationNumber, dateStyle) = try foundationFormatters()
        let foundation = (
            rate { for value in values { _ = foundationNumber.string(from: NSNumber(value: value)) } },
            rate { for moment in moments { _ = dateStyle.format(Date(timeIntervalSince1970: moment / 1000)) } })
        report("Foundation NumberFormatter / Date.FormatStyle", foundation)

        var options = ICUNumberFormatOptions()
        options.minimumFractionDigits = 2
        options.maximumFractionDigits = 2
        options.roundingMode = .halfAwayFromZero
        let sample = 20_000
        let perCall = (
            rate(scale: fields / sample) {
                for value in values.prefix(sample) { _ = try? ICUNumberFormatter(locale: locale, options: options).format(value) }
            },
            rate(scale: fields / sample) {
                for moment in moments.prefix(sample) {
                    _ = try? ICUDateFormatter(locale: locale, skeleton: "yMdjm", timeZone: zone)
                        .format(millisecondsSince1970: moment)
                }
            })
        report("ICU formatter opened per call", perCall)

        print("")
        print("cached vs Foundation: \(ratio(cached.0, foundation.0)) numbers, \(ratio(cached.1, foundation.1)) dates")
        print("cached vs opened per call: \(ratio(cached.0, perCall.0)) numbers, \(ratio(cached.1, perCall.1)) dates")
        try popupFields(formatter: formatter, foundation: true)
    }

    /// A whole popup's field list, as a renderer formats it: text, two numbers, a date, a date-only value and a
    /// coded value, through PopupFormatting and (when `foundation` is set) through Foundation with the same output.
    /// `format-bench --popups-only` runs this part alone, for profiling the renderer.
    static func popupFields(formatter: PopupFormatter, foundation compareWithFoundation: Bool) throws {
        let popup = PopupDefinition(
            fieldInfos: [
                FieldInfo(fieldName: "NAME"),
                FieldInfo(fieldName: "CAPACITY", format: FieldInfoFormat(places: 2, digitSeparator: true)),
                FieldInfo(fieldName: "INSPECTED", format: FieldInfoFormat(dateFormat: .shortDateShortTime)),
                FieldInfo(fieldName: "OPENED"),
                FieldInfo(fieldName: "STATUS"),
                FieldInfo(fieldName: "ISSUES", format: FieldInfoFormat(places: 2, digitSeparator: true)),
            ])
        let layer = LayerDefinition(
            fields: [
                FieldDefinition(name: "INSPECTED", type: "esriFieldTypeDate"),
                FieldDefinition(name: "OPENED", type: "esriFieldTypeDateOnly"),
                FieldDefinition(name: "STATUS", type: "esriFieldTypeSmallInteger", domain: Domain(codedValues: [
                    .init(name: "In service", code: .number(1)), .init(name: "Out of service", code: .number(2)),
                ])),
            ])
        let count = fields / 6
        let features = (0..<count).map { index -> Feature in
            var attributes: [String: AttributeValue] = [:]
            attributes["NAME"] = .string("Reservoir \(index)")
            attributes["CAPACITY"] = .number(Double(index) * 1234.567)
            attributes["INSPECTED"] = .number(1_700_000_000_000 + Double(index) * 3_600_123)
            attributes["OPENED"] = .string("1987-06-15")
            attributes["STATUS"] = .number(Double(index % 2 + 1))
            attributes["ISSUES"] = .number(Double(index % 7))
            return Feature(attributes: attributes)
        }
        let ours = rate(scale: 1) {
            let renderer = PopupRenderer(popup: popup, layer: layer, formatter: formatter)
            for feature in features { _ = renderer.render(feature) }
        }
        print("")
        print("whole popups, 6 fields each (text, 2 numbers, date, date-only, coded value), fields/s:")
        guard compareWithFoundation else { return print("  PopupFormatting \(thousands(ours))") }
        let (foundationNumber, dateStyle) = try foundationFormatters()
        var dayStyle = Date.FormatStyle(date: .numeric, time: .omitted)
        dayStyle.locale = dateStyle.locale
        dayStyle.timeZone = try timeZone("UTC")
        let names = [1.0: "In service", 2.0: "Out of service"]
        let foundation = rate(scale: 1) {
            for feature in features {
                var values: [String] = []
                if case .string(let name)? = feature.attributes["NAME"] { values.append(name) }
                if case .number(let value)? = feature.attributes["CAPACITY"] {
                    values.append(foundationNumber.string(from: NSNumber(value: value)) ?? "")
                }
                if case .number(let moment)? = feature.attributes["INSPECTED"] {
                    values.append(dateStyle.format(Date(timeIntervalSince1970: moment / 1000)))
                }
                if case .string(let day)? = feature.attributes["OPENED"],
                   let date = try? Date(day + "T00:00:00Z", strategy: .iso8601) {
                    values.append(dayStyle.format(date))
                }
                if case .number(let code)? = feature.attributes["STATUS"] { values.append(names[code] ?? "") }
                if case .number(let value)? = feature.attributes["ISSUES"] {
                    values.append(foundationNumber.string(from: NSNumber(value: value)) ?? "")
                }
            }
        }
        // `rate` counts `fields` units; a popup here has 6 fields, so the rates are fields per second already.
        print("  PopupFormatting \(thousands(ours)), Foundation \(thousands(foundation)): \(ratio(ours, foundation))")
    }

    /// Fields per second of `body`, which formats `fields / scale` fields; best of three runs.
    static func rate(scale: Int = 1, _ body: () -> Void) -> Double {
        let best = (0..<3).map { _ -> Double in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min()!
        return Double(fields / scale) / best
    }

    /// Foundation's formatters with the output of the fields' formats: two decimals grouped, short date and time.
    static func foundationFormatters() throws -> (NumberFormatter, Date.FormatStyle) {
        let number = NumberFormatter()
        number.locale = Locale(identifier: locale)
        number.numberStyle = .decimal
        number.minimumFractionDigits = 2
        number.maximumFractionDigits = 2
        number.roundingMode = .halfUp
        var date = Date.FormatStyle(date: .numeric, time: .shortened)
        date.locale = Locale(identifier: locale)
        date.timeZone = try timeZone(zone)
        return (number, date)
    }

    /// Foundation's time zone `identifier`, or an error when this system does not know it.
    static func timeZone(_ identifier: String) throws -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else { throw BenchmarkError.unknownTimeZone(identifier) }
        return zone
    }

    enum BenchmarkError: Error { case unknownTimeZone(String) }

    static func report(_ name: String, _ rates: (Double, Double)) {
        print(name.padding(toLength: 46, withPad: " ", startingAt: 0) + thousands(rates.0).leftPad(13)
            + thousands(rates.1).leftPad(13))
    }

    static func thousands(_ value: Double) -> String { "\(Int(value / 1000))k" }

    static func ratio(_ lhs: Double, _ rhs: Double) -> String { String(format: "%.1fx", lhs / rhs) }
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
