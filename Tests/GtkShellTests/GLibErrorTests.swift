import Foundation
import Testing
@testable import GtkShell

@Suite struct GLibErrorTests {
    @Test func aMissingFileIsAGFileErrorWithGLibsMessage() {
        do {
            _ = try PixbufLoader.decode(path: "/nonexistent/lattice.png", width: 16, height: 16, preserveAspect: true)
            Issue.record("expected an error")
        } catch {
            #expect(error.domain == "g-file-error-quark")
            #expect(error.message.contains("/nonexistent/lattice.png"))
        }
    }

    @Test func aFileThatIsNotAnImageIsAPixbufError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-not-an-image-\(getpid()).png")
        try Data("definitely not a PNG".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try PixbufLoader.decode(path: file.path, width: 16, height: 16, preserveAspect: true)
            Issue.record("expected an error")
        } catch {
            #expect(error.domain == "gdk-pixbuf-error-quark")
            #expect(!error.message.isEmpty)
        }
    }
}
