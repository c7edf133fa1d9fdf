import CGtk
import Gtk
import Testing

@testable import LatticeGTK

/// The anchor holds an image in cairo's shared-memory upload pool on X11 (the tests run under Xvfb), sized for
/// the largest frame asked for so far.
@MainActor @Suite struct UploadPoolAnchorTests {
    @Test func anX11DisplayGetsAnAnchorThatGrowsWithTheFrame() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let display = try #require(gdk_display_get_default())
        try #require(lattice_display_is_x11(display) != 0, "the tests run on X11 (xvfb-run)")
        let pool = UploadPoolAnchor()
        #expect(!pool.isAnchored)
        pool.anchor(display: display, width: 640, height: 480)
        #expect(pool.isAnchored)
        #expect(pool.capacity == 640 * 480 * 4)
        pool.anchor(display: display, width: 320, height: 200)  // smaller: the pool already fits it
        #expect(pool.capacity == 640 * 480 * 4)
        pool.anchor(display: display, width: 1280, height: 800)  // larger: a pool for it
        #expect(pool.capacity == 1280 * 800 * 4)
    }

    @Test func noDisplayNoAnchor() {
        let pool = UploadPoolAnchor()
        pool.anchor(display: nil, width: 640, height: 480)
        #expect(!pool.isAnchored)
        #expect(pool.capacity == 0)
    }
}
