package import CGtk

/// Reinterprets a GObject pointer as another GObject type (GTK's cast macros are unavailable in Swift).
///
/// Only for types in the same class hierarchy (a `GtkWidget*` as a `GtkWindow*` when it is one).
@inline(__always)
package func gtkCast<T, U>(_ pointer: UnsafeMutablePointer<U>, to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// Reinterprets an opaque GObject pointer as a typed one.
@inline(__always)
package func gtkCast<T>(_ pointer: OpaquePointer, to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// Reinterprets a typed GObject pointer as an opaque one (for types Swift imports as `OpaquePointer`).
@inline(__always)
package func gtkOpaque<U>(_ pointer: UnsafeMutablePointer<U>) -> OpaquePointer { OpaquePointer(pointer) }

/// A Swift closure handed to C as user data: retained when connected, released by GLib's destroy notify.
package final class CallbackBox<Arguments> {
    package let body: (Arguments) -> Void
    /// An object the box keeps alive with it (a drawing widget's drawer), when it carries one.
    package let owner: AnyObject?
    package init(_ body: @escaping (Arguments) -> Void) {
        self.body = body
        owner = nil
    }

    /// A box that only keeps `owner` alive (object data released with its object).
    package init(owner: AnyObject) {
        body = { _ in }
        self.owner = owner
    }

    /// The box as retained user data; `release` is the matching destroy notify.
    package var retained: gpointer { Unmanaged.passRetained(self).toOpaque() }

    /// Takes the box back from user data, consuming the retain (a one-shot callback such as an async call's
    /// `GAsyncReadyCallback`, which has no destroy notify).
    package static func take(_ data: gpointer?) -> CallbackBox<Arguments> {
        Unmanaged<CallbackBox<Arguments>>.fromOpaque(data!).takeRetainedValue()
    }

    /// Takes the box back from user data without consuming the retain.
    package static func from(_ data: gpointer?) -> CallbackBox<Arguments> {
        Unmanaged<CallbackBox<Arguments>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// The destroy notify releasing a `CallbackBox` handed to `g_signal_connect_data`.
/// (A function, not a stored C function pointer: a module's package-level value of a C function type trips
/// swift-symbolgraph-extract, which DocC runs.)
package func releaseCallbackBox(_ data: UnsafeMutableRawPointer?, _ closure: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The destroy notify releasing a box handed to a `GDestroyNotify` parameter.
package func releaseBox(_ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects a signal whose handler takes only the instance (`clicked`, `activate`, `toggled`).
@MainActor
@discardableResult
package func connectSignal(_ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { body() } }
    let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in CallbackBox<Void>.from(data).body(()) }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained,
        releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance and one argument the body ignores (GObject's
/// `notify::property` passes the GParamSpec, GSettings' `changed` the key). The argument count matters:
/// user data comes after it.
@MainActor
@discardableResult
package func connectIgnoringArgument(
    _ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void
) -> gulong {
    let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { body() } }
    let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        CallbackBox<Void>.from(data).body(())
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained,
        releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance and one integer (a dialog's `response`): `body` gets it.
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String, _ body: @escaping @MainActor (Int32) -> Void
) -> gulong {
    let box = CallbackBox<Int32> { value in MainActor.assumeIsolated { body(value) } }
    let handler: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, value, data in
        CallbackBox<Int32>.from(data).body(value)
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained,
        releaseCallbackBox)
}

// MARK: Event controllers' signals
//
// One way to hand a closure to a signal: a `CallbackBox` of the signal's arguments, retained by the connection and
// released by GLib when it goes; a handler that returns a value gets a pointer to set it through, as the box's
// last argument. The closures run on the main actor (GTK emits on the main thread).

/// Connects a signal whose handler takes the instance and two doubles — a point (`motion`, `prepare`), an
/// offset (`drag-update`, `drag-end`) or a velocity (`decelerate`).
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String,
    point body: @escaping @MainActor (_ instance: OpaquePointer?, _ x: Double, _ y: Double) -> Void
) -> gulong {
    typealias Box = CallbackBox<(OpaquePointer?, Double, Double)>
    let box = Box { arguments in MainActor.assumeIsolated { body(arguments.0, arguments.1, arguments.2) } }
    let handler: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { instance, x, y, data in
        Box.from(data).body((instance, x, y))
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance, a count and a point (a click gesture's `pressed` and
/// `released`: the number of presses, where).
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String,
    press body: @escaping @MainActor (_ instance: OpaquePointer?, _ presses: Int32, _ x: Double, _ y: Double) -> Void
) -> gulong {
    typealias Box = CallbackBox<(OpaquePointer?, Int32, Double, Double)>
    let box = Box { arguments in MainActor.assumeIsolated { body(arguments.0, arguments.1, arguments.2, arguments.3) } }
    let handler: @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = {
        instance, presses, x, y, data in
        Box.from(data).body((instance, presses, x, y))
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance and two doubles and says whether it handled them (a scroll
/// controller's `scroll`: the deltas).
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String,
    handling body: @escaping @MainActor (_ instance: OpaquePointer?, _ dx: Double, _ dy: Double) -> Bool
) -> gulong {
    typealias Box = CallbackBox<(OpaquePointer?, Double, Double, UnsafeMutablePointer<Bool>)>
    let box = Box { arguments in
        MainActor.assumeIsolated { arguments.3.pointee = body(arguments.0, arguments.1, arguments.2) }
    }
    let handler: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = { instance, dx, dy, data in
        var handled = false
        withUnsafeMutablePointer(to: &handled) { Box.from(data).body((instance, dx, dy, $0)) }
        return handled ? 1 : 0
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a key controller's `key-pressed`: the key and the modifiers held, and whether it was handled.
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String,
    key body: @escaping @MainActor (_ keyval: guint, _ state: GdkModifierType) -> Bool
) -> gulong {
    typealias Box = CallbackBox<(guint, GdkModifierType, UnsafeMutablePointer<Bool>)>
    let box = Box { arguments in MainActor.assumeIsolated { arguments.2.pointee = body(arguments.0, arguments.1) } }
    let handler: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
        _, keyval, _, state, data in
        var handled = false
        withUnsafeMutablePointer(to: &handled) { Box.from(data).body((keyval, state, $0)) }
        return handled ? 1 : 0
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a key controller's `key-released`: the key and the modifiers held (the signal returns nothing).
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String,
    keyReleased body: @escaping @MainActor (_ keyval: guint, _ state: GdkModifierType) -> Void
) -> gulong {
    typealias Box = CallbackBox<(guint, GdkModifierType)>
    let box = Box { arguments in MainActor.assumeIsolated { body(arguments.0, arguments.1) } }
    let handler: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> Void = {
        _, keyval, _, state, data in
        Box.from(data).body((keyval, state))
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance and a string (an input method's `commit`: the text).
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String, text body: @escaping @MainActor (String) -> Void
) -> gulong {
    let box = CallbackBox<String> { text in MainActor.assumeIsolated { body(text) } }
    let handler: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, text, data in
        guard let text else { return }
        CallbackBox<String>.from(data).body(String(cString: text))
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a drag source's `prepare`: the point the drag starts from, and the content it carries (nil: no drag).
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String,
    content body: @escaping @MainActor (_ x: Double, _ y: Double) -> UnsafeMutablePointer<GdkContentProvider>?
) -> gulong {
    typealias Box = CallbackBox<(Double, Double, UnsafeMutablePointer<UnsafeMutablePointer<GdkContentProvider>?>)>
    let box = Box { arguments in MainActor.assumeIsolated { arguments.2.pointee = body(arguments.0, arguments.1) } }
    let handler:
        @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> UnsafeMutablePointer<GdkContentProvider>? = {
            _, x, y, data in
            var content: UnsafeMutablePointer<GdkContentProvider>?
            withUnsafeMutablePointer(to: &content) { Box.from(data).body((x, y, $0)) }
            return content
        }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a signal whose handler takes the instance and a string and says whether it handled it (a label's
/// `activate-link`: the link's URI).
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer, _ signal: String, uri body: @escaping @MainActor (String) -> Bool
) -> gulong {
    typealias Box = CallbackBox<(String, UnsafeMutablePointer<Bool>)>
    let box = Box { arguments in MainActor.assumeIsolated { arguments.1.pointee = body(arguments.0) } }
    let handler: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> gboolean = { _, uri, data in
        guard let uri else { return 0 }
        var handled = false
        withUnsafeMutablePointer(to: &handled) { Box.from(data).body((String(cString: uri), $0)) }
        return handled ? 1 : 0
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}

/// Connects a signal whose handler takes only the instance and says whether it handled it (a window's
/// `close-request`: true keeps the window open).
@MainActor
@discardableResult
package func connectBoolSignal(_ instance: gpointer, _ signal: String, body: @escaping @MainActor () -> Bool) -> gulong
{
    typealias Box = CallbackBox<UnsafeMutablePointer<Bool>>
    let box = Box { handled in MainActor.assumeIsolated { handled.pointee = body() } }
    let handler: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
        var handled = false
        withUnsafeMutablePointer(to: &handled) { Box.from(data).body($0) }
        return handled ? 1 : 0
    }
    return lattice_signal_connect(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), box.retained, releaseCallbackBox)
}
