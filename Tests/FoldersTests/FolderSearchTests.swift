import Catalog
import Foundation
import Testing

@testable import Folders

/// Searching the folders below a folder: matches wherever they are, nearer folders first, no loops.
@Suite struct FolderSearchTests {
    /// A tree: report files at three depths, one in a hidden folder, a link looping back to the root.
    func tree() throws -> Scratch {
        let scratch = try Scratch()
        for name in ["Reports/", "Reports/2026/", "Photos/", "Photos/Trip/", ".hidden/"] { try scratch.make(name) }
        for name in [
            "report-jan.txt", "Reports/report-feb.txt", "Reports/2026/report-mar.pdf", "Reports/2026/Report-Apr.txt",
            "Photos/Trip/beach.jpg", ".hidden/report-secret.txt"
        ] { try scratch.make(name) }
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/Photos/Trip/loop", withDestinationPath: scratch.path)
        return scratch
    }

    func matching(_ needle: String) -> (String) -> Bool { { $0.localizedCaseInsensitiveContains(needle) } }

    @Test func findsMatchesBelowTheFolderNearerFirstEachFolderInASection() throws {
        let scratch = try tree()
        defer { scratch.remove() }
        let sections = try #require(FolderSearch(root: scratch.path).run(matches: matching("report")))
        // The root's own report is its listing's; the loop is not followed (or the root's report would come back).
        #expect(sections.map(\.title) == ["Reports", "Reports › 2026"])
        #expect(
            sections.map { $0.items.indices.map($0.items.id(at:)).map { URL(fileURLWithPath: $0).lastPathComponent } }
                == [["report-feb.txt"], ["Report-Apr.txt", "report-mar.pdf"]])  // in the listing's order
        #expect(sections.allSatisfy { $0.id.hasPrefix(FolderSearch.sectionPrefix) })
        let item = sections[1].items[0]
        #expect(item.filePath == scratch.path + "/Reports/2026/Report-Apr.txt")
        #expect(item.id == item.filePath)  // the same id the folder's own listing gives it
    }

    @Test func hiddenFoldersAreSearchedOnlyWhenHiddenFilesShow() throws {
        let scratch = try tree()
        defer { scratch.remove() }
        let shown = try #require(FolderSearch(root: scratch.path, showHidden: true).run(matches: matching("secret")))
        #expect(shown.map(\.title) == [".hidden"])
        #expect(FolderSearch(root: scratch.path).run(matches: matching("secret")) == [])
    }

    @Test func theLimitsStopTheWalkAndACancelledWalkGivesNothing() throws {
        let scratch = try tree()
        defer { scratch.remove() }
        let limited = try #require(FolderSearch(root: scratch.path, limit: 2).run(matches: matching("report")))
        #expect(limited.map(\.items.count).reduce(0, +) == 2)
        // Folders are entered by name: the root, Photos, Reports, then theirs.
        #expect(FolderSearch(root: scratch.path, folderLimit: 2).run(matches: matching("report")) == [])
        #expect(
            FolderSearch(root: scratch.path, folderLimit: 3).run(matches: matching("report"))?.map(\.title) == [
                "Reports"
            ])
        var reports: [[String]] = []
        #expect(FolderSearch(root: scratch.path).run(matches: matching("report"), isCancelled: { true }) == nil)
        _ = FolderSearch(root: scratch.path).run(
            matches: matching("report"), interval: 0, found: { reports.append($0.map(\.title)) })
        #expect(reports == [["Reports"], ["Reports", "Reports › 2026"]])  // as the sections grow
    }
}
