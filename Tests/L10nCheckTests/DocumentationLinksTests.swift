import Foundation
import Testing

/// Every relative link of the repository's Markdown leads somewhere: to a file or folder of the repository, and to a
/// heading of the Markdown file it names (`docs/rules.md#missing-key`, `#in-ci`), as GitHub makes their anchors.
struct DocumentationLinksTests {
    /// The repository's Markdown files (none in hidden or build folders), relative to its root.
    static var markdownFiles: [String] {
        let root = CommandRunner.packageRoot.path
        let paths = FileManager.default.subpaths(atPath: root) ?? []
        return paths.filter { path in
            path.hasSuffix(".md") && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted()
    }

    @Test func everyRelativeLinkResolves() throws {
        let files = Self.markdownFiles
        #expect(files.contains("README.md") && files.contains("docs/rules.md"))
        var broken: [String] = []
        var checked = 0
        for file in files {
            let url = CommandRunner.packageRoot.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            for link in MarkdownLinks.targets(in: text) where MarkdownLinks.isRelative(link.target) {
                checked += 1
                if let problem = Self.problem(with: link.target, from: url) {
                    broken.append("\(file):\(link.line): \(link.target): \(problem)")
                }
            }
        }
        #expect(checked > 50)
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }

    @Test func anchorsAreMadeAsGitHubMakesThem() {
        let text = "# Rules\n\n## missing-key\n\n## Each table's base, Interface Builder files and Info.plist\n"
            + "```\n## not a heading\n```\n## Rules\n"
        #expect(MarkdownLinks.anchors(in: text) == [
            "rules", "missing-key", "each-tables-base-interface-builder-files-and-infoplist", "rules-1",
        ])
    }

    @Test func linksInCodeAreNoLinks() {
        let text = "See [a](a.md) and `[b](b.md)`.\n```\n[c](c.md)\n```\n[d]: d.md\n<a href=\"e.md\">e</a>\n"
        #expect(MarkdownLinks.targets(in: text).map(\.target) == ["a.md", "d.md", "e.md"])
    }

    /// What is wrong with `target` as a link from the file at `source`, or `nil` when it resolves.
    static func problem(with target: String, from source: URL) -> String? {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0].removingPercentEncoding ?? parts[0]
        let file = path.isEmpty ? source : source.deletingLastPathComponent().appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return "no such file" }
        guard parts.count == 2, file.pathExtension == "md" else { return nil }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return "cannot be read" }
        return MarkdownLinks.anchors(in: text).contains(parts[1]) ? nil : "no heading makes the anchor #\(parts[1])"
    }
}

/// The links and headings of a Markdown text, outside code blocks and code spans.
enum MarkdownLinks {
    /// A link's target and the 1-based line it is on.
    struct Link {
        var target: String
        var line: Int
    }

    /// Whether `target` is relative: no scheme (`https:`, `mailto:`, `doc:`).
    static func isRelative(_ target: String) -> Bool {
        !target.isEmpty && target.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.-]*:/) == nil
    }

    /// The lines outside fenced code blocks, with their 1-based numbers and code spans removed.
    static func prose(_ text: String) -> [(line: Int, text: String)] {
        var lines: [(Int, String)] = []
        var fence: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if let match = trimmed.prefixMatch(of: /(`{3,}|~{3,})/) {
                fence = String(match.1)
                continue
            }
            lines.append((index + 1, String(line).replacing(/`+[^`]*`+/, with: "")))
        }
        return lines
    }

    /// Every link target: inline links and images, reference definitions, and `href`/`src` attributes.
    static func targets(in text: String) -> [Link] {
        var links: [Link] = []
        for (number, line) in prose(text) {
            for match in line.matches(of: /\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/) {
                links.append(Link(target: String(match.1), line: number))
            }
            if let match = line.prefixMatch(of: /\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)/) {
                links.append(Link(target: String(match.1), line: number))
            }
            for match in line.matches(of: /(?:href|src)="([^"]+)"/) {
                links.append(Link(target: String(match.1), line: number))
            }
        }
        return links
    }

    /// The anchors GitHub makes for the headings: lowercased, punctuation but `-` and `_` dropped, spaces made
    /// hyphens, and `-1`, `-2` added to repeats.
    static func anchors(in text: String) -> [String] {
        var anchors: [String] = []
        var seen: [String: Int] = [:]
        for (_, line) in prose(text) {
            guard let match = line.prefixMatch(of: /#{1,6}\s+(.*)/) else { continue }
            let title = String(match.1).replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.1) }
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.append(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
