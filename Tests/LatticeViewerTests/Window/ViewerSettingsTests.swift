import Foundation
import Testing

@testable import LatticeViewer

@MainActor @Suite struct ViewerSettingsTests {
    private func json(_ saved: Int) -> String {
        let state = LocationState(mode: "grid", zoom: 1.25, collapsed: ["colours"], anchor: "blue-3", saved: saved)
        return String(decoding: try! JSONEncoder().encode(state), as: UTF8.self)
    }

    @Test func keepsTheNewestLocationsUpToTheLimit() {
        var states: [String: String] = [:]
        for index in 0..<8 { states["/tmp/\(index).json"] = json(index) }
        states["/tmp/broken.json"] = "{not json"
        let pruned = ViewerSettings.pruned(states, limit: 5)
        #expect(Set(pruned.keys) == ["/tmp/3.json", "/tmp/4.json", "/tmp/5.json", "/tmp/6.json", "/tmp/7.json"])
        #expect(ViewerSettings.pruned(states, limit: 20) == states)
    }

    @Test func withoutASchemaEverythingReadsAsTheDefault() {
        let settings = ViewerSettings(store: nil)
        #expect(settings.defaultMode == .list)
        #expect(settings.zoom(for: .grid) == 1)
        #expect(settings.geometry == .init())
        #expect(settings.state(of: "/tmp/a.json") == nil)
        settings.save(LocationState(mode: "grid", zoom: 2, collapsed: [], anchor: nil, saved: 0), of: "/tmp/a.json")
        #expect(settings.state(of: "/tmp/a.json") == nil)  // nothing to store it in, and no crash
    }

    @Test func aStateRoundTripsThroughJSON() throws {
        for sort in [
            nil, ColumnSort(column: "year", ascending: false), ColumnSort(column: ColumnSort.name, ascending: true)
        ] {
            let state = LocationState(
                mode: "list", zoom: 0.875, collapsed: ["a", "b"], anchor: nil, sort: sort, saved: 3)
            let data = try JSONEncoder().encode(state)
            #expect(try JSONDecoder().decode(LocationState.self, from: data) == state)
        }
    }

    /// A state saved before sorts were remembered reads as the catalogue's own order.
    @Test func aStateWithoutASortReadsAsTheOwnOrder() throws {
        let saved = #"{"mode":"columns","zoom":1,"collapsed":[],"anchor":"w","saved":4}"#
        let state = try JSONDecoder().decode(LocationState.self, from: Data(saved.utf8))
        #expect(state.sort == nil && state.mode == "columns" && state.anchor == "w")
    }
}
