/// The JSON schema (draft 2020-12) of `.l10n-check.yml`, made from the rules and keys the reader knows, so editors
/// with a YAML language server complete and check the file. `schemas/l10n-check.schema.json` in the repository is
/// this text; `l10n-check config --schema` prints it.
public enum ConfigurationSchema {
    /// Where the repository publishes the schema, for the file's `# yaml-language-server: $schema=` line.
    public static let identifier = "https://raw.githubusercontent.com/l10n-check/l10n-check/main/schemas/l10n-check.schema.json"

    /// The schema as JSON text, ending with a line break.
    public static var json: String { value.serialized() + "\n" }

    /// The schema.
    static var value: JSONValue {
        let ruleIDs = RuleRegistry.all.map { JSONValue.string($0.description.id) }
        let level = JSONValue.object([
            ("description", .string("error or warning fail the run (warning only with strict or past max_warnings); "
                + "note is shown; off leaves the rule's findings out")),
            ("enum", .array(RuleLevel.allCases.map { .string($0.rawValue) })),
        ])
        let globs = { (what: String) in
            JSONValue.object([
                ("description", .string(what)), ("type", .string("array")),
                ("items", .object([("type", .string("string")), ("minLength", .int(1))])),
            ])
        }
        let ruleLanguage = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("properties", .object([
                ("severity", level),
                ("ignore_keys", globs("keys whose findings in this language are left out (globs: * ? [...])")),
            ])),
        ])
        let rule = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("properties", .object([
                ("severity", level),
                ("ignore_keys", globs("keys whose findings are left out (globs: * ? [...]; * also matches . and /)")),
                ("languages", .object([
                    ("description", .string("settings per language folder name (de, zh-Hant)")),
                    ("type", .string("object")), ("additionalProperties", ruleLanguage),
                ])),
            ])),
        ])
        let language = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("properties", .object([
                ("min_complete", .object([
                    ("description", .string("the run fails when the language has a smaller share (%) of the base's keys")),
                    ("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(100)),
                ])),
            ])),
        ])
        let argument = { (what: String) in
            JSONValue.object([
                ("description", .string(what + ": its position among the unlabeled arguments (0 first) or its label")),
                ("type", .array([.string("integer"), .string("string")])), ("minimum", .int(0)),
                ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")),
            ])
        }
        let function = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("name")])),
            ("properties", .object([
                ("name", .object([
                    ("description", .string("the name as called: tr, localized, or L10n.tr for calls through L10n")),
                    ("type", .string("string")), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?$")),
                ])),
                ("form", .object([
                    ("description", .string("function: name(...); method: .name(...); literal_member: \"key\".name; "
                        + "message: [receiver name:...] in Objective-C")),
                    ("enum", .array(ConfigurationReader.functionForms.map { .string($0.name) })),
                ])),
                ("key", argument("the key (default 0; a message's default is its first piece)")),
                ("table", argument("the table's name")),
                ("comment", argument("the comment")),
                ("value", argument("the text shown when the key has no translation")),
                ("table_name", .object([
                    ("description", .string("the one table every call looks up, for a wrapper bound to it")),
                    ("type", .string("string")), ("minLength", .int(1)),
                ])),
            ])),
        ])
        let properties: [(String, JSONValue)] = [
            ("base", .object([
                ("description", .string("the base language folder (without .lproj)")),
                ("type", .string("string")), ("minLength", .int(1)),
            ])),
            ("exclude", globs("folders a repository search leaves out, relative to the folder searched "
                + "(Vendor/**, **/Pods/**)")),
            ("rules", .object([
                ("description", .string("settings per rule id, as `l10n-check rules` lists them")),
                ("type", .string("object")),
                ("propertyNames", .object([("enum", .array(ruleIDs))])),
                ("additionalProperties", rule),
            ])),
            ("languages", .object([
                ("description", .string("settings per language folder name")),
                ("type", .string("object")), ("additionalProperties", language),
            ])),
            ("allow_untranslated", .object([
                ("description", .string("texts that may stay the same as the base language's in every language")),
                ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            ])),
            ("strict", .object([("description", .string("warnings fail the run")), ("type", .string("boolean"))])),
            ("max_warnings", .object([
                ("description", .string("more warnings than this fail the run")),
                ("type", .string("integer")), ("minimum", .int(0)),
            ])),
            ("baseline", .object([
                ("description", .string("a baseline file of known findings, relative to this file's folder")),
                ("type", .string("string")), ("minLength", .int(1)),
            ])),
            ("disabled_rules", .object([
                ("description", .string("rules not to run (the same as severity: off)")),
                ("type", .string("array")), ("items", .object([("enum", .array(ruleIDs))])),
            ])),
            ("sources", globs("folders of the app's Swift and Objective-C sources, relative to this file's folder: "
                + "scanned for a bundle's check; in a repository, the only folders scanned")),
            ("localization_functions", .object([
                ("description", .string("the project's own localization functions, recognized besides Apple's")),
                ("type", .string("array")), ("items", function),
            ])),
            ("not_app_code", .object([
                ("description", .string("code whose calls are not the app's: they give no key credit (unused-key) "
                    + "and are not judged (key-not-in-tables); all four by default")),
                ("type", .string("array")), ("uniqueItems", .bool(true)),
                ("items", .object([("enum", .array(NotAppCode.allCases.map { .string($0.rawValue) }))])),
            ])),
            ("include_vendored", .object([
                ("description", .string("a repository search also checks the built products checked in "
                    + "(*.framework, *.xcframework, *.app, *.appex)")),
                ("type", .string("boolean")),
            ])),
        ]
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(identifier)),
            ("title", .string("l10n-check configuration (.l10n-check.yml)")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
        ])
    }
}
