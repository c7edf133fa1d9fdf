internal import CGtk

/// Makes a parameterless `GSimpleAction` named `name` whose "activate" runs `body` (the closure box is
/// released with the action). The caller owns the returned reference.
@MainActor
package func makeAction(_ name: String, _ body: @escaping @MainActor () -> Void) -> OpaquePointer {
    let action = g_simple_action_new(name, nil)!
    let box = CallbackBox<Void> { _ in MainActor.assumeIsolated { body() } }
    // "activate" passes (action, parameter, user data).
    let activate: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        CallbackBox<Void>.from(data).body(())
    }
    lattice_signal_connect(
        UnsafeMutableRawPointer(action), "activate", unsafeBitCast(activate, to: GCallback.self),
        box.retained, releaseCallbackBox)
    return action
}
