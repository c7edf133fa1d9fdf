// The iPad-style sidebar (the "outline" seed): a sidebar list whose sections are outline section snapshots,
// each headed by an expandable header row; a click on the header expands and collapses it, animated (the data
// source toggles a disclosure by itself, as UIKit's does).
import CollectionView
import DiffableDataSource
import Foundation
import LatticeGTK
import LatticeLayout

enum Row: Hashable, Sendable {
    case header(String)
    case place(String, icon: String)
}

let sections: [(title: String, places: [(String, String)])] = [
    ("Library", [("Recents", "document-open-recent-symbolic"), ("Starred", "starred-symbolic")]),
    (
        "Places",
        [
            ("Home", "user-home-symbolic"), ("Documents", "folder-documents-symbolic"),
            ("Music", "folder-music-symbolic"), ("Pictures", "folder-pictures-symbolic")
        ]
    ),
    ("Devices", [("Backup Disk", "drive-harddisk-symbolic")])
]

@MainActor
func showSidebar(_ application: ApplicationHandle) {
    var configuration = ListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    let model = CollectionViewModel(
        layout: .list(using: configuration), viewportSize: Size(width: 280, height: 480),
        measurer: PangoTextMeasurer())
    let dataSource = CollectionViewDataSource<String, Row>(model: model) { _, row, state in
        var content: ListContentConfiguration
        switch row {
        case .header(let title):
            content = .sidebarHeader()
            content.text = title
            return CellContent(content: content, accessories: [.outlineDisclosure(style: .header)])
        case .place(let name, let icon):
            content = .sidebarCell()
            content.text = name
            content.image = .icon(icon)
            return CellContent(content: content, background: .listSidebarCell())
        }
    }
    model.background = .role(.sidebarBackground)
    let canvas = CanvasView(model: model, theme: .adwaitaLight, label: "Sidebar")
    CanvasWindow(canvas: canvas, title: "Sidebar", width: 280, height: 480, application: application).present()
    canvas.hooks.didDraw = { [unowned canvas] in
        guard dataSource.snapshot.numberOfItems == 9 else { return }
        print("drew Sidebar")
        canvas.hooks.didDraw = nil
    }

    Task { @MainActor in
        for (title, places) in sections {
            var outline = SectionSnapshot<Row>()
            let header = Row.header(title)
            outline.append([header])
            outline.append(places.map { Row.place($0.0, icon: $0.1) }, to: header)
            if title != "Devices" { outline.expand([header]) }
            await dataSource.apply(outline, to: title, animatingDifferences: false)
        }
        print("showed \(dataSource.snapshot.numberOfItems) rows in \(dataSource.snapshot.numberOfSections) sections")
    }
}

exit(GtkApplicationRunner.run(id: "org.example.Sidebar", quitAfterMilliseconds: 3000, build: showSidebar))
