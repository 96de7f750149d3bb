import ICUKit

extension PopupFormatter {
    /// A moment (epoch milliseconds) in the formatter's time zone: the `date-time` field format when there is one,
    /// else the legacy `dateFormat`, else `shortDateShortTime`, as the ArcGIS JavaScript API does.
    func formatDate(_ milliseconds: Double, fieldInfo: FieldInfo?) throws(PopupFormattingError) -> String {
        if case .dateTime(let format)? = fieldInfo?.fieldFormat {
            return try formatStyled(milliseconds, format: format, timeZone: timeZone, part: .both)
        }
        let format = fieldInfo?.format?.dateFormat ?? .shortDateShortTime
        return try formatLegacy(milliseconds, use: .moment(format), skeleton: format.skeleton, timeZone: timeZone)
    }

    /// A date field's value: epoch milliseconds, or an ISO 8601 string (`2024-03-10`, `2024-03-10T14:30:00Z`, with an
    /// offset or none). A string without a zone is shown at the wall time it states.
    func formatDateField(
        _ value: AttributeValue, fieldInfo: FieldInfo?, fieldName: String
    ) throws(PopupFormattingError) -> String {
        if let milliseconds = value.numericValue { return try formatDate(milliseconds, fieldInfo: fieldInfo) }
        guard case .string(let text) = value, let moment = ISOTimestamp.dateTime(text.trimmingSpaces()) else {
            throw PopupFormattingError.unreadableValue(
                field: fieldName, value: describe(value), expected: "date (epoch milliseconds or ISO 8601)")
        }
        guard moment.offsetMinutes == nil else { return try formatDate(moment.milliseconds, fieldInfo: fieldInfo) }
        if case .dateTime(let format)? = fieldInfo?.fieldFormat {
            return try formatStyled(moment.milliseconds, format: format, timeZone: "UTC", part: .both)
        }
        let format = fieldInfo?.format?.dateFormat ?? .shortDateShortTime
        return try formatLegacy(moment.milliseconds, use: .wallTime(format), skeleton: format.skeleton, timeZone: "UTC")
    }

    /// A moment through the formatter of a legacy format, kept in this formatter's memo.
    private func formatLegacy(
        _ milliseconds: Double, use: FormatterMemo.DateUse, skeleton: String, timeZone: String
    ) throws(PopupFormattingError) -> String {
        do {
            return try formatters.dateFormatter(for: use) { () throws(ICUError) in
                try ICUDateFormatter.cached(locale: formattingLocale, skeleton: skeleton, timeZone: timeZone)
            }.format(millisecondsSince1970: milliseconds)
        } catch {
            throw PopupFormattingError.icu(error)
        }
    }

    /// A calendar date (`2024-03-01`): the date part of the format only, with no time zone shift.
    func formatDateOnly(
        _ value: AttributeValue, fieldInfo: FieldInfo?, fieldName: String
    ) throws(PopupFormattingError) -> String {
        let milliseconds: Double
        if case .number(let epoch) = value, epoch.isFinite {
            // Epoch milliseconds, as some services send date-only values: the UTC day they fall on.
            milliseconds = (epoch / 86_400_000).rounded(.down) * 86_400_000
        } else if case .string(let text) = value, let day = ISOTimestamp.dateOnly(text.trimmingSpaces()) {
            milliseconds = day
        } else {
            throw PopupFormattingError.unreadableValue(
                field: fieldName, value: describe(value), expected: "date (YYYY-MM-DD or epoch milliseconds)")
        }
        if case .dateTime(let format)? = fieldInfo?.fieldFormat {
            return try formatStyled(milliseconds, format: format, timeZone: "UTC", part: .date)
        }
        let format = fieldInfo?.format?.dateFormat ?? .shortDate
        return try formatLegacy(milliseconds, use: .dateOnly(format), skeleton: format.dateSkeleton, timeZone: "UTC")
    }

    /// A time of day (`13:45:00`): the time part of the format only (hours and minutes by default, as the ArcGIS
    /// JavaScript API shows it), with no time zone shift.
    func formatTimeOnly(
        _ value: AttributeValue, fieldInfo: FieldInfo?, fieldName: String
    ) throws(PopupFormattingError) -> String {
        guard case .string(let text) = value, let milliseconds = ISOTimestamp.timeOnly(text.trimmingSpaces()) else {
            throw PopupFormattingError.unreadableValue(field: fieldName, value: describe(value), expected: "time (HH:MM:SS)")
        }
        if case .dateTime(let format)? = fieldInfo?.fieldFormat {
            return try formatStyled(milliseconds, format: format, timeZone: "UTC", part: .time)
        }
        let format = fieldInfo?.format?.dateFormat ?? .shortDateShortTime
        let skeleton = format.timeSkeleton.isEmpty ? "jm" : format.timeSkeleton
        return try formatLegacy(milliseconds, use: .timeOnly(format), skeleton: skeleton, timeZone: "UTC")
    }

    /// A moment with its own offset (`2024-03-01T13:45:00-05:00`): shown at that offset, which is named after the time.
    func formatTimestampOffset(
        _ value: AttributeValue, fieldInfo: FieldInfo?, fieldName: String
    ) throws(PopupFormattingError) -> String {
        guard case .string(let text) = value, let moment = ISOTimestamp.timestampOffset(text.trimmingSpaces()) else {
            throw PopupFormattingError.unreadableValue(
                field: fieldName, value: describe(value), expected: "timestamp with offset (YYYY-MM-DDTHH:MM:SS±HH:MM)")
        }
        let sign = moment.offsetMinutes < 0 ? "-" : "+"
        let magnitude = abs(moment.offsetMinutes)
        let zone = "GMT\(sign)\(twoDigits(magnitude / 60)):\(twoDigits(magnitude % 60))"
        if case .dateTime(let format)? = fieldInfo?.fieldFormat {
            return try formatStyled(moment.milliseconds, format: format, timeZone: zone, part: .both)
        }
        let format = fieldInfo?.format?.dateFormat ?? .shortDateShortTime
        let skeleton = format.skeleton + (format.timeSkeleton.isEmpty ? "" : "O")
        return try formatSkeleton(moment.milliseconds, skeleton: skeleton, timeZone: zone)
    }

    /// Which parts of a `date-time` format a value has.
    enum DatePart {
        case date, time, both
    }

    /// A `date-time` field format: ICU's own date and time styles; with `hour12` forced, the styles' skeleton with
    /// the hour cycle swapped, so that the locale still decides the order and punctuation.
    func formatStyled(
        _ milliseconds: Double, format: DateTimeFieldFormat, timeZone: String, part: DatePart
    ) throws(PopupFormattingError) -> String {
        let dateStyle = part == .time ? nil : format.dateStyle ?? (format.timeStyle == nil ? .short : nil)
        let timeStyle = part == .date ? nil : format.timeStyle ?? (part == .time ? .short : nil)
        let swapped: String
        do {
            let styled = try ICUDateFormatter.cached(
                locale: formattingLocale, dateStyle: Self.icuStyle(dateStyle), timeStyle: Self.icuStyle(timeStyle), timeZone: timeZone)
            guard let hour12 = format.hour12, hour12 != .auto, timeStyle != nil else {
                return styled.format(millisecondsSince1970: milliseconds)
            }
            let skeleton = try ICUDateFormatter.skeleton(forPattern: styled.pattern)
            let hour: Character = hour12 == .always ? "h" : "H"
            swapped = String(skeleton.map { "hHkKj".contains($0) ? hour : $0 }.filter { hour == "h" || $0 != "a" })
        } catch {
            throw PopupFormattingError.icu(error)
        }
        return try formatSkeleton(milliseconds, skeleton: swapped, timeZone: timeZone)
    }

    /// A moment through an ICU skeleton, with a formatter cached per locale, skeleton and zone.
    func formatSkeleton(_ milliseconds: Double, skeleton: String, timeZone: String) throws(PopupFormattingError) -> String {
        do {
            return try ICUDateFormatter.cached(locale: formattingLocale, skeleton: skeleton, timeZone: timeZone)
                .format(millisecondsSince1970: milliseconds)
        } catch {
            throw PopupFormattingError.icu(error)
        }
    }

    private static func icuStyle(_ style: FieldFormatStyle?) -> ICUDateStyle {
        switch style {
        case nil: .none
        case .short?: .short
        case .medium?: .medium
        case .long?: .long
        case .full?: .full
        }
    }

    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private func describe(_ value: AttributeValue) -> String {
        value == .null ? "null" : scalarText(value)
    }
}
