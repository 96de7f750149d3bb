import CodeKeys
import Testing
@testable import L10nRules

/// `localization_functions:` and `sources:` in `.l10n-check.yml`: the project's wrappers and its source folders.
struct ConfigurationReaderFunctionsTests {
    @Test func readsWrappers() throws {
        let yaml = """
            localization_functions:
              - {name: L10n.tr, key: 1, table: 0, value: fallback}
              - {name: localized, form: literal_member, comment: comment}
              - {name: loc, form: method, key: key, table_name: Menu}
              - {name: myLocalized, form: message}

            """
        let configuration = try Configuration.parse(yaml: yaml, path: "c.yml")
        #expect(configuration.localizationFunctions == [
            LocalizationFunction(
                name: "tr", displayName: "L10n.tr", key: .position(1), table: .position(0), value: .label("fallback"),
                receiver: "L10n"),
            LocalizationFunction(name: "localized", form: .literalMember, comment: .label("comment")),
            LocalizationFunction(name: "loc", form: .method, key: .label("key"), fixedTable: "Menu"),
            LocalizationFunction(
                name: "myLocalized", form: .message, language: .objectiveC, key: .label("myLocalized")),
        ])
        #expect(configuration.origins["localization_functions"]?.description == "c.yml:1:1")
        #expect(configuration.origins["localization_functions.1"]?.description == "c.yml:3:5")
        // Apple's functions, the four wrappers, and the function `L10n.tr` once more as an Objective-C macro.
        #expect(configuration.scannedFunctions.count == LocalizationFunction.standard.count + 5)
        #expect(try Configuration.parse(yaml: "base: en\n", path: "c.yml").localizationFunctions.isEmpty)
    }

    @Test func readsSources() throws {
        let configuration = try Configuration.parse(yaml: "sources: [App/Sources, \"Modules/*/Sources\"]\n", path: "c.yml")
        #expect(configuration.sources == ["App/Sources", "Modules/*/Sources"])
        #expect(configuration.origins["sources"]?.description == "c.yml:1:1")
    }

    /// One mistake of each kind, and the start of its error: `file:line:column: place: what is expected`.
    @Test(arguments: [
        ("sources: App\n", "c.yml:1:10: sources: expected a list of globs"),
        ("sources: [/App/Sources]\n", "c.yml:1:11: sources: globs are matched against paths relative"),
        ("sources: [\"App[\"]\n", "c.yml:1:11: sources: the [ at character 4 starts a set"),
        ("localization_functions: tr\n", "c.yml:1:25: localization_functions: expected a list of mappings"),
        ("localization_functions: [tr]\n",
         "c.yml:1:26: localization_functions[0]: expected a mapping of name, form, key, table, comment, value, "
            + "table_name, found text \"tr\""),
        ("localization_functions:\n  - {form: function}\n", "c.yml:2:5: localization_functions[0]: name is missing"),
        ("localization_functions:\n  - {name: tr, tabel: 0}\n",
         "c.yml:2:16: unknown key \"tabel\" in localization_functions[0]; did you mean \"table\"?"),
        ("localization_functions:\n  - {name: tr, form: macro}\n",
         "c.yml:2:22: localization_functions[0].form: unknown form \"macro\"; expected function, method, "
            + "literal_member or message"),
        ("localization_functions:\n  - {name: tr, form: litteral_member}\n",
         "c.yml:2:22: localization_functions[0].form: unknown form \"litteral_member\"; did you mean \"literal_member\"?"),
        ("localization_functions:\n  - {name: a.b.c}\n",
         "c.yml:2:12: localization_functions[0].name: expected a function's name, such as tr"),
        ("localization_functions:\n  - {name: \"\"}\n", "c.yml:2:12: localization_functions[0].name: expected a function's name"),
        ("localization_functions:\n  - {name: tr, key: first.arg}\n",
         "c.yml:2:21: localization_functions[0].key: expected an argument's position (0 for the first unlabeled one) "
            + "or its label, such as key, found text \"first.arg\""),
        ("localization_functions:\n  - {name: tr, key: -1}\n", "c.yml:2:21: localization_functions[0].key: expected an argument's position"),
        ("localization_functions:\n  - {name: tr, key: \"1\"}\n",
         "c.yml:2:21: localization_functions[0].key: expected an argument's position (0 for the first unlabeled one) "
            + "or its label, such as key, found quoted text \"1\""),
        ("localization_functions:\n  - {name: tr, value: [0]}\n", "c.yml:2:23: localization_functions[0].value: expected an argument's position"),
        ("localization_functions:\n  - {name: localized, form: literal_member, key: 0}\n",
         "c.yml:2:50: localization_functions[0].key: a literal_member's key is the literal it is called on"),
        ("localization_functions:\n  - {name: tr, table: 0, table_name: Menu}\n",
         "c.yml:2:23: localization_functions[0].table: give table (an argument) or table_name (a fixed table), not both"),
        ("localization_functions:\n  - {name: tr, table_name: []}\n",
         "c.yml:2:28: localization_functions[0].table_name: expected a table's name, such as Localizable"),
        ("localization_functions:\n  - {name: tr}\n  - {name: L10n.tr, form: message}\n",
         "c.yml:3:12: localization_functions[1].name: a name with a . (L10n.tr) is for a function or method"),
    ])
    func eachMistakeNamesItsPlace(yaml: String, start: String) {
        do {
            let configuration = try Configuration.parse(yaml: yaml, path: "c.yml")
            Issue.record("no error for \(yaml): \(configuration)")
        } catch {
            #expect(error.description.hasPrefix(start), "\(error.description)")
        }
    }

    @Test func printsEachSettingWithItsOrigin() throws {
        let yaml = "sources: [App]\nlocalization_functions:\n  - {name: L10n.tr, key: 1, table: 0}\n"
        let configuration = try Configuration.parse(yaml: yaml, path: "c.yml")
        let text = ConfigurationPrinter(configuration: configuration, policy: CheckPolicy(configuration: configuration))
            .render()
        #expect(text.contains("sources: [\"App\"]"))
        #expect(text.contains("# c.yml:1:1\n"))
        #expect(text.contains("localization_functions:"))
        #expect(text.contains("  - {name: \"L10n.tr\", form: function, key: 1, table: 0}"))
        #expect(text.hasSuffix("# c.yml:3:5\n"), "\(text)")
        let empty = ConfigurationPrinter(configuration: Configuration(), policy: CheckPolicy(configuration: Configuration()))
            .render()
        #expect(empty.contains("localization_functions: []"))
    }
}
