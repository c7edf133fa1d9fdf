import Gtk
import LatticeGTK

/// A window's loading: the folder watched for changes, and the listing or catalogue read running. Each load
/// bumps `generation`, so the results of an older one are dropped; a change on disk while one runs sets
/// `reloadPending` instead of starting another.
struct LoadState {
    /// Watches the folder shown for changes on disk.
    var monitor: FolderMonitor?
    /// Bumped by every load (a folder listed, a catalogue read): results of older loads are ignored.
    var generation = 0
    /// A folder listing or a catalogue read is running (a catalogue is not reordered or sorted until it is whole).
    var isLoading = false
    /// The folder changed on disk while a listing ran: list it again once that one lands.
    var reloadPending = false

    /// A load begins (`fresh`: of a location newly shown, which forgets a reload asked of the one before); its
    /// generation, which its results carry.
    mutating func begin(fresh: Bool = false) -> Int {
        isLoading = true
        if fresh { reloadPending = false }
        generation += 1
        return generation
    }

    /// Whether results of the load `generation` are the newest load's (older ones are dropped).
    func isCurrent(_ generation: Int) -> Bool { generation == self.generation }

    /// The location changed on disk: true to reload now; while a load runs, false, and the reload waits for it
    /// (a location that keeps changing still gets whole listings shown).
    mutating func changedOnDisk() -> Bool {
        guard isLoading else { return true }
        reloadPending = true
        return false
    }

    /// The running load landed (or failed): true when a change on disk came meanwhile and a reload is due.
    @discardableResult
    mutating func finish() -> Bool {
        defer {
            isLoading = false
            reloadPending = false
        }
        return reloadPending
    }
}
