internal import CGtk

/// A widget's frames: redraws, its size and scale on screen, the frame clock, and the window it is in.
extension Widget {
    /// Redraws the widget on the next frame.
    public func queueDraw() { gtk_widget_queue_draw(widget) }

    /// The widget's size on screen, in points.
    public var size: (width: Int, height: Int) {
        (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    }

    /// Where `point` of this widget (its own coordinates, in points) is in `other`'s coordinates — a window's, to
    /// place something over the widget or to drive it from outside; nil when the two are not in one window.
    public func convert(_ point: (x: Double, y: Double), to other: Widget) -> (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(widget, other.widget, point.x, point.y, &x, &y) != 0 else { return nil }
        return (x, y)
    }

    /// Where `point` of this widget (its own coordinates, in points) is on its window's surface — the window's
    /// coordinates moved by where its content sits in the surface (client-side decorations' shadow and margins):
    /// where a pointer event must land on the window system's window, for a test driving it from outside. Nil
    /// while the widget is in no window.
    public func surfacePoint(of point: (x: Double, y: Double)) -> (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        var x = 0.0, y = 0.0, dx = 0.0, dy = 0.0
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_translate_coordinates(widget, nativeWidget, point.x, point.y, &x, &y) != 0 else { return nil }
        gtk_native_get_surface_transform(native, &dx, &dy)
        return (x + dx, y + dy)
    }

    /// Device pixels per point where the widget is shown (2 on a HiDPI screen).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// Runs `body` once per frame on the widget's frame clock (before layout and paint) with the frame time in µs,
    /// for as long as it returns true; the callback's id, for `removeTickCallback`.
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor (Int64) -> Bool) -> UInt32 {
        Gtk.addTickCallback(to: widget, body)
    }

    /// Removes the tick callback `id` (its closure is released).
    public func removeTickCallback(_ id: UInt32) { gtk_widget_remove_tick_callback(widget, id) }

    /// Runs `before` as each frame of the widget's frame clock starts painting and `after` once it has painted
    /// (the clock's "before-paint" and "after-paint"); false before the widget is realized (it has no clock yet).
    @discardableResult
    public func onFramePaint(before: @escaping @MainActor () -> Void, after: @escaping @MainActor () -> Void) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        connectSignal(UnsafeMutableRawPointer(clock), "before-paint", before)
        connectSignal(UnsafeMutableRawPointer(clock), "after-paint", after)
        return true
    }

    /// The window the widget is in, if it is in one.
    public var window: Window? {
        guard let root = gtk_widget_get_root(widget),
            g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(root), gtk_window_get_type()) != 0
        else { return nil }
        return Window(wrapping: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
    }

    /// The GDK surface the widget is drawn on, once it is on screen: its display, and its size in device pixels.
    package var surface: (display: OpaquePointer, width: Int, height: Int)? {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
            let display = gdk_surface_get_display(surface)
        else { return nil }
        let factor = gdk_surface_get_scale_factor(surface)
        return (display, Int(gdk_surface_get_width(surface) * factor), Int(gdk_surface_get_height(surface) * factor))
    }
}
