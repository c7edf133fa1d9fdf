import Foundation
import LayoutSpec
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Reading spec files: only regular files of at most 16 MiB, and never a hang.
@Suite struct SpecFileTests {
    /// A fresh directory under the temporary directory.
    private func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutspec-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func loadError(_ path: String) -> LayoutSpecError? {
        do {
            _ = try LayoutSpec.load(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func loadsARegularFile() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("spec.json")
        try Data(specJSON(sections: rowsSectionJSON(count: 2, height: 10)).utf8).write(to: file)
        let spec = try LayoutSpec.load(path: file.path)
        #expect(spec.itemCounts.counts == [2])
    }

    @Test func missingFile() {
        let error = loadError("/nonexistent/definitely/spec.json")
        #expect(error?.source == "/nonexistent/definitely/spec.json")
        #expect(error?.path == "")
        #expect(error?.message == "no such file")
    }

    @Test func directory() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(loadError(directory.path)?.message == "is a directory, not a spec file")
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("spec.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(loadError(fifo)?.message.contains("is a FIFO") == true)
    }

    @Test func deviceIsRefused() {
        #expect(loadError("/dev/zero")?.message.contains("is a device") == true)
    }

    @Test func oversizedFileIsRefused() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(SpecFile.sizeLimit) + 1)  // sparse: no real 16 MiB written
        try handle.close()
        #expect(loadError(file.path)?.message.contains("limited to") == true)
    }

    @Test func emptyFileIsNotJSON() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("empty.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let error = loadError(file.path)
        #expect(error?.description.hasPrefix("\(file.path): not valid JSON") == true, "\(String(describing: error))")
    }
}
