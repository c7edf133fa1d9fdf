import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The clock spans are timed by: monotonic, in microseconds.
func monotonicMicroseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) * 1_000_000 + Double(now.tv_nsec) / 1_000
}

/// Spans as ftrace markers in the systrace format Perfetto, `trace-cmd` and `perf` read: `B|pid|name` when a
/// span begins and `E|pid` when it ends, written to the kernel's `trace_marker`.
public final class FtraceSink: TraceSink {
    private let descriptor: Int32
    private let pid = getpid()

    /// The sink writing to `path` (by default the kernel's marker file, where tracefs is mounted), or nil
    /// when it cannot be opened for writing (tracefs missing, not permitted).
    public init?(path: String? = nil) {
        let candidates =
            path.map { [$0] } ?? ["/sys/kernel/tracing/trace_marker", "/sys/kernel/debug/tracing/trace_marker"]
        guard let opened = candidates.lazy.map({ open($0, O_WRONLY | O_CLOEXEC) }).first(where: { $0 >= 0 }) else {
            return nil
        }
        descriptor = opened
    }

    deinit { close(descriptor) }

    public func begin(_ name: StaticString) { write("B|\(pid)|\(name)") }
    public func end(_ name: StaticString) { write("E|\(pid)") }

    /// One marker per write, as the kernel wants it.
    private func write(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// Spans collected in memory and written as a Chrome trace (JSON `traceEvents` with begin and end events per
/// thread), which Perfetto's UI, `chrome://tracing` and speedscope open.
public final class ChromeTraceSink: TraceSink {
    /// One begin or end.
    public struct Event: Sendable, Equatable {
        public var name: String
        public var isBegin: Bool
        public var thread: UInt64
        /// Microseconds on the monotonic clock.
        public var time: Double
    }

    private let events = Mutex<[Event]>([])
    private let pid = getpid()

    public init() {}

    public func begin(_ name: StaticString) { record("\(name)", begin: true) }
    public func end(_ name: StaticString) { record("\(name)", begin: false) }

    private func record(_ name: String, begin: Bool) {
        let event = Event(name: name, isBegin: begin, thread: UInt64(pthread_self()), time: monotonicMicroseconds())
        events.withLock { $0.append(event) }
    }

    /// What has been recorded, in order.
    public var recorded: [Event] { events.withLock { $0 } }

    /// The trace as Chrome's JSON trace format.
    public func json() -> String {
        let lines = recorded.map { event in
            "{\"name\":\"\(event.name)\",\"ph\":\"\(event.isBegin ? "B" : "E")\",\"pid\":\(pid),\"tid\":\(event.thread),\"ts\":\(event.time)}"
        }
        return "{\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}
