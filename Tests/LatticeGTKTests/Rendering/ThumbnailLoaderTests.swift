import CGtk
import CollectionView
import Foundation
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

/// The freedesktop thumbnail cache and background decoding, with real images made by the test.
@MainActor @Suite(.serialized) struct ThumbnailLoaderTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-thumbs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func cleanUp() { try? FileManager.default.removeItem(at: folder) }

    /// Writes a `width × height` PNG filled with `rgba`, with tEXt `options` (key/value pairs).
    private func writePNG(
        _ path: String, width: Int32, height: Int32, rgba: UInt32, options: [(String, String)] = []
    ) throws {
        let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, width, height))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, rgba)
        var keys: [UnsafeMutablePointer<CChar>?] = options.map { strdup("tEXt::" + $0.0) } + [nil]
        var values: [UnsafeMutablePointer<CChar>?] = options.map { strdup($0.1) } + [nil]
        defer { for string in keys + values { free(string) } }
        _ = try GLibError.check { gdk_pixbuf_savev(pixbuf, path, "png", &keys, &values, $0) != 0 ? true : nil }
    }

    /// The red channel of the first pixel of `surface` (ARGB32, premultiplied; opaque images here).
    private func red(_ surface: CairoSurface?) -> Int? {
        guard let surface, let data = cairo_image_surface_get_data(surface.pointer) else { return nil }
        cairo_surface_flush(surface.pointer)
        return Int((UnsafeRawPointer(data).load(as: UInt32.self) >> 16) & 0xFF)
    }

    private func mtime(_ path: String) -> String {
        var info = stat()
        stat(path, &info)
        return String(info.st_mtim.tv_sec)
    }

    /// Where the cache under `root` keeps `image`'s thumbnail in the folder `size` (made), and the URI it is keyed by.
    private func cacheEntry(of image: String, size: String, root: String) throws -> (path: String, uri: String) {
        try FileManager.default.createDirectory(atPath: root + "/" + size, withIntermediateDirectories: true)
        return (
            try #require(ThumbnailCache.thumbnailPath(of: image, size: size, root: root)),
            try #require(FileList.uri(ofPath: image))
        )
    }

    @Test func aValidCachedThumbnailIsUsedAndAStaleOneIsNot() throws {
        defer { cleanUp() }
        let image = folder.appendingPathComponent("photo one.png").path
        try writePNG(image, width: 800, height: 600, rgba: 0x0000_FFFF)  // blue original
        let root = folder.appendingPathComponent("thumbnails").path
        let (thumbnail, uri) = try cacheEntry(of: image, size: "large", root: root)
        #expect(thumbnail.hasSuffix(".png") && thumbnail.contains("/large/"))
        #expect(uri.hasSuffix("photo%20one.png"))
        try writePNG(
            thumbnail, width: 256, height: 192, rgba: 0xFF00_00FF,  // red thumbnail
            options: [("Thumb::URI", uri), ("Thumb::MTime", mtime(image))])
        #expect(ThumbnailCache.validThumbnail(of: image, pixels: 200, root: root) == thumbnail)
        #expect(ThumbnailCache.validThumbnail(of: image, pixels: 400, root: root) == nil)  // too small: decode the file
        let request = ThumbnailLoader.Request(path: image, pixelWidth: 200, pixelHeight: 150)
        #expect(red(try? ThumbnailLoader.decode(request, cacheRoot: root)) == 255)  // from the thumbnail

        try writePNG(
            thumbnail, width: 256, height: 192, rgba: 0xFF00_00FF,
            options: [("Thumb::URI", uri), ("Thumb::MTime", "12345")])  // for an older version
        #expect(ThumbnailCache.validThumbnail(of: image, pixels: 200, root: root) == nil)
        #expect(red(try? ThumbnailLoader.decode(request, cacheRoot: root)) == 0)  // from the file: blue
    }

    @Test func aCachedThumbnailLargerThanItsFolderSaysIsNotUsed() throws {
        defer { cleanUp() }
        let image = folder.appendingPathComponent("photo.png").path
        try writePNG(image, width: 800, height: 600, rgba: 0x0000_FFFF)  // blue original
        let root = folder.appendingPathComponent("thumbnails").path
        let (thumbnail, uri) = try cacheEntry(of: image, size: "normal", root: root)
        // Valid in every field but its size: "normal" thumbnails are at most 128 pixels on their longer side.
        try writePNG(
            thumbnail, width: 1500, height: 1000, rgba: 0xFF00_00FF,
            options: [("Thumb::URI", uri), ("Thumb::MTime", mtime(image))])
        #expect(ThumbnailCache.validThumbnail(of: image, pixels: 100, root: root) == nil)
        let request = ThumbnailLoader.Request(path: image, pixelWidth: 100, pixelHeight: 75)
        #expect(red(try? ThumbnailLoader.decode(request, cacheRoot: root)) == 0)  // from the file: blue
    }

    @Test func decodedImagesArriveOnTheThreadRunningGLibsLoop() throws {
        defer { cleanUp() }
        let paths = try (0..<5).map { index -> String in
            let path = folder.appendingPathComponent("image-\(index).png").path
            try writePNG(path, width: 300, height: 200, rgba: 0x00FF_00FF)
            return path
        }
        var arrived: [String: Bool] = [:]
        let loopThread = pthread_self()  // this test iterates GLib's default main context below
        let loader = ThumbnailLoader(cacheRoot: folder.path) { request, decoded in
            #expect(pthread_equal(pthread_self(), loopThread) != 0)
            arrived[request.path] = decoded.surface != nil
        }
        for path in paths { loader.request(ThumbnailLoader.Request(path: path, pixelWidth: 64, pixelHeight: 64)) }
        loader.request(ThumbnailLoader.Request(path: folder.path + "/missing.png", pixelWidth: 64, pixelHeight: 64))
        #expect(MainContext.run { arrived.count == 6 })
        #expect(arrived.count == 6)
        #expect(paths.allSatisfy { arrived[$0] == true })
        #expect(arrived[folder.path + "/missing.png"] == false)
    }

    @Test func anImageThatIsAFIFODoesNotStopTheImagesAfterIt() throws {
        defer { cleanUp() }
        let fifo = folder.appendingPathComponent("photo.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let image = folder.appendingPathComponent("after.png").path
        try writePNG(image, width: 100, height: 100, rgba: 0x00FF_00FF)
        var problems: [String: String?] = [:]
        let loader = ThumbnailLoader(cacheRoot: folder.path) { request, decoded in
            problems[request.path] = decoded.problem
        }
        // The worker takes the FIFO first; opened for reading, it would wait for a writer for ever, and every
        // image after it with it.
        loader.request(ThumbnailLoader.Request(path: fifo, pixelWidth: 64, pixelHeight: 64))
        loader.request(ThumbnailLoader.Request(path: image, pixelWidth: 64, pixelHeight: 64))
        #expect(MainContext.run { problems.count == 2 })
        #expect(problems[image] == .some(nil))  // decoded
        #expect(problems[fifo] == .some("\(fifo): is a FIFO, not a regular file; refusing to read it"))
    }

    @Test func theRendererDrawsAPlaceholderThenTheImage() throws {
        defer { cleanUp() }
        let path = folder.appendingPathComponent("red.png").path
        try writePNG(path, width: 100, height: 100, rgba: 0xFF00_00FF)
        let renderer = CairoRenderer(theme: .adwaitaLight)
        var loaded = 0
        renderer.loadImagesInBackground(cacheRoot: folder.path) { loaded += 1 }
        var list = DisplayList(background: .color(Color(hex: 0xFFFFFF)))
        list.append(.image(path: path, in: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 0))
        let image = try OffscreenImage(size: Size(width: 40, height: 40), scale: 1)
        image.draw(list, with: renderer)
        #expect(!isClose(image.pixel(x: 20, y: 20), 255, 0, 0))  // a placeholder, not the image yet
        #expect(MainContext.run { loaded > 0 })
        #expect(loaded == 1)
        image.draw(list, with: renderer)
        #expect(isClose(image.pixel(x: 20, y: 20), 255, 0, 0))
    }
}
