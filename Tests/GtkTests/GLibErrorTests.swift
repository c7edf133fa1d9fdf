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

    @Test func aCallThatSaysWhetherItSucceededGivesGLibsReasonOrTheFallback() {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        let missing = GLibError.reason(
            ifFailing: { g_file_get_contents("/nonexistent/lattice.txt", &contents, &length, $0) },
            otherwise: "fallback")
        #expect(missing?.contains("/nonexistent/lattice.txt") == true)
        #expect(GLibError.reason(ifFailing: { _ in 0 }, otherwise: "fallback") == "fallback")  // failed, no reason
        #expect(GLibError.reason(ifFailing: { _ in 1 }, otherwise: "fallback") == nil)
    }
}
