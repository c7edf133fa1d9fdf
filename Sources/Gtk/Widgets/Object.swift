package import CGtk

/// An owned reference to a GObject: taken when the Swift object is made, dropped when it goes. The base of
/// every type of this module that stands for a GTK object (``Widget``, ``MenuModel``).
///
/// A widget made by `gtk_*_new` starts with a floating reference, which the Swift object sinks and so owns;
/// GTK's containers add their own. Dropping the Swift object never destroys a widget a container or the
/// window list still holds.
@MainActor
public class Object {
    /// The GObject, for the package's own GTK calls (apps see the typed layer only: CGtk is not re-exported).
    package let object: UnsafeMutablePointer<GObject>
    /// Whether the Swift object holds a reference (all but those made `unowned`).
    private let ownsReference: Bool

    /// Takes a reference to `pointer` (a floating one is sunk: the new widget is then this object's).
    package init(sinking pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
        ownsReference = true
        g_object_ref_sink(pointer)
    }

    /// Adopts the full reference a `*_new` call gave for an object that is not floating (a `GMenu`, a
    /// `GtkFileFilter`, a `GFileMonitor`): the Swift object now holds it.
    package init(adopting pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
        ownsReference = true
    }

    /// Stands for `pointer` without holding a reference: for a Swift object the GObject itself keeps alive (a
    /// custom widget's controller, attached as object data), which owning it back would make a cycle. A new
    /// widget's floating reference stays floating, for the container it goes into to sink.
    package init(unowned pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
        ownsReference = false
    }

    isolated deinit {
        if ownsReference { g_object_unref(object) }
    }

    /// The object as `T` (a GTK struct of its class hierarchy: `GtkWindow` for a window).
    package func pointer<T>(as type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(object).assumingMemoryBound(to: T.self)
    }

    /// The object as an opaque pointer (the GTK types Swift imports as `OpaquePointer`: `GtkLabel`, `GtkPaned`).
    package var opaque: OpaquePointer { OpaquePointer(object) }

    /// Runs `body` each time the object emits `signal`, a signal whose handler takes only the instance
    /// (`"clicked"`, `"toggled"`, `"activate"`, `"map"`). The closure is released with the object.
    @discardableResult
    public func connect(_ signal: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(object: object, id: connectSignal(object, signal, body))
    }

    /// Runs `body` each time `property` changes (GObject's `notify::property`).
    @discardableResult
    public func onChange(of property: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(object: object, id: connectIgnoringArgument(object, "notify::\(property)", body))
    }
}

/// A handler connected to an object's signal; `disconnect()` removes it (the closure is released).
@MainActor
public struct SignalConnection {
    let object: UnsafeMutablePointer<GObject>
    /// GLib's handler id.
    public let id: UInt

    /// Removes the handler.
    public func disconnect() { g_signal_handler_disconnect(object, id) }
}
