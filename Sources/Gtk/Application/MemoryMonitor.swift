internal import CGtk

/// The system's memory monitor (GIO's `GMemoryMonitor`: the desktop portal's inside a sandbox, else the kernel's
/// pressure stall information): told when the system runs low on memory, so that an app lets go of what it keeps
/// only to be faster. One owned reference, released when the object goes.
@MainActor
public final class MemoryMonitor: Object {
    /// (`GMemoryMonitor` is an interface: C gives it to Swift as an opaque pointer.)
    private init(_ monitor: OpaquePointer) { super.init(adopting: UnsafeMutableRawPointer(monitor)) }

    /// The system's monitor; nil where GIO has none.
    public static func system() -> MemoryMonitor? { g_memory_monitor_dup_default().map(MemoryMonitor.init) }

    /// Runs `body` at each low-memory warning, whatever its level ("low-memory-warning").
    @discardableResult
    public func onLowMemory(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(object: object, id: connectIgnoringArgument(object, "low-memory-warning", body))
    }

    /// Emits a low-memory warning as the system would (its lowest level, "low"): for tests.
    package func warnOfLowMemory() {
        lattice_signal_emit_int(object, "low-memory-warning", Int32(G_MEMORY_MONITOR_WARNING_LEVEL_LOW.rawValue))
    }
}
