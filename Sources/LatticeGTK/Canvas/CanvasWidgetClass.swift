import CGtk
import Gtk

/// The canvas's GObject class: a `GtkDrawingArea` subclass (sizing, the `resize` signal and focus behave as a
/// drawing area's) whose `snapshot` vfunc appends render nodes instead of a cairo surface.
///
/// The widget's `CanvasView` is attached as object data (`attach(_:to:)`) and released with the widget; the vfunc
/// forwards every snapshot to it.
enum CanvasWidgetClass {
    /// The registered type, `LatticeCanvas`.
    static let type: GType = {
        let parent = gtk_drawing_area_get_type()
        var query = GTypeQuery()
        g_type_query(parent, &query)
        let classInit: GClassInitFunc = { klass, _ in
            guard let klass else { return }
            let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.snapshot = { widget, snapshot in
                guard let widget, let snapshot,
                      let data = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                                                   CanvasWidgetClass.ownerKey) else { return }
                let canvas = Unmanaged<CanvasView>.fromOpaque(data).takeUnretainedValue()
                nonisolated(unsafe) let frame = snapshot   // GTK snapshots on the main thread
                MainActor.assumeIsolated { canvas.snapshot(frame) }
            }
        }
        return g_type_register_static_simple(parent, "LatticeCanvas", query.class_size, classInit,
                                             query.instance_size, nil, GTypeFlags(rawValue: 0))
    }()

    /// Object data key of the owner.
    static let ownerKey = "lattice-canvas-owner"

    /// Makes `owner` draw `widget` (a `LatticeCanvas`), retained until the widget is finalised.
    @MainActor
    static func attach(_ owner: CanvasView, to widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data_full(gtkCast(widget, to: GObject.self), ownerKey, Unmanaged.passRetained(owner).toOpaque(),
                               releaseBox)
    }
}
