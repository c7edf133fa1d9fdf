import CollectionView
import LatticeLayout

extension Screens {
    /// The conference's talks by track: each track a band of video cards that pages sideways a group at a time,
    /// under the track's title.
    static let conferenceVideos = Screen(slug: "conference-videos", title: "Videos") { context in
        let item = LayoutItem(size: .size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(size: .size(.fractionalWidth(0.35), .absolute(220)), subitem: item, count: 1))
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 16
        section.contentInsets = EdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.sectionHeader, size: .size(.fractionalWidth(1), .estimated(44)),
                alignment: .top)
        ]
        let model = context.model(CompositionalLayout(section: section))
        let dataSource = CollectionViewDataSource<String, Talk>(model: model) { _, talk, _ in
            var content = ListContentConfiguration.gridCell()
            content.image = .swatch(.soft(hue: talk.hue))
            content.imageProperties.size = Size(width: 220, height: 140)
            content.imageProperties.cornerRadius = 8
            content.text = talk.title
            content.secondaryText = talk.track
            return CellContent(content: content)
        }
        dataSource.register(
            SupplementaryRegistration<String>(elementKind: ElementKind.sectionHeader) { _, track in
                Cells.title(track)
            })
        dataSource.show(Talk.tracks.map { track in (track.name, Talk.all.filter { $0.track == track.name }) })
        return ScreenView(context.canvas(model, role: .grid), dataSource)
    }
}
