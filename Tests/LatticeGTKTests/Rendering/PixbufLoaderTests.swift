import CGtk
import Foundation
import Gtk
import InputFiles
import Testing

@testable import LatticeGTK

/// Image files as users have them: paths that are not regular files, headers declaring enormous images, and
/// images decoded at the size drawn.
@Suite(.serialized) struct PixbufLoaderTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-pixbuf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    private func writePNG(_ path: String, width: Int32, height: Int32) throws {
        let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, width, height))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x3366_CCFF)
        _ = try GLibError.check { gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, $0) != 0 ? true : nil }
    }

    /// A PNG whose header declares `width × height` but which holds only a few bytes of pixel data: what a
    /// budget must refuse from the header alone (decoding it would need width × height × 4 bytes).
    private func writePNGHeader(_ path: String, width: UInt32, height: UInt32) throws {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc = ~UInt32(0)
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc = ~crc
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let pixels: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        var bytes = signature
        bytes += chunk("IHDR", header)
        bytes += chunk("IDAT", pixels)
        bytes += chunk("IEND", [])
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func aFIFOIsRefusedAtOnceInsteadOfWaitingForAWriter() throws {
        defer { cleanUp() }
        let fifo = folder.appendingPathComponent("image.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: PixbufLoader.Failure.self) { try PixbufLoader.loadFitting(path: fifo, width: 64, height: 64) }
        do {
            _ = try PixbufLoader.loadFitting(path: fifo, width: 64, height: 64)
        } catch {
            #expect(error.description == "\(fifo): is a FIFO, not a regular file; refusing to read it")
        }
    }

    @Test func aDeviceIsRefused() {
        do {
            _ = try PixbufLoader.loadFitting(path: "/dev/zero", width: 64, height: 64)
            Issue.record("/dev/zero decoded")
        } catch {
            #expect(error.description == "/dev/zero: is a device, not a regular file; refusing to read it")
        }
    }

    @Test func anImageDeclaringMorePixelsThanTheBudgetIsRefusedFromItsHeader() throws {
        defer { cleanUp() }
        let path = folder.appendingPathComponent("huge.png").path
        try writePNGHeader(path, width: 25_000, height: 25_000)
        do {
            _ = try PixbufLoader.loadFitting(path: path, width: 64, height: 64)
            Issue.record("a 25,000 × 25,000 image decoded")
        } catch {
            guard case .tooLarge(_, let width, let height, let budget) = error else {
                Issue.record("expected tooLarge, got \(error)")
                return
            }
            #expect(width == 25_000 && height == 25_000)
            #expect(budget == PixbufLoader.fullDecodePixels)
        }
    }

    @Test func anImageIsDecodedAtTheSizeDrawn() throws {
        defer { cleanUp() }
        let path = folder.appendingPathComponent("photo.png").path
        try writePNG(path, width: 1000, height: 500)
        let fitted = try PixbufLoader.loadFitting(path: path, width: 100, height: 100)
        #expect(fitted.pixelWidth == 100 && fitted.pixelHeight == 50)  // the whole image, its aspect kept
        let icon = try #require(PixbufLoader.loadSquare(path: path, size: 64))
        #expect(icon.pixelWidth == 64 && icon.pixelHeight == 32)
        #expect(PixbufLoader.loadFull(path: path)?.pixelWidth == 1000)
    }

    @Test func aMissingFileAndAFileThatIsNotAnImageSayWhy() throws {
        defer { cleanUp() }
        do {
            _ = try PixbufLoader.loadFitting(path: "/nonexistent/lattice.png", width: 16, height: 16)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "/nonexistent/lattice.png: no such file")
        }
        let text = folder.appendingPathComponent("not-an-image.png").path
        try Data("definitely not a PNG".utf8).write(to: URL(fileURLWithPath: text))
        do {
            _ = try PixbufLoader.loadFitting(path: text, width: 16, height: 16)
            Issue.record("expected an error")
        } catch {
            guard case .decoding(_, let glib) = error else {
                Issue.record("expected a decoding error, got \(error)")
                return
            }
            #expect(glib.domain == "gdk-pixbuf-error-quark")
        }
    }
}
