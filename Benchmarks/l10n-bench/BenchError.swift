/// A failure of the benchmark itself (bad arguments, a missing binary): printed, exit status 2.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
