import LatticeLayout

/// Measures cells and supplementaries for the layout engine by laying out their content configurations with
/// the renderer's text measurement, so measured sizes and drawing agree.
final class ContentMeasurer: LayoutMeasuring {
    let measurer: any TextMeasuring
    var cell: (ItemPath) -> CellContent?
    var supplementary: (String, ItemPath) -> CellContent?

    init(
        measurer: any TextMeasuring, cell: @escaping (ItemPath) -> CellContent?,
        supplementary: @escaping (String, ItemPath) -> CellContent?
    ) {
        self.measurer = measurer
        self.cell = cell
        self.supplementary = supplementary
    }

    func measure(_ request: MeasureRequest) -> Size {
        let content =
            request.category == .cell
            ? cell(request.indexPath)
            : supplementary(request.elementKind, request.indexPath)
        guard request.heightIsEstimated else { return request.proposedSize }
        guard let content else {
            // A self-sizing supplementary with nothing to show (a section without a header) takes no room; a
            // cell without content keeps its estimate until it has some.
            return request.category == .cell ? request.proposedSize : Size(width: request.proposedSize.width, height: 0)
        }
        let height = content.measure(width: request.proposedSize.width, measurer: measurer)
        return Size(width: request.proposedSize.width, height: height)
    }
}
