import Catalog
import CollectionView
import Foundation
import LatticeGTK
import Testing

@testable import LatticeViewer

/// A row shown whole in the record pane: every field in the file's column order, long values whole, and what makes
/// a file open as a table.
@MainActor @Suite struct RecordPaneTests {
    func trips(
        _ csv: String = "trip_id,payment,fare,notes\n1,card,NA,\"a long note\nover two lines\"\n"
    ) throws -> Catalog {
        try Catalog.parseFile(Data(csv.utf8), path: "/data/trips.csv", options: DataFileOptions(titleColumn: "payment"))
    }

    @Test func aRecordIsEveryFieldInTheFilesOrder() throws {
        let catalog = try trips()
        let table = try #require(catalog.table)
        let record = Record(catalog.sections[0].items[0], of: table)
        #expect(record.title == "card")
        #expect(record.fields.map(\.key) == ["trip_id", "payment", "fare", "notes"])
        #expect(record.fields.map(\.value) == ["1", "card", "NA", "a long note\nover two lines"])
    }

    @Test func eachFieldIsItsNameOverItsWholeValue() throws {
        let catalog = try trips()
        let record = Record(catalog.sections[0].items[0], of: try #require(catalog.table))
        let note = try #require(record.cell(at: 3)?.content)
        #expect(note.text == "notes" && note.secondaryText == "a long note\nover two lines")
        #expect(note.secondaryTextProperties.maximumLines == 0)  // whole, however long
        #expect(note.textProperties.size < note.secondaryTextProperties.size)
        // A value standing for none is dimmed, as the columns view dims it; an empty one shows a dash.
        #expect(record.cell(at: 2)?.content.secondaryTextProperties.paint == .role(.dimForeground))
        #expect(record.cell(at: 4) == nil)
    }

    @Test func aPaneShowsARecordAndNoneSaysSo() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let catalog = try trips()
        let pane = RecordPane(theme: .adwaitaLight)
        #expect(pane.canvas.model.engine.dataSource.numberOfSections == 0)
        let record = Record(catalog.sections[0].items[0], of: try #require(catalog.table))
        pane.show(record)
        #expect(pane.record == record)
        #expect(pane.canvas.model.engine.dataSource.numberOfItems(inSection: 0) == 4)
        pane.show(nil)
        #expect(pane.record == nil && pane.canvas.model.engine.dataSource.numberOfSections == 0)
    }

    @Test func dataFilesOfFourColumnsOrMoreOpenAsATable() throws {
        #expect(ViewerWindow.opensAsTable(try trips()))
        #expect(!ViewerWindow.opensAsTable(try trips("name,value\na,1\n")))
        #expect(!ViewerWindow.opensAsTable(Catalog(title: "T", sections: [])))
    }
}
