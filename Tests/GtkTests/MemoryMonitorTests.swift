import Testing

@testable import Gtk

/// The system's memory monitor hands its low-memory warnings to the app's closure.
@MainActor @Suite struct MemoryMonitorTests {
    @Test func aLowMemoryWarningRunsTheClosure() throws {
        let monitor = try #require(MemoryMonitor.system())
        var warnings = 0
        let connection = monitor.onLowMemory { warnings += 1 }
        monitor.warnOfLowMemory()
        #expect(warnings == 1)
        connection.disconnect()
        monitor.warnOfLowMemory()
        #expect(warnings == 1)
    }
}
