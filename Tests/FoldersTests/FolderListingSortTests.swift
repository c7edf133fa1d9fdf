import Catalog
import Foundation
import InputFiles
import JSONInput
import Synchronization
import Testing

@testable import Folders

/// Folder order (name, size, modified, type, reversed), the early partial listing, and `validate`.
@Suite struct FolderListingSortTests {
    /// b.txt 30 bytes (oldest), a.png 10 bytes (newest), c.md 20 bytes, and the folder "zeta".
    private func scratch() throws -> URL {
        let url = try scratchDirectory()
        let files: [(String, Int, TimeInterval)] = [("b.txt", 30, 1_000), ("a.png", 10, 3_000), ("c.md", 20, 2_000)]
        for (name, size, time) in files {
            let file = url.appendingPathComponent(name)
            try Data(repeating: 65, count: size).write(to: file)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: time)], ofItemAtPath: file.path)
        }
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("zeta"), withIntermediateDirectories: false)
        return url
    }

    private func titles(_ url: URL, _ sort: FolderSort) throws -> [String] {
        try FolderListing.catalog(forFolder: url.path, sort: sort).allItems.map(\.title)
    }

    @Test func ordersByEachKeyWithFoldersFirst() throws {
        let url = try scratch()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try titles(url, .name) == ["zeta", "a.png", "b.txt", "c.md"])
        #expect(try titles(url, FolderSort(.size)) == ["zeta", "a.png", "c.md", "b.txt"])
        #expect(try titles(url, FolderSort(.modified)) == ["zeta", "b.txt", "c.md", "a.png"])
        #expect(try titles(url, FolderSort(.size, reversed: true)) == ["zeta", "b.txt", "c.md", "a.png"])
        #expect(try titles(url, FolderSort(.name, reversed: true)) == ["zeta", "c.md", "b.txt", "a.png"])
        // Type names: "Markdown document" < "PNG image" < "Plain text document" (natural, case-insensitive).
        let byType = try titles(url, FolderSort(.type))
        #expect(byType.first == "zeta" && Set(byType.dropFirst()) == ["a.png", "b.txt", "c.md"])
        #expect(byType != (try titles(url, FolderSort(.type, reversed: true))))
    }

    @Test func reportsProgressAndAnEarlyPartialListing() throws {
        let url = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: url) }
        let count = ProgressBatches.interval + 10
        for index in 0..<count {
            _ = FileManager.default.createFile(atPath: url.appendingPathComponent("f\(index)").path, contents: nil)
        }
        let reports = Mutex<[(Int, Int?)]>([])
        let catalog = try FolderListing.catalog(forFolder: url.path) { read, partial in
            reports.withLock { $0.append((read, partial?.allItems.count)) }
        }
        #expect(catalog.allItems.count == count)
        let seen = reports.withLock { $0 }
        // The first batch comes with a partial catalogue of exactly those entries, sorted.
        #expect(seen.first?.0 == ProgressBatches.first)
        #expect(seen.first?.1 == ProgressBatches.first)
        // 5,000 is a batch too (ten times the first); counts in between come alone.
        #expect(seen.contains { $0.0 == ProgressBatches.interval && $0.1 == ProgressBatches.interval })
        #expect(
            ProgressBatches.isPartial(50_000) && !ProgressBatches.isPartial(10_000) && !ProgressBatches.isPartial(499))
        #expect(seen.map(\.0) == seen.map(\.0).sorted())
    }

    @Test func validateChecksAFolderWithoutListingIt() throws {
        let url = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: url) }
        try FolderListing.validate(folder: url.path)
        let file = url.appendingPathComponent("plain.txt")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
        #expect(throws: InputError.self) { try FolderListing.validate(folder: file.path) }
        #expect(throws: InputError.self) { try FolderListing.validate(folder: url.path + "/missing") }
    }
}

/// The sidebar tree's listing: sub-folders only, natural order, hidden ones on request.
@Suite struct FolderListingSubfolderTests {
    @Test func listsOnlySubfoldersInNaturalOrder() throws {
        let url = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: url) }
        for name in ["b10", "b2", "a", ".hidden"] {
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        _ = FileManager.default.createFile(atPath: url.appendingPathComponent("file.txt").path, contents: nil)
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("link").path, withDestinationPath: url.appendingPathComponent("a").path)
        let base = FolderListing.displayPath(url.path)
        #expect(try FolderListing.subfolders(of: url.path) == ["a", "b2", "b10", "link"].map { base + "/" + $0 })
        #expect(try FolderListing.subfolders(of: url.path, showHidden: true).first == base + "/.hidden")
        #expect(throws: InputError.self) { try FolderListing.subfolders(of: url.path + "/file.txt") }
    }
}
