import CGtk
import Foundation
import Testing
@testable import Gtk

@Suite struct GLibErrorTests {
    @Test func aMissingFileIsAGFileErrorWithGLibsMessage() {
        do {
            _ = try GLibError.check { gdk_pixbuf_new_from_file("/nonexistent/lattice.png", $0) }
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
            _ = try GLibError.check { gdk_pixbuf_new_from_file(file.path, $0) }
            Issue.record("expected an error")
        } catch {
            #expect(error.domain == "gdk-pixbuf-error-quark")
            #expect(!error.message.isEmpty)
        }
    }
}
