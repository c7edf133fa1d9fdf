internal import CGtk
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
        window.onFramePaint(
            before: { [weak self] in self?.onBeforePaint?() }, after: { [weak self] in self?.onAfterPaint?() })
    }

    /// Shows the window.
    public func present() { window.present() }

    /// Closes and destroys the window.
    public func destroy() { window.destroy() }
}

extension CanvasView {
    /// Runs `body` once per frame on the frame clock (before layout and paint) with the frame time in µs,
    /// until it returns false.
    package func addTickHandler(_ body: @escaping @MainActor (Int64) -> Bool) {
        focusWidget.addTickCallback(body)
    }
}
