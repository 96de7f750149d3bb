import CodeKeys

/// The calls in Swift `source`.
func swiftCalls(_ source: String, functions: [LocalizationFunction] = LocalizationFunction.standard) -> [LocalizationCall] {
    SourceScanner.scan(bytes: Array(source.utf8), path: "T.swift", language: .swift, functions: functions).calls
}

/// The calls in Objective-C `source`.
func objectiveCCalls(_ source: String) -> [LocalizationCall] {
    SourceScanner.scan(bytes: Array(source.utf8), path: "T.m", language: .objectiveC).calls
}

/// The keys of `calls`, patterns as `alert.*.title (built at run time)`.
func keys(_ calls: [LocalizationCall]) -> [String] { calls.map(\.key.description) }
