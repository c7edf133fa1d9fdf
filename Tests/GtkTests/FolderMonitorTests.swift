import CGtk
import Foundation
import Testing
@testable import Gtk

/// GIO's folder monitor on a real temporary folder: files created, renamed and deleted are reported,
/// and a burst of changes becomes one report.
@MainActor @Suite(.serialized) struct FolderMonitorTests {
    /// Runs the default main context until `condition` holds or `seconds` pass.
    private func spin(until condition: () -> Bool, seconds: Double = 5) {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(5_000) }
        }
    }

    @Test func reportsChangesOnceTheySettle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-monitor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let monitor = try #require(FolderMonitor(path: folder.path, delayMilliseconds: 100))
        var reports = 0
        monitor.onChange = { reports += 1 }

        for index in 0..<5 { FileManager.default.createFile(atPath: folder.appendingPathComponent("f\(index)").path, contents: nil) }
        spin(until: { reports > 0 })
        #expect(reports == 1)                  // five creations, one report
        #expect(monitor.eventCount >= 5)

        try FileManager.default.moveItem(at: folder.appendingPathComponent("f0"), to: folder.appendingPathComponent("renamed"))
        spin(until: { reports > 1 })
        #expect(reports == 2)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("renamed"))
        spin(until: { reports > 2 })
        #expect(reports == 3)
        monitor.cancel()
    }
}
