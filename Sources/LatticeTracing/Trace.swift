import Synchronization

/// Spans of work — an update, a diff, a layout pass, a paint — for a profiler's timeline, as Listable emits
/// signposts for Instruments.
///
/// ```swift
/// let changes = Trace.span("diff") { ChangeSet(from: old, to: new) }
/// ```
///
/// Nothing is recorded until a sink is installed (`Trace.install`); then every span reports its begin and end
/// to it, nested as they run. `lattice` installs one from `LATTICE_TRACE`: `ftrace` writes the spans as
/// ftrace markers (`perf`, `trace-cmd` and Perfetto show them beside the kernel's scheduling), a file path
/// collects them in the Chrome trace format (Perfetto, `chrome://tracing`, speedscope). Without a sink a span
/// costs one atomic load.
public enum Trace {
    private static let current = Mutex<(any TraceSink)?>(nil)
    private static let isOn = Atomic<Bool>(false)

    /// Starts sending spans to `sink` (nil stops tracing).
    public static func install(_ sink: (any TraceSink)?) {
        current.withLock { $0 = sink }
        isOn.store(sink != nil, ordering: .releasing)
    }

    /// The sink spans go to, if tracing.
    public static var sink: (any TraceSink)? { isOn.load(ordering: .acquiring) ? current.withLock { $0 } : nil }

    /// Begins the span `name` where a closure does not fit (an initializer, a function with early returns):
    /// `let span = Trace.begin("diff"); defer { span?.end() }`. Nil when not tracing.
    @inlinable
    public static func begin(_ name: StaticString) -> TraceSpan? {
        guard let sink else { return nil }
        sink.begin(name)
        return TraceSpan(sink: sink, name: name)
    }

    /// Runs `body` as the span `name`.
    @inlinable
    public static func span<T, E: Error>(_ name: StaticString, _ body: () throws(E) -> T) throws(E) -> T {
        guard let sink else { return try body() }
        sink.begin(name)
        defer { sink.end(name) }
        return try body()
    }
}

/// Where spans go. Called on whichever thread runs the span; implementations must be thread-safe.
public protocol TraceSink: Sendable {
    /// A span named `name` begins on the current thread.
    func begin(_ name: StaticString)
    /// The span `name` that began last on the current thread ends.
    func end(_ name: StaticString)
}

/// A span begun with `Trace.begin`; `end()` ends it.
public struct TraceSpan {
    @usableFromInline let sink: any TraceSink
    @usableFromInline let name: StaticString

    @usableFromInline init(sink: any TraceSink, name: StaticString) {
        self.sink = sink
        self.name = name
    }

    /// Ends the span.
    @inlinable public func end() { sink.end(name) }
}
