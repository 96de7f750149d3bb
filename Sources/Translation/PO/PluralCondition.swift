/// The condition of one CLDR plural rule as it applies to whole numbers: relations joined by `and` inside clauses
/// joined by `or`, with every relation that does not depend on n folded away.
enum PluralCondition: Equatable {
    /// A condition every whole number meets (the empty condition of `other`, or one such as `v = 0`).
    case always
    /// A condition no whole number meets (one on fraction digits only, such as `v != 0`).
    case never
    /// A condition that depends on n: true when every relation of some clause holds.
    case clauses([[PluralRelation]])

    /// The condition of `clauses`, each a list of folded relations that must all hold.
    init(folding clauses: [[PluralRelation.Folded]]) {
        var kept: [[PluralRelation]] = []
        for clause in clauses {
            var relations: [PluralRelation] = []
            var isPossible = true
            for folded in clause {
                switch folded {
                case .constant(true): continue
                case .constant(false): isPossible = false
                case .relation(let relation): relations.append(relation)
                }
            }
            guard isPossible else { continue }
            guard !relations.isEmpty else {
                self = .always
                return
            }
            kept.append(relations)
        }
        self = kept.isEmpty ? .never : .clauses(kept)
    }

    /// Whether `n` meets the condition.
    func holds(for n: Int) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .clauses(let clauses): clauses.contains { clause in clause.allSatisfy { $0.holds(for: n) } }
        }
    }

    /// The relations of the condition, for what they say about how far numbers must be scanned.
    var relations: [PluralRelation] {
        if case .clauses(let clauses) = self { return clauses.flatMap { $0 } }
        return []
    }

    /// The condition as a C expression on `n` (`1` or `0` for a constant condition).
    var cExpression: String {
        switch self {
        case .always: return "1"
        case .never: return "0"
        case .clauses(let clauses):
            return clauses.map { clause in
                clause.map { relation in
                    let (text, isDisjunction) = relation.cExpression
                    return isDisjunction && clause.count > 1 ? "(\(text))" : text
                }.joined(separator: " && ")
            }.joined(separator: " || ")
        }
    }
}
