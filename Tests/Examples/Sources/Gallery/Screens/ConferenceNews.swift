import CollectionView
import LatticeLayout

extension Screens {
    /// The conference's news: rows as tall as their stories, measured (estimated heights), with separators.
    static let conferenceNews = Screen(slug: "conference-news", title: "News") { context in
        var configuration = ListConfiguration(appearance: .plain)
        configuration.showsSeparators = true
        let model = context.model(.list(using: configuration))
        let dataSource = CollectionViewDataSource<Int, NewsStory>(model: model) { _, story, _ in
            var content = ListContentConfiguration.subtitleCell()
            content.text = story.title
            content.textProperties.size = 17
            content.textProperties.weight = .bold
            content.secondaryText = story.body
            content.secondaryTextProperties.maximumLines = 0
            content.secondaryTextProperties.size = 14.67
            content.margins = EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
            return CellContent(
                content: content, background: .listPlainCell(), accessories: [CellAccessory(.label(story.date))])
        }
        dataSource.show([(0, NewsStory.all)])
        return ScreenView(context.canvas(model), dataSource)
    }
}
