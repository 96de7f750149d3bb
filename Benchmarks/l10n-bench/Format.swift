/// Numbers as the tables show them, with their units.
enum Format {
    /// `0.84 ms`, `38.2 ms`, `1.92 s`.
    static func duration(_ seconds: Double) -> String {
        if seconds < 0.01 { return fixed(seconds * 1000, 2) + " ms" }
        if seconds < 1 { return fixed(seconds * 1000, 1) + " ms" }
        return fixed(seconds, 2) + " s"
    }

    /// `151 MB/s` (decimal megabytes per second).
    static func throughput(bytes: Int, seconds: Double) -> String {
        let value = Double(bytes) / 1e6 / seconds
        return (value >= 100 ? fixed(value, 0) : fixed(value, 1)) + " MB/s"
    }

    /// `11.2 MB` (decimal megabytes).
    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1e6
        return (value >= 100 ? fixed(value, 0) : fixed(value, 1)) + " MB"
    }

    /// `3.0x`.
    static func ratio(_ value: Double) -> String { fixed(value, value >= 100 ? 0 : value >= 10 ? 1 : 2) + "x" }

    /// `1,000,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// `value` with `digits` fraction digits.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = digits == 0 ? String(Int(rounded)) : String(rounded)
        if digits > 0 {
            let fraction = text.split(separator: ".", omittingEmptySubsequences: false).last?.count ?? 0
            if !text.contains("e") { text += String(repeating: "0", count: max(0, digits - fraction)) }
        }
        return text
    }
}
