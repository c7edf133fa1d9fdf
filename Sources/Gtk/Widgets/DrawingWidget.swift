package import CGtk

/// What draws a ``DrawingWidget``'s frames: handed each frame's `GtkSnapshot` to append render nodes to.
@MainActor
package protocol SnapshotDrawing: AnyObject {
    /// Draws this frame into `snapshot` (a `GtkSnapshot*`).
    func snapshot(_ snapshot: OpaquePointer)
}

/// A widget whose frames a Swift object draws as render nodes: a `GtkDrawingArea` subclass (sizing, the
/// `resize` signal and focus behave as a drawing area's) whose `snapshot` vfunc hands each frame to its drawer.
///
/// The drawer is attached as object data and released with the widget, so the widget keeps it alive: a drawer
/// that holds its widget holds it `unowned` (`Widget(unowned:)`).
package enum DrawingWidget {
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
                    let data = g_object_get_data(
                        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
                        DrawingWidget.drawerKey)
                else { return }
                // GTK snapshots on the main thread.
                nonisolated(unsafe) let drawer = CallbackBox<Void>.from(data).owner
                nonisolated(unsafe) let frame = snapshot
                MainActor.assumeIsolated { (drawer as? SnapshotDrawing)?.snapshot(frame) }
            }
        }
        return g_type_register_static_simple(
            parent, "LatticeCanvas", query.class_size, classInit,
            query.instance_size, nil, GTypeFlags(rawValue: 0))
    }()

    /// Object data key of the drawer.
    static let drawerKey = "lattice-canvas-owner"

    /// A new drawing widget presented to assistive technologies as `role` (floating, for a container to take);
    /// it draws nothing until `attach` gives it a drawer.
    @MainActor
    package static func make(role: AccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        lattice_widget_new_with_role(type, role.gtk)!
    }

    /// Makes `drawer` draw `widget` (made by `make`), kept until the widget is finalised.
    @MainActor
    package static func attach(_ drawer: SnapshotDrawing, to widget: Widget) {
        let box = CallbackBox<Void>(owner: drawer)
        g_object_set_data_full(widget.object, drawerKey, box.retained, releaseBox)
    }
}
