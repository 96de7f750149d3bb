/// The order in which Apple's `JSONSerialization` writes an object's keys with `.sortedKeys`, as Xcode writes String
/// Catalogs: Foundation's comparison with the options numeric, case-insensitive and forced ordering.
///
/// Runs of ASCII digits compare by their value (`F8S` before `F12`, `1Xt` before `01Z`), every other character by
/// its lower-case form (`d9c` before `d9M`); keys equal that way compare by their characters' code points, so no
/// two different keys are equal (`AAA` before `aaa`). Every pair of neighbouring keys in the String Catalogs of the
/// corpora is in this order.
public enum JSONKeyOrder {
    /// Whether `lhs` is written before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        compareFolded(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
            ?? lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    /// `true` when `lhs` comes first with digit runs read as numbers and case ignored, `false` when `rhs` does, `nil`
    /// when they are equal that way.
    private static func compareFolded(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Bool? {
        var left = 0, right = 0
        while left < lhs.count, right < rhs.count {
            if isDigit(lhs[left]), isDigit(rhs[right]) {
                let leftEnd = digitRunEnd(lhs, from: left), rightEnd = digitRunEnd(rhs, from: right)
                if let order = compareNumbers(lhs[left..<leftEnd], rhs[right..<rightEnd]) { return order }
                left = leftEnd
                right = rightEnd
                continue
            }
            let leftFolded = folded(lhs[left]), rightFolded = folded(rhs[right])
            if leftFolded != rightFolded {
                return leftFolded.lexicographicallyPrecedes(rightFolded)
            }
            left += 1
            right += 1
        }
        if left == lhs.count, right == rhs.count { return nil }
        return left == lhs.count
    }

    /// Compares two runs of digits by value, whatever their length and leading zeros; `nil` when equal.
    private static func compareNumbers(_ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>) -> Bool? {
        let left = lhs.drop { $0 == "0" }, right = rhs.drop { $0 == "0" }
        if left.count != right.count { return left.count < right.count }
        for (leftDigit, rightDigit) in zip(left, right) where leftDigit != rightDigit {
            return leftDigit.value < rightDigit.value
        }
        return nil
    }

    private static func digitRunEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return end
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// The code points of a character's lower-case form (one or more).
    private static func folded(_ scalar: Unicode.Scalar) -> [UInt32] {
        if scalar.isASCII {
            let value = scalar.value
            return [value >= 0x41 && value <= 0x5A ? value + 0x20 : value]
        }
        return scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
    }
}
