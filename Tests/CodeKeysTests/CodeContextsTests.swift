import CodeKeys
import Testing

/// Calls in `#if DEBUG` code are debug; calls in previews are previews; the rest is the app's.
@Suite struct CodeContextsTests {
    /// Each call's key and context, as `key:context`.
    static func contexts(_ calls: [LocalizationCall]) -> [String] {
        calls.map { "\($0.key.description):\($0.context.rawValue)" }
    }

    @Test func swiftDebugBlocks() {
        let calls = swiftCalls("""
            Text("a1")
            #if DEBUG
            Text("d1")
            #if os(iOS)
            Text("d2")
            #endif
            Text("d3")
            #elseif BETA
            Text("a2")
            #else
            Text("a3")
            #endif
            #if !DEBUG
            Text("a4")
            #elseif os(macOS)
            Text("d4")
            #else
            Text("d5")
            #endif
            #if DEBUG || BETA
            Text("a5")
            #endif
            #if BETA
            Text("a6")
            #elseif DEBUG // the debug build
            Text("d6")
            #endif
            #if DEBUG
            Text("d7")
            """)
        #expect(Self.contexts(calls) == [
            "a1:app", "d1:debug", "d2:debug", "d3:debug", "a2:app", "a3:app", "a4:app", "d4:debug", "d5:debug",
            "a5:app", "a6:app", "d6:debug", "d7:debug",
        ])
    }

    @Test func objectiveCDebugBlocks() {
        let calls = objectiveCCalls("""
            #ifdef DEBUG
            NSLocalizedString(@"d1", nil);
            #else
            NSLocalizedString(@"a1", nil);
            #endif
            #ifndef DEBUG
            NSLocalizedString(@"a2", nil);
            #else
            NSLocalizedString(@"d2", nil);
            #endif
            #if defined(DEBUG)
            #define DEBUG_TITLE NSLocalizedString(@"d3", nil)
            #endif
            #if 0
            NSLocalizedString(@"off", nil);
            #else
            NSLocalizedString(@"a3", nil);
            #endif
            #if DEBUG && !TESTING
            NSLocalizedString(@"a4", nil);
            #endif
            # if DEBUG
            NSLocalizedString(@"d4", nil);
            # endif
            """)
        #expect(Self.contexts(calls) == ["d1:debug", "a1:app", "a2:app", "d2:debug", "d3:debug", "a3:app", "a4:app", "d4:debug"])
    }
}
