import LatticeLayout

/// Where a content configuration's parts go in a cell of a given width.
public struct ContentLayout: Hashable, Sendable {
    /// The image's box, if any.
    public var image: Rect?
    /// The primary text's box, if any.
    public var text: Rect?
    /// The secondary text's box, if any.
    public var secondaryText: Rect?
    /// The height the content wants.
    public var height: Double
}

extension ListContentConfiguration {
    /// Lays the content out in a cell `width` wide, leaving `trailingReserve` for trailing accessories and
    /// `leadingReserve` for leading ones; text is measured with `measurer`.
    public func layout(
        width: Double, leadingReserve: Double = 0, trailingReserve: Double = 0,
        measurer: any TextMeasuring
    ) -> ContentLayout {
        if imagePlacement == .top { return stackedLayout(width: width, measurer: measurer) }
        var x = margins.leading + leadingReserve
        let right = max(x, width - margins.trailing - trailingReserve)
        var imageBox: Rect?
        if image != nil {
            imageBox = Rect(x: x, y: 0, width: imageProperties.size.width, height: imageProperties.size.height)
            x += imageProperties.size.width + imageToTextPadding
        }
        let textWidth = max(0, right - x)
        var textBox: Rect?
        var secondaryBox: Rect?
        var blockHeight = 0.0
        if prefersSideBySideTextAndSecondaryText {
            // Value cell: the secondary text takes what it needs (up to half), the text the rest.
            var secondaryWidth = 0.0
            if let secondaryText, !secondaryText.isEmpty {
                secondaryWidth = min(
                    textWidth / 2, measurer.size(of: secondaryText, style: secondaryTextProperties, width: nil).width)
                let size = measurer.size(of: secondaryText, style: secondaryTextProperties, width: secondaryWidth)
                secondaryBox = Rect(x: right - secondaryWidth, y: 0, width: secondaryWidth, height: size.height)
                blockHeight = size.height
            }
            if let text, !text.isEmpty {
                let available = max(0, textWidth - secondaryWidth - (secondaryWidth > 0 ? 12 : 0))
                let size = measurer.size(of: text, style: textProperties, width: available)
                textBox = Rect(x: x, y: 0, width: available, height: size.height)
                blockHeight = max(blockHeight, size.height)
            }
        } else {
            if let text, !text.isEmpty {
                let size = measurer.size(of: text, style: textProperties, width: textWidth)
                textBox = Rect(x: x, y: 0, width: textWidth, height: size.height)
                blockHeight = size.height
            }
            if let secondaryText, !secondaryText.isEmpty {
                let size = measurer.size(of: secondaryText, style: secondaryTextProperties, width: textWidth)
                let top = textBox == nil ? 0 : blockHeight + textToSecondaryTextPadding
                secondaryBox = Rect(x: x, y: top, width: textWidth, height: size.height)
                blockHeight = top + size.height
            }
        }
        let contentHeight = max(blockHeight, imageBox?.height ?? 0)
        let height = max(minimumHeight, margins.top + contentHeight + margins.bottom)
        // Centre the text block and the image vertically in the cell.
        let blockTop = (height - blockHeight) / 2
        textBox = textBox.map { $0.offsetBy(dx: 0, dy: blockTop) }
        secondaryBox = secondaryBox.map {
            prefersSideBySideTextAndSecondaryText
                ? $0.offsetBy(dx: 0, dy: (height - $0.height) / 2) : $0.offsetBy(dx: 0, dy: blockTop)
        }
        imageBox = imageBox.map { $0.offsetBy(dx: 0, dy: (height - $0.height) / 2) }
        return ContentLayout(image: imageBox, text: textBox, secondaryText: secondaryBox, height: height)
    }
}

extension ListContentConfiguration {
    /// Image above text, everything centred horizontally; the block is centred vertically in `minimumHeight`.
    func stackedLayout(width: Double, measurer: any TextMeasuring) -> ContentLayout {
        let inner = max(0, width - margins.leading - margins.trailing)
        var y = 0.0
        var imageBox: Rect?
        if image != nil {
            let size = imageProperties.size
            imageBox = Rect(x: margins.leading + (inner - size.width) / 2, y: y, width: size.width, height: size.height)
            y += size.height
        }
        var textBox: Rect?
        if let text, !text.isEmpty {
            if imageBox != nil { y += imageToTextPadding }
            let height = measurer.size(of: text, style: textProperties, width: inner).height
            textBox = Rect(x: margins.leading, y: y, width: inner, height: height)
            y += height
        }
        var secondaryBox: Rect?
        if let secondaryText, !secondaryText.isEmpty {
            if imageBox != nil || textBox != nil { y += textToSecondaryTextPadding }
            let height = measurer.size(of: secondaryText, style: secondaryTextProperties, width: inner).height
            secondaryBox = Rect(x: margins.leading, y: y, width: inner, height: height)
            y += height
        }
        // The stack is measured as if its text took all its lines, so the images of a row of cards line up
        // whether their titles wrap or not (a shorter text leaves room below it, not above the image).
        var stacked = y
        if let textBox, textProperties.maximumLines > 0 {
            let line = measurer.size(of: "Hg", style: textProperties, width: nil).height
            stacked += max(0, line * Double(textProperties.maximumLines) - textBox.height)
        }
        let height = max(minimumHeight, margins.top + stacked + margins.bottom)
        let top = margins.top + max(0, (height - margins.top - margins.bottom - stacked) / 2)
        return ContentLayout(
            image: imageBox.map { $0.offsetBy(dx: 0, dy: top) },
            text: textBox.map { $0.offsetBy(dx: 0, dy: top) },
            secondaryText: secondaryBox.map { $0.offsetBy(dx: 0, dy: top) }, height: height)
    }
}
