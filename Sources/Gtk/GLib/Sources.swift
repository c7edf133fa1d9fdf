package import CGtk

// Closures GLib calls back later — timeouts, idles, frame-clock ticks — handed over as `CallbackBox`es the way
// signal handlers are (GObjectSupport.swift): retained when added, released by the destroy notify when the
// source or tick callback is removed. A result comes back through a pointer in the box's arguments.

/// Runs `body` on the main actor every `milliseconds` for as long as it returns true; the source's id (for
/// `g_source_remove`).
@MainActor
@discardableResult
package func addTimeout(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> guint {
    let box = CallbackBox<UnsafeMutablePointer<gboolean>> { keep in
        keep.pointee = MainActor.assumeIsolated { body() } ? 1 : 0
    }
    let fire: GSourceFunc = { data in
        var keep: gboolean = 0
        CallbackBox<UnsafeMutablePointer<gboolean>>.from(data).body(&keep)
        return keep
    }
    return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, fire, box.retained, releaseBox)
}

/// Removes the timeout or idle `id` (`addTimeout`'s): it never runs again, and its closure is released.
@MainActor
package func removeSource(_ id: guint) { g_source_remove(id) }

/// Runs `body` once on the main actor when the main loop is next idle (after the frame being drawn).
@MainActor
package func addIdle(_ body: @escaping @MainActor () -> Void) {
    let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { body() } }
    let fire: GSourceFunc = { data in
        CallbackBox<Void>.from(data).body(())
        return 0
    }
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, fire, box.retained, releaseBox)
}

/// Runs `body` on `widget`'s frame clock once per frame (before layout and paint) with the frame time in µs, for
/// as long as it returns true; the callback's id (for `gtk_widget_remove_tick_callback`).
@MainActor
@discardableResult
package func addTickCallback(
    to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (Int64) -> Bool
) -> guint {
    typealias Tick = (frameTime: Int64, keep: UnsafeMutablePointer<gboolean>)
    let box = CallbackBox<Tick> { tick in tick.keep.pointee = MainActor.assumeIsolated { body(tick.frameTime) } ? 1 : 0
    }
    let tick: GtkTickCallback = { _, clock, data in
        var keep: gboolean = 0
        withUnsafeMutablePointer(to: &keep) { keep in
            CallbackBox<Tick>.from(data).body((Int64(gdk_frame_clock_get_frame_time(clock)), keep))
        }
        return keep
    }
    return gtk_widget_add_tick_callback(widget, tick, box.retained, releaseBox)
}
