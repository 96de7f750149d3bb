import Lproj
import Yams

extension ConfigurationError {
    /// An error for a YAML or decoding failure in the file at `path`: the place and the kind of problem, never the
    /// file's text (the file may be anything, such as `/etc/passwd` given by mistake).
    static func reading(_ error: any Error, path: String) -> ConfigurationError {
        switch error {
        case let yaml as YamlError:
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                return ConfigurationError(
                    path: path, reason: "is not valid YAML: \(problem)",
                    location: SourceLocation(file: path, line: mark.line, column: mark.column))
            case .duplicatedKeysInMapping(_, let context):
                return ConfigurationError(
                    path: path, reason: "is not valid YAML: a key appears twice in a mapping",
                    location: SourceLocation(file: path, line: context.mark.line, column: context.mark.column))
            case .reader(let problem, _, _, _):
                return ConfigurationError(path: path, reason: "cannot be read: \(problem)")
            default: return ConfigurationError(path: path, reason: "is not valid YAML")
            }
        case let decoding as DecodingError:
            return ConfigurationError(path: path, reason: describe(decoding))
        default:
            return ConfigurationError(path: path, reason: "is no l10n-check configuration")
        }
    }

    /// What a decoding failure means, by the keys on its way (known keys only: unknown ones are refused before).
    private static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found),
             .dataCorrupted(let found): context = found
        @unknown default: return "is no l10n-check configuration"
        }
        let place = context.codingPath.map { $0.intValue.map { "item \($0 + 1)" } ?? $0.stringValue }
        guard let key = place.first else {
            return "is no l10n-check configuration: it must be a mapping of the keys "
                + "\(Configuration.keys.sorted().joined(separator: ", "))"
        }
        return "\(place.joined(separator: ", ")): \(key == "base" || key == "baseline" ? "a text" : "a list of texts") "
            + "is expected here"
    }
}
