import LatticeLayout

/// Measures cells and supplementaries for the layout engine by laying out their content configurations with
/// the renderer's text measurement, so measured sizes and drawing agree.
final class ContentMeasurer: LayoutMeasuring {
    let measurer: any TextMeasuring
    var cell: (ItemPath) -> CellContent?
    var supplementary: (String, ItemPath) -> CellContent?

    init(measurer: any TextMeasuring, cell: @escaping (ItemPath) -> CellContent?,
         supplementary: @escaping (String, ItemPath) -> CellContent?) {
        self.measurer = measurer
        self.cell = cell
        self.supplementary = supplementary
    }

    func measure(_ request: MeasureRequest) -> Size {
        let content = request.category == .cell ? cell(request.indexPath)
            : supplementary(request.elementKind, request.indexPath)
        guard let content, request.heightIsEstimated else { return request.proposedSize }
        let height = content.measure(width: request.proposedSize.width, measurer: measurer)
        return Size(width: request.proposedSize.width, height: height)
    }
}
