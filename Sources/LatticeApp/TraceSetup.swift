import Foundation
import LatticeTracing

/// Tracing as `LATTICE_TRACE` asks: `ftrace` sends spans to the kernel's trace marker (for `perf`,
/// `trace-cmd`, Perfetto), a path collects them into a Chrome trace written there when the app quits.
enum TraceSetup {
    /// Installs the sink the environment names; returns what to call at exit (writing a trace file), and
    /// says on standard error when the sink cannot be set up.
    static func installFromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> () -> Void {
        guard let target = environment["LATTICE_TRACE"], !target.isEmpty else { return {} }
        if target == "ftrace" {
            guard let sink = FtraceSink() else {
                FileHandle.standardError.write(
                    Data(
                        "lattice: LATTICE_TRACE=ftrace: cannot open the kernel's trace_marker (is tracefs mounted, and may this user write to it?)\n"
                            .utf8))
                return {}
            }
            Trace.install(sink)
            return { Trace.install(nil) }
        }
        let sink = ChromeTraceSink()
        Trace.install(sink)
        return {
            Trace.install(nil)
            do {
                try sink.json().write(toFile: target, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(
                    Data("lattice: LATTICE_TRACE: cannot write \(target): \(error.localizedDescription)\n".utf8))
            }
        }
    }
}
