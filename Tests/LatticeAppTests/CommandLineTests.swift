import ArgumentParser
import Catalog
import Foundation
import Testing

@testable import LatticeApp

/// Command-line values users type: arguments that are not UTF-8, and options whose product would be a runaway
/// allocation.
@Suite struct CommandLineTests {
    @Test func aPathThatIsNotUTF8OpensAndAnyOtherSuchArgumentIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-argv-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin1 = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9]
        #expect(mkdir(latin1.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
        // An existing path stands as the kernel's name for it, opened, and is shown by GLib's display name.
        let opened = try Lattice.openedArguments([Array("lattice".utf8), Array("render".utf8), latin1]).get()
        #expect(opened.arguments.count == 2 && opened.arguments[0] == "render")
        let path = opened.arguments[1]
        #expect(path.hasPrefix("/proc/self/fd/"))
        #expect(FileManager.default.fileExists(atPath: path))
        // "caf" and the byte decoded in the names' encoding, or U+FFFD where it does not decode (UTF-8, the default).
        #expect(opened.names[path].map { $0.hasPrefix("caf") && $0.count == 4 } == true)
        if let descriptor = Int32(path.dropFirst("/proc/self/fd/".count)) { close(descriptor) }
        let missing = Lattice.openedArguments([Array("lattice".utf8), Array("x".utf8) + [0xFF]])
        #expect(throws: Lattice.ArgumentProblem.self) { try missing.get() }
        if case .failure(let problem) = missing {
            #expect(problem.message == "x\\xFF: the argument is not valid UTF-8")
        }
        #expect(try Lattice.openedArguments([Array("lattice".utf8), Array("café".utf8)]).get().arguments == ["café"])
    }

    @Test func aDataFileIsReadAsTheOptionsSay() throws {
        let render = try RenderCommand.parse([
            "x.csv", "-o", "x.png", "--encoding", "Latin-1", "--delimiter", "tab",
            "--header", "no", "--title-column", "Name"
        ])
        #expect(
            render.reading.options
                == DataFileOptions(encoding: .windows1252, delimiter: "\t", hasHeader: false, titleColumn: "Name"))
        #expect(try RenderCommand.parse(["x.csv", "-o", "x.png"]).reading.options.isEmpty)
        for bad in [["--encoding", "ebcdic"], ["--delimiter", "\""], ["--delimiter", ";;"], ["--header", "maybe"]] {
            #expect(throws: (any Error).self, "\(bad)") { try RenderCommand.parse(["x.csv", "-o", "x.png"] + bad) }
        }
    }

    @Test func aRenderPastTheBitmapBudgetIsAUsageError() throws {
        // 8000 × 8000 at scale 4 is 32000 × 32000 device pixels: 4 GB of ARGB.
        #expect(throws: (any Error).self) {
            try RenderCommand.parse(["x.json", "--size", "8000x8000", "--scale", "4", "-o", "x.png"])
        }
        do {
            _ = try RenderCommand.parse(["x.json", "--size", "16384x16384", "-o", "x.png"])
            Issue.record("a 16384 × 16384 render was accepted")
        } catch {
            #expect(RenderCommand.exitCode(for: error) == ExitCode.validationFailure)
            #expect(
                RenderCommand.message(for: error).contains(
                    "renders are limited to 67108864 pixels (256 MiB, 8192 × 8192 at scale 1)"))
        }
        #expect(throws: Never.self) {
            try RenderCommand.parse(["x.json", "--size", "4096x4096", "--scale", "2", "-o", "x.png"])
        }
    }
}
