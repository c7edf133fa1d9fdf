import Foundation
import InputFiles
import Testing

@testable import Catalog

/// Compressed data files read as what they hold — gzip, xz, bzip2 and Zstandard, compressed here by Debian's own tools
/// (gzip, xz-utils, bzip2, zstd: `make test-deps`) — and damaged or overgrown ones refused with a clear error.
struct DecompressionTests {
    static let penguins = DataFileCorpusTests.corpus.appendingPathComponent("files/penguins.csv").path

    /// A folder of the test's own holding `name`, made by running `tool` with `arguments` on a copy of penguins.csv.
    func compressed(_ tool: String, _ arguments: [String], output: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lattice-decompression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("penguins.csv").path
        try FileManager.default.copyItem(atPath: Self.penguins, toPath: copy)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments + [copy]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) failed: is it installed (make test-deps)?")
        return folder.appendingPathComponent(output).path
    }

    @Test(arguments: [
        ("gzip", ["-k"], "penguins.csv.gz"), ("xz", ["-k"], "penguins.csv.xz"),
        ("bzip2", ["-k"], "penguins.csv.bz2"), ("zstd", ["-q", "-k"], "penguins.csv.zst")
    ])
    func aCompressedFileOpensAsWhatItHolds(tool: String, arguments: [String], output: String) throws {
        let path = try compressed(tool, arguments, output: output)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let plain = try Catalog.load(path: Self.penguins)
        let catalog = try Catalog.load(path: path)
        #expect(catalog.table?.columns == plain.table?.columns)
        #expect(catalog.sections.map(\.title) == ["penguins"])
        let a = plain.sections[0].items, b = catalog.sections[0].items
        #expect(a.count == 344 && b.count == 344)
        #expect(a.indices.allSatisfy { a[$0] == b[$0] })
    }

    /// `body` with the gzip'd copy of penguins.csv: its path, its folder (removed after) and its bytes.
    func withGzipped(_ body: (String, String, Data) throws -> Void) throws {
        let path = try compressed("gzip", ["-k"], output: "penguins.csv.gz")
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(path, folder, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func gzipMembersOneAfterAnotherReadWholeAndTheNameNeedNotSayIt() throws {
        try withGzipped { _, folder, data in
            let twice = folder + "/twice.gz"
            try (data + data).write(to: URL(fileURLWithPath: twice))
            let catalog = try Catalog.load(path: twice)
            #expect(catalog.table != nil && catalog.itemCount == 344 * 2 + 1)  // the second header read as a row
        }
    }

    @Test func damagedGrownOrDatabaseContentsAreClearErrors() throws {
        try withGzipped { path, folder, data in
            let cut = folder + "/cut.csv.gz"
            try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: cut))
            #expect(throws: InputError.self) { try Catalog.load(path: cut) }
            do throws(InputError) { _ = try Catalog.load(path: cut) } catch {
                #expect(error.message.contains("damaged or cut short") && error.source == cut)
            }
            // Growing past the limit is refused, not read.
            do throws(InputError) {
                _ = try Decompression.gzip.decompressed(data, limit: 1000, source: path)
                Issue.record("a limit of 1000 bytes held 15 kB")
            } catch {
                #expect(error.message.contains("decompresses to more than"))
            }
            // A hundred times its size at most: a file of 1.3 MB that would grow to 300 MB of zeros is refused.
            let bomb = folder + "/zeros.csv.gz"
            let zeros = Process()
            zeros.executableURL = URL(fileURLWithPath: "/bin/sh")
            zeros.arguments = ["-c", "head -c 300000000 /dev/zero | gzip -1 > \"$0\"", bomb]
            try zeros.run()
            zeros.waitUntilExit()
            do throws(InputError) {
                _ = try Catalog.load(path: bomb)
                Issue.record("300 MB of zeros in a small file were read")
            } catch {
                #expect(error.message.contains("decompresses to more than 124 MiB"))  // 1.3 MB × 100
            }
            // A database is read in place: compressed, it says to decompress it.
            let database = folder + "/db.sqlite"
            try FileManager.default.copyItem(atPath: SQLiteCatalogTests.penguins, toPath: database)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["gzip", database]
            try process.run()
            process.waitUntilExit()
            do throws(InputError) {
                _ = try Catalog.load(path: database + ".gz")
                Issue.record("a compressed database opened")
            } catch {
                #expect(error.message.contains("decompress it first"))
            }
        }
    }

    @Test func magicNumbersTellTheCompressionAndNamesLoseItsExtension() {
        #expect(Decompression(head: [0x1F, 0x8B, 8, 0]) == .gzip)
        #expect(Decompression(head: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) == .xz)
        #expect(Decompression(head: Array("BZh9".utf8)) == .bzip2 && Decompression(head: Array("BZhx".utf8)) == nil)
        #expect(Decompression(head: [0x28, 0xB5, 0x2F, 0xFD]) == .zstd)
        #expect(Decompression(head: Array("id,title".utf8)) == nil)
        #expect(
            Decompression.innerName("/data/trips.csv.gz") == "/data/trips.csv"
                && Decompression.innerName("a.json") == "a.json")
        #expect(CatalogFormat(path: "trips.TSV.XZ") == .tsv)
    }
}
