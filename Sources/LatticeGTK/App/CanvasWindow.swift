import CGtk
import Gtk

/// A bare window around one canvas, with hooks on its frame clock's paint phase: what the frame benchmarks
/// (`lattice bench scroll`) drive, measured the way `gtk_peer_bench.py` measures GtkListView and GtkGridView.
@MainActor
public final class CanvasWindow {
    /// The window.
    public let window: Window
    /// Called when a frame starts painting (the frame clock's "before-paint").
    package var onBeforePaint: (() -> Void)?
    /// Called when a frame has been painted ("after-paint").
    package var onAfterPaint: (() -> Void)?

    /// Creates a `width` × `height` window titled `title` showing `canvas`; with `application`, the window
    /// belongs to it and keeps it running until the window closes.
    public init(canvas: CanvasView, title: String, width: Int, height: Int, application: ApplicationHandle? = nil) {
        window = Window(application: application)
        window.title = title
        window.defaultSize = (width, height)
        window.setChild(canvas.widget)
        window.connect("realize") { [weak self] in self?.attachToFrameClock() }
    }

    private func attachToFrameClock() {
        guard let clock = gtk_widget_get_frame_clock(window.widget) else { return }
        connectSignal(UnsafeMutableRawPointer(clock), "before-paint") { [weak self] in self?.onBeforePaint?() }
        connectSignal(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in self?.onAfterPaint?() }
    }

    /// Shows the window.
    public func present() { window.present() }

    /// Closes and destroys the window.
    public func destroy() { window.destroy() }
}

/// GLib's main loop, for tools that run GTK without a GtkApplication (no session bus, no registration).
@MainActor
package enum MainLoop {
    private static var loops: [OpaquePointer] = []

    /// Runs a main loop until `quit()`; `setup` runs first (make windows there). Initialises GTK and drains
    /// the main actor's queue from the loop (`MainQueueSource`), so `Task { @MainActor in … }` runs in it.
    package static func run(_ setup: () -> Void) {
        gtk_init()
        MainQueueSource.attach()
        let loop = g_main_loop_new(nil, 0)!
        loops.append(loop)
        setup()
        g_main_loop_run(loop)
        loops.removeLast()
        g_main_loop_unref(loop)
    }

    /// Ends the innermost `run`.
    package static func quit() {
        if let loop = loops.last { g_main_loop_quit(loop) }
    }
}

extension CanvasView {
    /// Runs `body` once per frame on the frame clock (before layout and paint) with the frame time in µs,
    /// until it returns false.
    package func addTickHandler(_ body: @escaping @MainActor (Int64) -> Bool) {
        addTickCallback(to: canvasWidget, body)
    }
}
