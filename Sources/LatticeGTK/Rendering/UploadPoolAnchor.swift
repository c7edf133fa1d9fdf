internal import CGtk
import Gtk

/// Keeps open the shared-memory pool cairo uploads a window's frames through on X11.
///
/// With the cairo renderer, GDK 4.8's X11 backend paints each frame into an image the size of the damage's
/// extents, and cairo copies that into a MIT-SHM segment from a pool of its own for the X server to take. Cairo
/// destroys a pool the moment it finds it empty — after a frame whose upload the server had already taken — and
/// the next frame makes a new one: a `shmget` of 64 MB, an `XSync` that waits for the server, and a page fault
/// for every page the image touches. Frames whose damage alternates between a column and the whole width (a
/// list whose scrollbar moves), and transitions, would make a new pool every few frames, each such frame many
/// times longer to end than one that reuses a pool (`docs/performance.md`, "The floor").
///
/// The anchor makes the pool a window's largest frame needs before GDK does, and keeps a small image in it, so
/// the pool is never empty and every upload reuses it. This leans on how cairo 1.16 allocates (a new pool goes
/// first in its list, and an image goes to the first pool with room): elsewhere it only costs the small image.
/// Other displays have no such pools, and nothing is done there. The pools are the display's, so canvases share
/// one anchor (`shared`), sized for the largest window drawn so far.
@MainActor
final class UploadPoolAnchor {
    /// The anchor every canvas uses.
    static let shared = UploadPoolAnchor()

    /// The image held in the pool (a `cairo_surface_t`).
    private var anchor: OpaquePointer?
    /// The largest frame, in bytes, the anchored pool was made for.
    private(set) var capacity = 0

    /// Makes sure a pool for frames of `width`×`height` device pixels on `display` is anchored; a larger frame
    /// than before anchors a larger pool (and lets the old one go).
    func anchor(display: OpaquePointer?, width: Int, height: Int) {
        let bytes = max(0, width) * max(0, height) * 4
        guard bytes > capacity, let display, let root = lattice_x11_root_surface(display) else { return }
        defer { cairo_surface_destroy(root) }
        // The full-size image makes a pool fitted to the frame (nothing smaller has room); the small one, made
        // while the first holds that pool, lands in it — the newest pool — and keeps it once the first goes.
        guard let frame = cairo_surface_create_similar_image(root, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return }
        let held = cairo_surface_create_similar_image(root, CAIRO_FORMAT_ARGB32, 8, 8)
        cairo_surface_destroy(frame)
        guard let held, cairo_surface_status(held) == CAIRO_STATUS_SUCCESS else {
            if let held { cairo_surface_destroy(held) }
            return
        }
        if let anchor { cairo_surface_destroy(anchor) }
        anchor = held
        capacity = bytes
    }

    /// Whether an image is held.
    var isAnchored: Bool { anchor != nil }

    isolated deinit {
        if let anchor { cairo_surface_destroy(anchor) }
    }
}
