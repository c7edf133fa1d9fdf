import CGtk
import Foundation
import Testing

@testable import Gtk

/// GIO's folder monitor on a real temporary folder: files created, renamed and deleted are reported, and a burst
/// of changes becomes one report once it settles. The settling delay runs on a clock the test steps, so what is
/// reported never depends on how fast the machine is; the test waits only for GIO's events to arrive.
@MainActor @Suite(.serialized) struct FolderMonitorTests {
    @Test func reportsChangesOnceTheySettle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lattice-monitor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = SteppedClock()
        let monitor = try #require(FolderMonitor(path: folder.path, delayMilliseconds: 100, clock: clock))
        var reports = 0
        monitor.onChange = { reports += 1 }

        for index in 0..<5 {
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("f\(index)").path, contents: nil)
        }
        #expect(MainContext.run { monitor.eventCount >= 5 })
        #expect(clock.pendingTimers == 1)  // five events, one settling
        clock.advance(by: 99_000)
        #expect(reports == 0)  // not before the delay
        clock.advance(by: 1_000)
        #expect(reports == 1)  // five creations, one report

        let events = monitor.eventCount
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("f0"), to: folder.appendingPathComponent("renamed"))
        #expect(MainContext.run { monitor.eventCount > events })
        clock.advance(by: 100_000)
        #expect(reports == 2)
        let more = monitor.eventCount
        try FileManager.default.removeItem(at: folder.appendingPathComponent("renamed"))
        #expect(MainContext.run { monitor.eventCount > more })
        monitor.cancel()  // a settling under way when cancelled reports nothing
        clock.advance(by: 100_000)
        #expect(reports == 2)
    }
}
