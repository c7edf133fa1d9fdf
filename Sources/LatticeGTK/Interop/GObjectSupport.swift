import CGtk

/// Reinterprets a GObject pointer as another GObject type (GTK's cast macros are unavailable in Swift).
///
/// Only for types in the same class hierarchy (a `GtkWidget*` as a `GtkWindow*` when it is one).
@inline(__always)
func gtkCast<T, U>(_ pointer: UnsafeMutablePointer<U>, to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// Reinterprets an opaque GObject pointer as a typed one.
@inline(__always)
func gtkCast<T>(_ pointer: OpaquePointer, to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// Reinterprets a typed GObject pointer as an opaque one (for types Swift imports as `OpaquePointer`).
@inline(__always)
func gtkOpaque<U>(_ pointer: UnsafeMutablePointer<U>) -> OpaquePointer { OpaquePointer(pointer) }

/// A Swift closure handed to C as user data: retained when connected, released by GLib's destroy notify.
final class CallbackBox<Arguments> {
    let body: (Arguments) -> Void
    init(_ body: @escaping (Arguments) -> Void) { self.body = body }

    /// The box as retained user data; `release` is the matching destroy notify.
    var retained: gpointer { Unmanaged.passRetained(self).toOpaque() }

    /// Takes the box back from user data without consuming the retain.
    static func from(_ data: gpointer?) -> CallbackBox<Arguments> {
        Unmanaged<CallbackBox<Arguments>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The destroy notify releasing a `CallbackBox` handed to `g_signal_connect_data`.
let releaseCallbackBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The destroy notify releasing a box handed to a `GDestroyNotify` parameter.
let releaseBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects a signal whose handler takes only the instance (`clicked`, `activate`, `toggled`).
@MainActor
@discardableResult
func connect(_ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { body() } }
    let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in CallbackBox<Void>.from(data).body(()) }
    return lattice_signal_connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained,
                                  releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance and one argument the body ignores (GObject's
/// `notify::property` passes the GParamSpec, GSettings' `changed` the key). The argument count matters:
/// user data comes after it.
@MainActor
@discardableResult
func connectIgnoringArgument(_ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { body() } }
    let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in CallbackBox<Void>.from(data).body(()) }
    return lattice_signal_connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained,
                                  releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance and one integer (a dialog's `response`): `body` gets it.
@MainActor
@discardableResult
func connect(_ instance: gpointer, _ signal: String, _ body: @escaping @MainActor (Int32) -> Void) -> gulong {
    let box = CallbackBox<Int32> { value in MainActor.assumeIsolated { body(value) } }
    let handler: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, value, data in CallbackBox<Int32>.from(data).body(value) }
    return lattice_signal_connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained,
                                  releaseCallbackBox)
}
