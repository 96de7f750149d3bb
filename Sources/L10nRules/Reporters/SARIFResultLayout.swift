/// The constant pieces of a SARIF result as ``JSONWriter`` lays it out at one depth: a report writes tens of thousands
/// of results, and copying these pieces between the finding's own values costs a fraction of writing each member
/// through the writer. Each piece ends where a value starts (after `"key": `, or inside the quotes of a value
/// written unescaped) and starts where the previous value ends.
struct SARIFResultLayout {
    /// `{` and `"ruleId": `.
    let ruleID: [UInt8]
    let ruleIndex: [UInt8]
    let level: [UInt8]
    /// The message object, up to its text.
    let message: [UInt8]
    /// The end of the message, then locations down to the artifact's URI, inside its quotes.
    let uri: [UInt8]
    /// The end of the URI and of the artifact location.
    let afterURI: [UInt8]
    /// The region, up to its start line.
    let startLine: [UInt8]
    let startColumn: [UInt8]
    let regionEnd: [UInt8]
    /// The end of the locations, then the fingerprints, inside the fingerprint's quotes.
    let fingerprint: [UInt8]
    let afterFingerprint: [UInt8]
    /// The start of the properties object, before its first member.
    let propertiesStart: [UInt8]
    /// Between two properties.
    let propertySeparator: [UInt8]
    /// The properties' names, each up to its value.
    let language: [UInt8]
    let table: [UInt8]
    let key: [UInt8]
    let category: [UInt8]
    let propertiesEnd: [UInt8]
    /// The result's closing brace.
    let end: [UInt8]

    /// The pieces for a result written at `depth` (its closing brace indented by `2 × depth` spaces).
    init(depth: Int) {
        func line(_ level: Int) -> String { "\n" + String(repeating: " ", count: 2 * (depth + level)) }
        func member(_ level: Int, _ name: String) -> String { line(level) + "\"\(name)\": " }
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        ruleID = bytes("{" + member(1, "ruleId"))
        ruleIndex = bytes("," + member(1, "ruleIndex"))
        level = bytes("," + member(1, "level"))
        message = bytes("," + member(1, "message") + "{" + member(2, "text"))
        uri = bytes(line(1) + "}," + member(1, "locations") + "[" + line(2) + "{" + member(3, "physicalLocation") + "{"
            + member(4, "artifactLocation") + "{" + member(5, "uri") + "\"")
        afterURI = bytes("\"" + line(4) + "}")
        startLine = bytes("," + member(4, "region") + "{" + member(5, "startLine"))
        startColumn = bytes("," + member(5, "startColumn"))
        regionEnd = bytes(line(4) + "}")
        fingerprint = bytes(line(3) + "}" + line(2) + "}" + line(1) + "]," + member(1, "partialFingerprints") + "{"
            + member(2, SARIFReporter.fingerprintKey) + "\"")
        afterFingerprint = bytes("\"" + line(1) + "}")
        propertiesStart = bytes("," + member(1, "properties") + "{")
        propertySeparator = bytes(",")
        language = bytes(member(2, "language"))
        table = bytes(member(2, "table"))
        key = bytes(member(2, "key"))
        category = bytes(member(2, "category"))
        propertiesEnd = bytes(line(1) + "}")
        end = bytes(line(0) + "}")
    }
}
