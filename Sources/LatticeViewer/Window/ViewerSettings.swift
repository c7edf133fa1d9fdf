import Catalog
import Foundation
import LatticeGTK

/// How one location (a catalogue file or a folder) was last viewed: restored when it is opened again.
struct LocationState: Codable, Hashable {
    /// "list" or "grid".
    var mode: String
    /// The zoom level of that mode.
    var zoom: Double
    /// Collapsed sidebar sections.
    var collapsed: [String]
    /// The item at the top of the main area (the scroll anchor), by id.
    var anchor: String?
    /// What a catalogue's rows are sorted by (nil: its own order; a folder's sort is the window's).
    var sort: ColumnSort? = nil
    /// The columns a table's rows are grouped by, outermost first (nil: not grouped).
    var grouping: [String]? = nil
    /// How a data file is read where the user chose otherwise than the guess (nil: as guessed).
    var reading: DataFileOptions? = nil
    /// When it was saved (a counter across locations): the oldest are forgotten past `ViewerSettings.locationLimit`.
    var saved: Int
}

/// What the viewer remembers, in GSettings (schema `io.github.lattice.Lattice`): window geometry, view mode,
/// zoom per mode, collapsed sidebar sections, and the view state of each location opened. Without an
/// installed or built schema it remembers nothing and every read gives the default.
@MainActor
package struct ViewerSettings {
    static let schemaID = "io.github.lattice.Lattice"
    /// The most locations whose view state is kept.
    static let locationLimit = 100

    let store: Settings?

    package init(store: Settings? = AppSettings.open(schemaID: ViewerSettings.schemaID)) { self.store = store }

    var geometry: WindowGeometry {
        guard let store else { return WindowGeometry() }
        return WindowGeometry(
            width: store.int("window-width"), height: store.int("window-height"),
            isMaximized: store.bool("window-maximized"), isSidebarVisible: store.bool("sidebar-visible"),
            sidebarWidth: store.int("sidebar-width"))
    }

    func save(_ geometry: WindowGeometry) {
        guard let store else { return }
        if !geometry.isMaximized {
            store.set("window-width", geometry.width)
            store.set("window-height", geometry.height)
        }
        store.set("window-maximized", geometry.isMaximized)
        store.set("sidebar-visible", geometry.isSidebarVisible)
        store.set("sidebar-width", min(600, max(120, geometry.sidebarWidth)))
    }

    /// The last mode and its zoom, for locations without a state of their own.
    var defaultMode: ViewMode { store.flatMap { ViewMode(rawValue: $0.string("view-mode")) } ?? .list }

    /// The zoom of `mode` (the list and the columns share the rows' zoom).
    func zoom(for mode: ViewMode) -> Double { store?.double(mode == .grid ? "grid-zoom" : "list-zoom") ?? 1 }

    var collapsedSections: [String] { store?.strings("collapsed-sections") ?? [] }

    /// The state `location` was left in, if it was opened before (and its entry is readable).
    /// How the data file at `path` was last chosen to be read (`DataFileOptions()`: as guessed).
    package func reading(of path: String) -> DataFileOptions {
        state(of: URL(fileURLWithPath: path).standardizedFileURL.path)?.reading ?? DataFileOptions()
    }

    func state(of location: String) -> LocationState? {
        guard let store, !location.isEmpty, let json = store.dictionary("location-states")[location] else { return nil }
        return try? JSONDecoder().decode(LocationState.self, from: Data(json.utf8))
    }

    /// Remembers how `location` is viewed now, and makes it the default for new locations.
    func save(_ state: LocationState, of location: String) {
        guard let store else { return }
        store.set("view-mode", state.mode)
        if let mode = ViewMode(rawValue: state.mode) {
            store.set(mode == .grid ? "grid-zoom" : "list-zoom", state.zoom)
        }
        store.set("collapsed-sections", state.collapsed)
        guard !location.isEmpty else { return }
        var states = store.dictionary("location-states")
        let decoder = JSONDecoder()
        let newest =
            states.values.compactMap { try? decoder.decode(LocationState.self, from: Data($0.utf8)).saved }.max() ?? 0
        var saved = state
        saved.saved = newest + 1
        guard let data = try? JSONEncoder().encode(saved) else { return }
        states[location] = String(decoding: data, as: UTF8.self)
        states = Self.pruned(states, limit: Self.locationLimit)
        store.set("location-states", states)
    }

    /// `states` without the oldest entries beyond `limit` (unreadable entries count as oldest).
    static func pruned(_ states: [String: String], limit: Int) -> [String: String] {
        guard states.count > limit else { return states }
        let decoder = JSONDecoder()
        let order = states.map { key, json in
            (key, (try? decoder.decode(LocationState.self, from: Data(json.utf8)).saved) ?? Int.min)
        }.sorted { $0.1 > $1.1 }
        return Dictionary(uniqueKeysWithValues: order.prefix(limit).map { ($0.0, states[$0.0]!) })
    }
}
