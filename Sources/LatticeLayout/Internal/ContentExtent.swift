/// Where a layout's content lies along its scroll axis: the layout-wide boundary supplementaries' sizes, where the
/// sections start after the leading ones, and where the last section ends.
struct ContentExtent {
    /// The size of each of the configuration's boundary supplementary items, in order.
    var supplementarySizes: [Size] = []
    /// Where the first section starts.
    var sectionsStart = 0.0
    /// Where the last section ends.
    var contentEnd = 0.0

    /// Places `solutions` one after the other along `axis`, after the leading insets and the leading boundary
    /// supplementaries that extend the content, `interSectionSpacing` apart.
    mutating func place(_ solutions: [SectionSolution], configuration: CompositionalLayoutConfiguration, axis: Axis) {
        var position = configuration.contentInsets.start(axis)
        for (index, item) in configuration.boundarySupplementaryItems.enumerated()
        where item.extendsBoundary && item.alignment.side(along: axis) < 0 {
            position += supplementarySizes[index][axis]
        }
        sectionsStart = position
        for (index, solution) in solutions.enumerated() {
            if index > 0 { position += configuration.interSectionSpacing }
            solution.origin = position
            position += solution.extent
        }
        contentEnd = position
    }

    /// The content's length along `axis`: to the last section's end, then the trailing boundary supplementaries
    /// that extend it and the trailing inset.
    func length(configuration: CompositionalLayoutConfiguration, axis: Axis) -> Double {
        var trailing = 0.0
        for (index, item) in configuration.boundarySupplementaryItems.enumerated()
        where item.extendsBoundary && item.alignment.side(along: axis) > 0 {
            trailing += supplementarySizes[index][axis]
        }
        return contentEnd + trailing + configuration.contentInsets.end(axis)
    }
}
