import Foundation
import Testing
import TestSupport
@testable import Lproj

/// Damaged project files: whatever can be read is returned, each problem is a diagnostic with its place, and nothing
/// crashes, loops or throws.
struct XcodeProjectRobustnessTests {
    private static func project(_ objects: String, root: String = "rootObject = P;") -> XcodeProject {
        XcodeProject(bytes: Array("{ objects = { \(objects) }; \(root) }".utf8), path: "/r/A.xcodeproj")
    }

    private static let projectObject = "P = { isa = PBXProject; mainGroup = G; targets = (T); };"

    @Test func aMissingObjectIsADiagnosticAndTheRestIsRead() throws {
        let project = Self.project(Self.projectObject + """
            G = { isa = PBXGroup; children = (F1, NOPE, F2); sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = a.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = b.swift; sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = App; buildPhases = (S, GONE); };
            S = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
            B1 = { isa = PBXBuildFile; fileRef = F2; };
            B2 = { isa = PBXBuildFile; fileRef = MISSING; };
            B3 = { isa = PBXBuildFile; productRef = K; };
            """)
        #expect(project.referencedFiles == ["a.swift", "b.swift"])
        #expect(project.targets.first?.sourceFiles == ["b.swift"])
        // In file order.
        #expect(project.diagnostics.map(\.problem) == [
            .missingObject(id: "NOPE", referencedBy: "children of G"),
            .missingObject(id: "GONE", referencedBy: "buildPhases of T"),
            .missingObject(id: "MISSING", referencedBy: "fileRef of B2"),
        ])
        #expect(project.diagnostics.allSatisfy { $0.location.file == "/r/A.xcodeproj/project.pbxproj" })
    }

    @Test func aCycleOfGroupsIsReadOnce() throws {
        let project = Self.project(Self.projectObject + """
            G = { isa = PBXGroup; children = (H); sourceTree = "<group>"; };
            H = { isa = PBXGroup; children = (I, G, F); path = h; sourceTree = "<group>"; };
            I = { isa = PBXGroup; children = (H); path = i; sourceTree = "<group>"; };
            F = { isa = PBXFileReference; path = f; sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = App; };
            """)
        #expect(project.referencedFiles == ["h/f"])
        #expect(Set(project.diagnostics.map(\.problem)) == [.groupReachedTwice(id: "G"), .groupReachedTwice(id: "H")])
    }

    @Test func deeplyNestedGroupsStopAtTheLimit() throws {
        let depth = 5_000
        var objects = Self.projectObject + "T = { isa = PBXNativeTarget; name = App; };"
        for level in 0..<depth {
            let child = level + 1 < depth ? "G\(level + 1)" : "F"
            objects += "\(level == 0 ? "G" : "G\(level)") = { isa = PBXGroup; children = (\(child)); path = d; };"
        }
        objects += "F = { isa = PBXFileReference; path = f; };"
        let project = Self.project(objects)
        #expect(project.referencedFiles.isEmpty)
        #expect(project.diagnostics.map(\.problem) == [.groupNestingTooDeep(id: "G\(XcodeProject.maximumGroupDepth)")])
    }

    @Test func valuesOfTheWrongKindAreDiagnosticsNotCrashes() throws {
        let project = Self.project("""
            P = { isa = PBXProject; mainGroup = (G); targets = T; knownRegions = (en, { }, fr);
                  developmentRegion = (en); };
            G = { isa = PBXGroup; children = F; };
            T = { isa = PBXNativeTarget; };
            """)
        #expect(project.knownRegions == ["en", "fr"])
        #expect(project.developmentRegion == nil)
        #expect(project.targets.isEmpty)
        #expect(project.mainGroup == nil)
        #expect(Set(project.diagnostics.map(\.problem)) == [
            .wrongType(key: "mainGroup", object: "P", expected: "a string"),
            .wrongType(key: "targets", object: "P", expected: "an array"),
            .wrongType(key: "knownRegions", object: "P", expected: "an array of strings"),
            .wrongType(key: "developmentRegion", object: "P", expected: "a string"),
        ])
    }

    @Test func objectsOfTheWrongKindAreLeftOut() throws {
        let project = Self.project(Self.projectObject + """
            G = { isa = PBXGroup; children = (S, F, "not an object"); };
            S = { isa = PBXSourcesBuildPhase; };
            F = { isa = PBXFileReference; path = f; };
            T = { isa = PBXNativeTarget; name = App; buildPhases = (S); fileSystemSynchronizedGroups = (F, G); };
            "not an object" = "text";
            """)
        #expect(project.referencedFiles == ["f"])
        #expect(project.targets.first?.synchronizedFolders.isEmpty == true)
        #expect(project.diagnostics.map(\.problem) == [
            .unexpectedObject(id: "S", isa: "PBXSourcesBuildPhase", referencedBy: "children of G"),
            .unexpectedObject(id: "F", isa: "PBXFileReference", referencedBy: "fileSystemSynchronizedGroups of T"),
            .unexpectedObject(id: "G", isa: "PBXGroup", referencedBy: "fileSystemSynchronizedGroups of T"),
            .wrongType(key: "not an object", object: "objects", expected: "a dictionary"),
        ])
    }

    @Test func withoutARootObjectTheFirstProjectIsRead() throws {
        let project = Self.project(
            "X = { isa = PBXGroup; }; P = { isa = PBXProject; developmentRegion = fr; };", root: "rootObject = X;")
        #expect(project.developmentRegion == "fr")
        #expect(project.diagnostics.map(\.problem) == [.missingRootObject])
        for text in [
            "", "()", "{ }", "{ objects = (); }", "{ objects = { }; rootObject = P; }", "{ rootObject = (P); }",
        ] {
            let empty = XcodeProject(bytes: Array(text.utf8), path: "A.xcodeproj")
            #expect(empty.targets.isEmpty && empty.mainGroup == nil && empty.developmentRegion == nil, "\(text)")
        }
    }

    @Test func truncationsOfACraftedProjectRead() throws {
        let bytes = Array(XcodeProjectFixture.text.utf8)
        let whole = XcodeProjectFixture.project
        for length in stride(from: 0, through: bytes.count, by: 7) {
            let project = XcodeProject(bytes: Array(bytes[..<length]), path: XcodeProjectFixture.path)
            Self.checkInvariants(project, bytes: bytes[..<length])
            #expect(project.targets.count <= whole.targets.count)
            if length < bytes.count - 2 { #expect(!project.diagnostics.isEmpty, "\(length)") }
        }
        // Cut after the last object, the file loses only its root object: the first project object is read.
        let text = XcodeProjectFixture.text
        let end = text.utf8.distance(
            from: text.startIndex, to: try #require(text.range(of: "\trootObject")).lowerBound)
        let cut = XcodeProject(bytes: Array(bytes[..<end]), path: XcodeProjectFixture.path)
        #expect(cut.referencedFiles == whole.referencedFiles)
        #expect(cut.targets == whole.targets)
        #expect(cut.diagnostics.map(\.problem) == [.missingRootObject, .unexpectedEnd])
    }

    @Test func randomDamageToACraftedProjectReads() {
        Self.damage(Array(XcodeProjectFixture.text.utf8), cases: 1_000, seed: 7)
    }

    @Test(.enabled(if: SharedFolder.hasCorpora, "needs ../shared/corpora"))
    func truncationsAndRandomDamageToTheCorporaProjectsRead() throws {
        for name in ["linearmouse/LinearMouse.xcodeproj", "macdown/MacDown.xcodeproj",
                     "transmission/Transmission.xcodeproj"] {
            let path = try #require(SharedFolder.corpus(name + "/project.pbxproj"))
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            var random = SeededRandom(seed: UInt64(bytes.count))
            for _ in 0..<25 {
                let length = Int.random(in: 0..<bytes.count, using: &random)
                Self.checkInvariants(XcodeProject(bytes: Array(bytes[..<length]), path: name), bytes: bytes[..<length])
            }
            Self.damage(bytes, cases: 25, seed: UInt64(bytes.count))
        }
    }

    /// Reads `cases` copies of `bytes`, each with a few random bytes changed, inserted or removed.
    private static func damage(_ bytes: [UInt8], cases: Int, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let interesting = Array("{}();=,\"'/*<>\\\n ".utf8)
        for _ in 0..<cases {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...4, using: &random) where !damaged.isEmpty {
                let offset = Int.random(in: 0..<damaged.count, using: &random)
                let byte = Bool.random(using: &random)
                    ? interesting[Int.random(in: 0..<interesting.count, using: &random)]
                    : UInt8.random(in: 0...255, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: damaged[offset] = byte
                case 1: damaged.insert(byte, at: offset)
                default: damaged.remove(at: offset)
                }
            }
            let project = XcodeProject(bytes: damaged, path: "Damaged.xcodeproj")
            checkInvariants(project, bytes: damaged[...])
        }
    }

    /// What must hold of any project read: diagnostics point into the file, lookups answer.
    private static func checkInvariants(_ project: XcodeProject, bytes: ArraySlice<UInt8>) {
        let lines = bytes.count { $0 == 0x0A } + 1
        for diagnostic in project.diagnostics {
            #expect((1...lines).contains(diagnostic.location.line), "\(diagnostic)")
            #expect(diagnostic.location.column >= 1, "\(diagnostic)")
        }
        for target in project.targets {
            for file in target.sourceFiles.prefix(3) + target.resourceFiles.prefix(3) {
                #expect(project.targets(containing: file).contains { $0.id == target.id }, "\(file)")
            }
        }
        _ = project.languagesBuilt
        _ = project.languageFoldersBuilt
    }
}
