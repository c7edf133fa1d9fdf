internal import CGtk
import Foundation
import Gtk

/// The freedesktop.org thumbnail cache (`$XDG_CACHE_HOME/thumbnails/{normal,large,x-large,xx-large}`): a
/// thumbnail is `MD5(file URI).png`, valid while its `Thumb::MTime` equals the file's modification time.
enum ThumbnailCache {
    /// The cache's sizes (the longer side, in pixels) and their folder names, smallest first.
    static let sizes: [(Int, String)] = [(128, "normal"), (256, "large"), (512, "x-large"), (1024, "xx-large")]

    /// The cache's root folder.
    static var root: String {
        let cache =
            ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSHomeDirectory() + "/.cache"
        return cache + "/thumbnails"
    }

    /// Where the cache keeps the thumbnail of `path` in the folder `size` ("normal", "large", …).
    static func thumbnailPath(of path: String, size: String, root: String = ThumbnailCache.root) -> String? {
        guard let uri = FileList.uri(ofPath: path), let digest = g_compute_checksum_for_string(G_CHECKSUM_MD5, uri, -1)
        else { return nil }
        defer { g_free(digest) }
        return "\(root)/\(size)/\(String(cString: digest)).png"
    }

    /// A valid cached thumbnail of `path` at least `pixels` on its longer side (a smaller one would draw
    /// blurred: the file itself is decoded then), or nil when the cache has none for the file's current version.
    static func validThumbnail(of path: String, pixels: Int, root: String = ThumbnailCache.root) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mtime = String(info.st_mtim.tv_sec)
        for (size, folder) in sizes where size >= pixels {
            guard let candidate = thumbnailPath(of: path, size: folder, root: root),
                FileManager.default.fileExists(atPath: candidate),
                // A "thumbnail" larger than its folder's size is not one: refused from its header, not decoded.
                let pixbuf = try? PixbufLoader.decode(path: candidate, maximumSide: size, scaled: { ($0, $1) })
            else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            if let stored = gdk_pixbuf_get_option(pixbuf, "tEXt::Thumb::MTime"), String(cString: stored) == mtime {
                return candidate
            }
        }
        return nil
    }
}

/// Decodes images for the renderer off the main thread: a cached freedesktop thumbnail when one is valid,
/// else the file itself scaled down to the size drawn (never the full image in memory for long). Requests
/// wait on a last-in-first-out stack (what was scrolled to last decodes first) of bounded depth; the result is
/// handed back on the main thread, where the renderer caches it (LRU, bounded in bytes) and redraws.
final class ThumbnailLoader: @unchecked Sendable {  // its mutable state is behind `lock`
    /// One image wanted at a size.
    struct Request: Hashable, Sendable {
        var path: String
        var pixelWidth: Int
        var pixelHeight: Int
    }

    /// A decoded image, handed from the worker to the main thread once.
    final class Decoded: @unchecked Sendable {
        let surface: CairoSurface?
        /// Why there is no surface (`PixbufLoader.Failure`'s description).
        let problem: String?
        init(_ result: Result<CairoSurface, PixbufLoader.Failure>) {
            switch result {
            case .success(let surface): (self.surface, problem) = (surface, nil)
            case .failure(let failure): (surface, problem) = (nil, failure.description)
            }
        }
    }

    /// Requests beyond this many waiting are forgotten, oldest first (they are asked for again if shown).
    static let maximumPending = 256

    private struct State {
        var pending: [Request] = []
        var queued: Set<Request> = []
        var working = false
    }
    /// A pthread mutex (NSLock), which ThreadSanitizer sees, unlike the futex inside `Synchronization.Mutex`.
    private let lock = NSLock()
    private var guarded = State()

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&guarded)
    }
    private let deliver: @Sendable (Request, Decoded) -> Void
    private let cacheRoot: String

    /// `deliver` runs on the main thread with each result.
    init(cacheRoot: String = ThumbnailCache.root, deliver: @escaping @Sendable @MainActor (Request, Decoded) -> Void) {
        self.cacheRoot = cacheRoot
        self.deliver = { request, decoded in MainContext.post { deliver(request, decoded) } }
    }

    /// Asks for `request` (ignored while it is already waiting).
    func request(_ request: Request) {
        let startWorker = withState { state -> Bool in
            guard state.queued.insert(request).inserted else { return false }
            state.pending.append(request)
            if state.pending.count > Self.maximumPending {
                state.queued.remove(state.pending.removeFirst())
            }
            if state.working { return false }
            state.working = true
            return true
        }
        if startWorker {
            Thread.detachNewThread { [self] in work() }
        }
    }

    /// How many requests are waiting (tests).
    var pendingCount: Int { withState { $0.pending.count } }

    private func work() {
        while let request = withState({ state -> Request? in
            guard let next = state.pending.popLast() else {
                state.working = false
                return nil
            }
            state.queued.remove(next)
            return next
        }) {
            deliver(
                request,
                Decoded(Result { () throws(PixbufLoader.Failure) in try Self.decode(request, cacheRoot: cacheRoot) }))
        }
    }

    /// The image of `request`: from a valid cached thumbnail big enough, else from the file.
    static func decode(_ request: Request, cacheRoot: String) throws(PixbufLoader.Failure) -> CairoSurface {
        let longer = max(request.pixelWidth, request.pixelHeight)
        if let thumbnail = ThumbnailCache.validThumbnail(of: request.path, pixels: longer, root: cacheRoot),
            let surface = try? PixbufLoader.loadFitting(
                path: thumbnail, width: request.pixelWidth, height: request.pixelHeight)
        {
            return surface
        }
        return try PixbufLoader.loadFitting(path: request.path, width: request.pixelWidth, height: request.pixelHeight)
    }
}
