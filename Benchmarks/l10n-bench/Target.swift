/// One of issue 10's targets, with what this run measured.
struct Target {
    var work: String
    var measured: String
    var goal: String
    var met: Bool

    /// The summary table of every target measured in this run.
    static func table(_ targets: [Target]) -> Table {
        Table(
            title: "Issue 10 targets in this run", columns: ["work", "measured", "target", "met"],
            rows: targets.map { [$0.work, $0.measured, $0.goal, $0.met ? "yes" : "no"] })
    }
}
