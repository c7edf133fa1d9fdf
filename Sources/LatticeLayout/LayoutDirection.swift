/// The reading direction a layout follows — UIKit's `UIUserInterfaceLayoutDirection`, GTK's `GtkTextDirection`:
/// where leading is. In a right-to-left layout (Arabic, Hebrew, Persian) leading is on the right: a list row's
/// icon is at its right, a grid fills each row from the right, an orthogonal band starts at the right and scrolls
/// left, a table's first column is the rightmost.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is on the left.
    case leftToRight
    /// Leading is on the right.
    case rightToLeft

    /// Whether leading is on the right.
    public var isRightToLeft: Bool { self == .rightToLeft }
}

extension Rect {
    /// This rect reflected across the vertical line halfway across `width` (a box at the left of a `width`-wide
    /// area lands at its right): how a left-to-right frame becomes a right-to-left one.
    public func mirrored(inWidth width: Double) -> Rect {
        Rect(x: width - maxX, y: minY, width: self.width, height: height)
    }

    /// This rect reflected within `container` (its left and right edges trading places).
    public func mirrored(in container: Rect) -> Rect {
        Rect(x: container.minX + container.maxX - maxX, y: minY, width: width, height: height)
    }
}
