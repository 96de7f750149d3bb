import Lproj
import Yams

extension ConfigurationError {
    /// An error for a YAML failure in the file at `path`: the place and the kind of problem, never the file's text
    /// (the file may be anything, such as `/etc/passwd` given by mistake).
    static func reading(_ error: any Error, path: String) -> ConfigurationError {
        guard let yaml = error as? YamlError else {
            return ConfigurationError(path: path, reason: "is no l10n-check configuration")
        }
        switch yaml {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return ConfigurationError(
                path: path, reason: "is not valid YAML: \(problem)",
                location: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicate, let context):
            let key = duplicate.first.map { " \(ConfigurationReader.quoted($0))" } ?? ""
            return ConfigurationError(
                path: path, reason: "is not valid YAML: the key\(key) appears twice in a mapping",
                location: SourceLocation(file: path, line: context.mark.line, column: context.mark.column))
        case .reader(let problem, _, _, _):
            return ConfigurationError(path: path, reason: "cannot be read: \(problem)")
        default:
            return ConfigurationError(path: path, reason: "is not valid YAML")
        }
    }
}
