/// A key in double quotes for a message, with quotes, backslashes and line breaks escaped.
func quoted(_ key: String) -> String {
    var out = "\""
    for scalar in key.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
