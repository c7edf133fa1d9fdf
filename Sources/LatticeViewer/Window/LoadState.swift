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
}
