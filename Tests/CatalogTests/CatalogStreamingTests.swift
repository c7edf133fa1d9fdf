import Catalog
import Foundation
import InputFiles
import JSONInput
import Synchronization
import Testing

/// A CSV catalogue read while another program writes it: what is read is always a prefix of the file's rows —
/// parsed exactly as a full parse of those rows would be — or an error naming the line cut short; never rows
/// lost or reordered, never a crash.
@Suite struct CatalogStreamingTests {
    static let header = "id,title,author,section\n"

    static func row(_ index: Int) -> String {
        "b\(index),\"Title \(index), volume \(index % 7)\",Author \(index % 13),S\(index % 3)\n"
    }

    /// A temporary file, removed when `body` returns.
    static func withFile(_ body: (String) throws -> Void) rethrows {
        let path = NSTemporaryDirectory() + "lattice-streaming-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path)
    }

    /// Checks a read of the file at `path` against `whole`, the full parse of every row the writer writes: the
    /// rows read are the first N, each item as the full parse has it, in row order within its section; only the
    /// last row read may differ, by its section (the last column, which a cut leaves short or empty but
    /// well-formed, as an RFC 4180 last line may end without a newline). Or an error that names the line cut short.
    static func expectPrefix(_ read: Result<Catalog, InputError>, of whole: [String: CatalogItem]) {
        switch read {
        case .success(let catalog):
            let items = catalog.allItems
            let rows = items.compactMap { Int($0.id.dropFirst()) }
            #expect(Set(rows) == Set(0..<items.count), "the first \(items.count) rows, none lost")
            for item in items where whole[item.id] != item {
                Issue.record("row \(item.id) differs from the full parse")
            }
            for section in catalog.sections {
                let order = section.items.compactMap { Int($0.id.dropFirst()) }
                #expect(order == order.sorted())
                if !["S0", "S1", "S2"].contains(section.title) {
                    // Cut inside "S1", or right after the comma before it: an empty section field puts the row in
                    // the file's own section, named after the file (`lattice-streaming-….`).
                    #expect(
                        order == [items.count - 1]
                            && (section.title == "S" || section.title.hasPrefix("lattice-streaming-")),
                        "only the last row's section can be cut (\(section.title))")
                }
            }
        case .failure(let error):
            let line = Int(error.path.dropFirst("line ".count).prefix { $0.isNumber }) ?? 0
            #expect(line >= 2, "\(error)")
            #expect(
                error.message.contains("expected 4 fields") || error.message.contains("quote")
                    || error.message.contains("expected a title"), "\(error)")
        }
    }

    /// The text of `rows` rows, its full parse, and the parse's items by id.
    static func whole(rows: Int) throws -> (text: Data, catalog: Catalog, items: [String: CatalogItem]) {
        let text = Data((header + (0..<rows).map(row).joined()).utf8)
        let catalog = try Catalog.parseFile(text, path: "whole.csv")
        return (text, catalog, Dictionary(uniqueKeysWithValues: catalog.allItems.map { ($0.id, $0) }))
    }

    @Test func aFileGrowingWhileReadGivesAPrefixOfItsRows() throws {
        try Self.withFile { path in
            try #require(FileManager.default.createFile(atPath: path, contents: Data(Self.header.utf8)))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            handle.seekToEndOfFile()
            let total = 60_000
            let whole = try Self.whole(rows: total)
            // The writer waits for a read to start after every hundredth write, so reads overlap the writing
            // however the threads are scheduled; every read, wherever it falls, must give a prefix.
            let readStarted = DispatchSemaphore(value: 0), written = DispatchSemaphore(value: 0)
            let finished = Atomic<Bool>(false)
            let writer = Thread {
                // Rows in chunks of uneven size, sometimes split in the middle of a row between two writes.
                var pending = Data()
                var writes = 0
                for index in 0..<total {
                    pending.append(Data(Self.row(index).utf8))
                    if pending.count > 3_000 + index % 977 {
                        let cut = pending.count - index % 11
                        handle.write(pending.prefix(cut))
                        pending = Data(pending.dropFirst(cut))
                        writes += 1
                        if writes % 100 == 0 { readStarted.wait() }
                    }
                }
                handle.write(pending)
                try? handle.close()
                finished.store(true, ordering: .releasing)
                written.signal()
            }
            writer.start()
            var reads = 0
            while !finished.load(ordering: .acquiring) || reads == 0 {
                readStarted.signal()
                let read = Result<Catalog, InputError> { () throws(InputError) in try Catalog.load(path: path) }
                Self.expectPrefix(read, of: whole.items)
                reads += 1
            }
            written.wait()
            #expect(reads > 5)
            // Once the writer is done, the whole file reads as the full parse of every row.
            let final = try Catalog.load(path: path)
            #expect(final.sections == whole.catalog.sections)
        }
    }

    @Test func aFileCutShortWhileReadGivesAPrefixOfItsRows() throws {
        try Self.withFile { path in
            let whole = try Self.whole(rows: 40_000)
            // the header whole
            for cut in stride(from: whole.text.count, to: Self.header.utf8.count, by: -whole.text.count / 9) {
                try #require(FileManager.default.createFile(atPath: path, contents: whole.text))
                let truncated = DispatchSemaphore(value: 0)
                let truncator = Thread {
                    truncate(path, off_t(cut))
                    truncated.signal()
                }
                truncator.start()
                let read = Result<Catalog, InputError> { () throws(InputError) in try Catalog.load(path: path) }
                truncated.wait()
                Self.expectPrefix(read, of: whole.items)
            }
        }
    }
}
