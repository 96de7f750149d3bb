import Testing
@testable import L10nRules

/// Every rule's own examples, as its description shows them: triggering ones report exactly the places they state,
/// the others report nothing.
struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { $0 }

    struct RuleCase: CustomTestStringConvertible, Sendable {
        let rule: any Rule.Type
        var testDescription: String { rule.description.id }
    }

    static let cases = RuleRegistry.all.map(RuleCase.init)

    @Test(arguments: cases)
    func triggeringExamplesReportTheirPlaces(_ ruleCase: RuleCase) throws {
        for example in ruleCase.rule.description.triggeringExamples {
            let found = ruleCase.rule.init().check(try ExampleBundles.context(example))
            #expect(ExampleBundles.places(found) == example.expected.sorted(), "\(found.map(\.message))")
            #expect(found.allSatisfy { $0.rule == ruleCase.rule.description.id })
        }
    }

    @Test(arguments: cases)
    func nonTriggeringExamplesReportNothing(_ ruleCase: RuleCase) throws {
        #expect(!ruleCase.rule.description.nonTriggeringExamples.isEmpty)
        for example in ruleCase.rule.description.nonTriggeringExamples {
            let found = ruleCase.rule.init().check(try ExampleBundles.context(example))
            #expect(found.isEmpty, "\(found.map(\.message))")
        }
    }

    @Test(arguments: cases)
    func descriptionsAreComplete(_ ruleCase: RuleCase) {
        let description = ruleCase.rule.description
        #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(!description.summary.isEmpty && !description.name.isEmpty)
        for example in description.triggeringExamples { #expect(!example.expected.isEmpty) }
        for example in description.nonTriggeringExamples { #expect(example.expected.isEmpty) }
    }

    @Test func ruleIDsAreUnique() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    struct PolicyRuleCase: CustomTestStringConvertible, Sendable {
        let rule: any PolicyRule.Type
        var testDescription: String { rule.description.id }
    }

    static let policyCases = PolicyRules.all.map(PolicyRuleCase.init)

    /// A policy rule's examples, checked with their configuration as `l10n-check` checks a bundle: the rules with
    /// the policy applied, then the policy's findings.
    @Test(arguments: policyCases)
    func policyExamplesReportTheirPlaces(_ ruleCase: PolicyRuleCase) throws {
        let description = ruleCase.rule.description
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
        for example in description.triggeringExamples + description.nonTriggeringExamples {
            #expect(!example.configuration.isEmpty)
            let policy = CheckPolicy(configuration: try Configuration.parse(yaml: example.configuration, path: "c.yml"))
            let report = Checker(policy: policy).check(try ExampleBundles.context(example))
            let found = ruleCase.rule.findings(in: report, warnings: report.count(.warning), policy: policy)
            #expect(ExampleBundles.places(found) == example.expected.sorted(), "\(found.map(\.message))")
            #expect(found.allSatisfy { $0.rule == description.id && $0.severity == .error })
        }
    }
}
