import Foundation
import Testing

@testable import LatticeTracing

/// Spans reach the sink nested as they ran, and the sinks write what profilers read. The sink is
/// process-wide and other suites' code runs spans too, so each test looks at its own thread's events only.
@Suite(.serialized) struct TraceTests {
    private func mine(_ sink: ChromeTraceSink) -> [ChromeTraceSink.Event] {
        let thread = UInt64(pthread_self())
        return sink.recorded.filter { $0.thread == thread }
    }

    @Test func spansReachTheSinkNestedAndNothingWithoutOne() throws {
        let sink = ChromeTraceSink()
        Trace.install(sink)
        let value = Trace.span("update") { () -> Int in
            let inner = Trace.begin("diff")
            inner?.end()
            return Trace.span("layout") { 42 }
        }
        Trace.install(nil)
        _ = Trace.span("ignored") { 0 }
        #expect(value == 42)
        let events = mine(sink)
        #expect(
            events.map { "\($0.isBegin ? "B" : "E") \($0.name)" }
                == ["B update", "B diff", "E diff", "B layout", "E layout", "E update"])
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(Trace.begin("off") == nil)
    }

    @Test func aThrowingSpanStillEnds() {
        struct Failure: Error {}
        let sink = ChromeTraceSink()
        Trace.install(sink)
        defer { Trace.install(nil) }
        #expect(throws: Failure.self) { try Trace.span("fails") { () throws(Failure) -> Int in throw Failure() } }
        #expect(mine(sink).map(\.isBegin) == [true, false])
    }

    @Test func theChromeTraceIsJSONWithBeginAndEndEvents() throws {
        let sink = ChromeTraceSink()
        sink.begin("paint")
        sink.end("paint")
        let object = try JSONSerialization.jsonObject(with: Data(sink.json().utf8)) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        #expect(events.map { $0["ph"] as? String } == ["B", "E"])
        #expect(events.allSatisfy { $0["name"] as? String == "paint" && $0["ts"] is Double && $0["tid"] != nil })
    }

    @Test func ftraceMarkersAreSystraceLines() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-marker-\(getpid())").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try #require(FtraceSink(path: path))
        sink.begin("update")
        sink.end("update")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "B|\(getpid())|update\nE|\(getpid())\n")
        #expect(FtraceSink(path: "/nonexistent/trace_marker") == nil)
    }
}
