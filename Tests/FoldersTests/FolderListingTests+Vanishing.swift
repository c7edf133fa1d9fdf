import Catalog
import Foundation
import Glibc
import JSONInput
import Testing

@testable import Folders

/// A folder whose entries, or which itself, vanish while it is listed.
extension FolderListingTests {
    @Test func entriesThatVanishWhileTheFolderIsListedAreLeftOut() throws {
        // 3,000 files; when the first batch (500 entries) has been read, every file is deleted. Entries read
        // before stay (they were seen), those the listing has not reached vanish with no error, and the
        // sub-folder counts of the whole listing see the folder as it is by then.
        let scratch = try Scratch()
        defer { scratch.remove() }
        for index in 0..<3_000 {
            _ = FileManager.default.createFile(atPath: scratch.path + "/f\(index)", contents: nil)
        }
        let path = scratch.path
        let deleted = Counter()
        let catalog = try FolderListing.catalog(forFolder: path, showHidden: false, limit: 100_000, timeZone: .gmt) {
            read, _ in
            guard deleted.value == 0, read >= 500 else { return }
            for index in 0..<3_000 where unlink(path + "/f\(index)") == 0 { deleted.increment() }
        }
        #expect(deleted.value == 3_000)
        let listed = catalog.itemCount
        #expect(listed >= 500 && listed < 3_000)
        #expect(Set(catalog.allItems.map(\.id)).count == listed)
        // The folder itself removed while listed: what was read is the listing, not an error.
        try scratch.make("gone/")
        for index in 0..<1_000 { _ = FileManager.default.createFile(atPath: path + "/gone/g\(index)", contents: nil) }
        let removed = Counter()
        let partial = try FolderListing.catalog(
            forFolder: path + "/gone", showHidden: false, limit: 100_000, timeZone: .gmt
        ) { read, _ in
            guard removed.value == 0, read >= 500 else { return }
            removed.increment()
            try? FileManager.default.removeItem(atPath: path + "/gone")
        }
        #expect(removed.value == 1)
        #expect(partial.itemCount >= 500 && partial.itemCount < 1_000)
        #expect(FileManager.default.fileExists(atPath: path + "/gone") == false)
    }
}

/// A count shared with a listing's progress callback (which runs on the listing's thread).
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
