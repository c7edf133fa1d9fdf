import Foundation
import InputFiles
import Testing

/// Input files mapped rather than copied: the file's bytes, a file cut short while mapped read as zeros past its
/// end (never a SIGBUS), and pages let go of once a budget's worth is read.
@Suite struct MappedPagesTests {
    /// A temporary file holding `bytes`, removed when `body` returns.
    private func withFile(_ bytes: Data, _ body: (String) throws -> Void) throws {
        let path = NSTemporaryDirectory() + "lattice-mapped-\(UUID().uuidString).bin"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try bytes.write(to: URL(fileURLWithPath: path))
        try body(path)
    }

    /// The resident kilobytes of the mapping of this process that starts at `address` (/proc/self/smaps).
    private func residentKilobytes(ofMappingAt address: UnsafeRawPointer) throws -> Int {
        let start = String(UInt(bitPattern: address), radix: 16)
        let smaps = String(decoding: try InputFile.read(path: "/proc/self/smaps", sizeLimit: 64 << 20), as: UTF8.self)
        var inMapping = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), line[..<dash].allSatisfy(\.isHexDigit) {
                inMapping = line[..<dash].drop { $0 == "0" } == start[...]
            } else if inMapping, line.hasPrefix("Rss:") {
                return Int(line.split(separator: " ")[1]) ?? -1
            }
        }
        Issue.record("no mapping at \(start)")
        return -1
    }

    @Test func aFileIsMappedAndReadsAsItsBytes() throws {
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try withFile(bytes) { path in
            let contents = try InputFile.map(path: path, sizeLimit: 1 << 20)
            #expect(contents.pages != nil && contents.data == bytes)
            #expect(contents.pages?.fileSize == bytes.count && contents.pages?.pagesReadPastEnd == 0)
        }
        // An empty file is read, not mapped (there is nothing to map); one over the limit is refused as by `read`.
        try withFile(Data()) { path in
            let contents = try InputFile.map(path: path)
            #expect(contents.pages == nil && contents.data.isEmpty)
        }
        try withFile(bytes) { path in
            #expect(throws: InputError.self) { try InputFile.map(path: path, sizeLimit: 1_000) }
        }
    }

    @Test func aFileCutShortWhileMappedReadsZerosPastItsNewEnd() throws {
        let size = 1 << 20
        try withFile(Data(repeating: 0x61, count: size)) { path in
            let contents = try InputFile.map(path: path, sizeLimit: size)
            let pages = try #require(contents.pages)
            #expect(truncate(path, 10_000) == 0)
            // Past the cut: zeros, in the rest of the cut page and in the pages past it — no SIGBUS.
            let (before, after, last) = contents.data.withUnsafeBytes { ($0[9_999], $0[10_000], $0[size - 1]) }
            #expect(before == 0x61 && after == 0 && last == 0)
            #expect(pages.fileSize == 10_000 && pages.pagesReadPastEnd >= 1)
            // Reading the whole of it again is as safe.
            #expect(contents.data.withUnsafeBytes { $0.reduce(0) { $0 + Int($1) } } == 10_000 * 0x61)
        }
    }

    /// Runs `body` over a file of `size` bytes of `byte`, mapped: its bytes, their address and the mapping.
    private func withMapping(
        size: Int, of byte: UInt8,
        _ body: (UnsafeRawBufferPointer, UnsafeRawPointer, MappedPages) throws -> Void
    ) throws {
        try withFile(Data(repeating: byte, count: size)) { path in
            let contents = try InputFile.map(path: path, sizeLimit: size)
            let pages = try #require(contents.pages)
            try contents.data.withUnsafeBytes { bytes in try body(bytes, try #require(bytes.baseAddress), pages) }
        }
    }

    @Test func pagesReadPastTheBudgetAreLetGoOf() throws {
        let size = 4 * MappedPages.residentBudget
        try withMapping(size: size, of: 0x62) { bytes, base, pages throws in
            var sum = 0
            for page in stride(from: 0, to: size, by: 4096) { sum += Int(bytes[page]) }  // every page read
            #expect(sum == size / 4096 * 0x62)
            #expect(try residentKilobytes(ofMappingAt: base) >= size / 1024 * 3 / 4)
            pages.touch(MappedPages.residentBudget - 1)
            #expect(try residentKilobytes(ofMappingAt: base) >= size / 1024 * 3 / 4)  // under the budget: kept
            pages.touch(1)
            #expect(try residentKilobytes(ofMappingAt: base) < 256)
            #expect(bytes[size - 1] == 0x62)  // and read again from the page cache
        }
    }

    /// A read away from any pass maps the pages around it; letting go of them there leaves the rest resident.
    @Test func pagesAroundAReadAsideAreLetGoOf() throws {
        let size = 4 * MappedPages.residentBudget
        try withMapping(size: size, of: 0x63) { bytes, base, pages in
            var sum = 0
            for page in stride(from: 0, to: size / 2, by: 4096) { sum += Int(bytes[page]) }  // the first half
            let resident = try residentKilobytes(ofMappingAt: base)
            #expect(sum == size / 2 / 4096 * 0x63 && resident >= size / 2 / 1024 * 3 / 4)
            let aside = size * 3 / 4 + 1_000
            #expect(bytes[aside] == 0x63)
            #expect(try residentKilobytes(ofMappingAt: base) > resident)
            pages.letGo(around: aside)
            #expect(try residentKilobytes(ofMappingAt: base) == resident)  // the first half's pages stay
            pages.letGo(around: size + 5_000)  // past the end: the last block, and no trap
            pages.letGo(around: -3)
        }
    }

    /// Reads every page of the first half of a mapping of `size` bytes, and checks they are resident.
    func readFirstHalf(_ bytes: UnsafeRawBufferPointer, base: UnsafeRawPointer, size: Int) throws {
        var sum = 0
        for page in stride(from: 0, to: size / 2, by: 4096) { sum += Int(bytes[page]) }
        let resident = try residentKilobytes(ofMappingAt: base)
        #expect(sum > 0 && resident >= size / 2 / 1024 * 3 / 4)
    }

    /// Reads one after another count their bytes; reads here and there count the 64 KiB each maps, so the pages
    /// are let go of after as many of them as the budget holds.
    @Test func readsHereAndThereCountWhatTheyMap() throws {
        let size = 4 * MappedPages.residentBudget
        try withMapping(size: size, of: 0x64) { bytes, base, pages throws in
            try readFirstHalf(bytes, base: base, size: size)
            for row in 0..<1_000 { pages.touch(at: row * 100, count: 100) }  // 100 KB, one after another
            #expect(try residentKilobytes(ofMappingAt: base) >= size / 2 / 1024 * 3 / 4)
            let jumps = MappedPages.residentBudget / MappedPages.faultAround
            for jump in 0..<jumps - 3 { pages.touch(at: (jump % 2 == 0 ? size / 2 : 0) + jump * 4096, count: 50) }
            #expect(try residentKilobytes(ofMappingAt: base) >= size / 2 / 1024 * 3 / 4)
            for jump in 0..<3 { pages.touch(at: (jump % 2 == 0 ? 0 : size / 2) + jump * 4096, count: 50) }
            #expect(try residentKilobytes(ofMappingAt: base) < 256)
        }
    }

    /// Two passes reading one after another in two halves of a file at once (two threads' rows, interleaved here)
    /// count only their bytes: neither's reads are jumps for the other, and their counts reach the mapping a batch
    /// at a time, letting go of the pages once the budget is read.
    @Test func passesInTwoHalvesCountOnlyTheirBytes() throws {
        let size = 4 * MappedPages.residentBudget
        try withMapping(size: size, of: 0x65) { bytes, base, pages throws in
            try readFirstHalf(bytes, base: base, size: size)
            var first = MappedPages.Pass(pages), second = MappedPages.Pass(pages)
            // Rows of 100 bytes from each half's start: under the budget in all (a read away from the last would
            // have counted 64 KiB, and passed it many times over).
            let rows = (MappedPages.residentBudget - MappedPages.Pass.batch) / 200
            for row in 0..<rows {
                first.read(at: row * 100, count: 100)
                second.read(at: size / 2 + row * 100, count: 100)
            }
            #expect(try residentKilobytes(ofMappingAt: base) >= size / 2 / 1024 * 3 / 4)
            // Each reads on, one row after another, until both have read a budget's worth with the batches.
            for row in rows..<rows + MappedPages.Pass.batch / 100 + 2 {
                first.read(at: row * 100, count: 100)
                second.read(at: size / 2 + row * 100, count: 100)
            }
            #expect(try residentKilobytes(ofMappingAt: base) < 256)
        }
    }
}
