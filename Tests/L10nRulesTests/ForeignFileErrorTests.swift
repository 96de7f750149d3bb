import L10nRules
import Testing

/// A baseline or configuration file that is something else entirely is named as such, its content never quoted.
struct ForeignFileErrorTests {
    static let passwd = "root:x:0:0:hunter2:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"

    @Test func aBaselineThatIsNoJSONObjectIsNotQuoted() throws {
        #expect {
            try Baseline.parse(bytes: Array(("\n  " + Self.passwd).utf8), path: "b.json")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("b.json:2:3: is no baseline file") && !description.contains("root")
        }
    }

    @Test(arguments: [
        (passwd, "c.yml:1:1: the file: expected a mapping of the keys"),
        ("base: [x\nhunter2: \"\n", "c.yml:2:8: is not valid YAML"),
        ("\"root:x:0:0:hunter2\": 1\n", "c.yml:1:1: unknown key (not shown)"),
        ("base: [hunter2]\n", "c.yml:1:7: base: expected a language folder name, such as en, found a list"),
        ("strict: hunter2:x\n", "c.yml:1:9: strict: expected true or false, found text (not shown)"),
    ])
    func aConfigurationThatIsSomethingElseIsNotQuoted(yaml: String, start: String) throws {
        #expect {
            try Configuration.parse(yaml: yaml, path: "c.yml")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix(start) && !description.contains("hunter2")
        }
    }
}
