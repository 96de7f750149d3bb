import Testing

@testable import Locking

@Suite("A value behind a pthread mutex")
struct LockedTests {
    @Test("increments from 8 tasks are never lost")
    func noLostUpdates() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("a thrown error leaves the lock usable and the state as the body left it")
    func throwingBodyUnlocks() {
        struct Refused: Error {}
        let names = Locked<[String]>([])
        #expect(throws: Refused.self) {
            try names.withLock { names throws(Refused) in
                names.append("first")
                throw Refused()
            }
        }
        names.withLock { $0.append("second") }
        #expect(names.withLock { $0 } == ["first", "second"])
    }
}

@Suite("A plain pthread lock")
struct LockTests {
    @Test("a lock serializes a read-modify-write that nothing else protects")
    func serializesOutsideState() async {
        let lock = Lock()
        let total = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        total.initialize(to: 0)
        defer { total.deallocate() }
        let address = Int(bitPattern: total)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let shared = UnsafeMutablePointer<Int>(bitPattern: address)!
                    for _ in 0..<10_000 { lock.withLock { shared.pointee += 1 } }
                }
            }
        }
        #expect(total.pointee == 80_000)
    }
}
