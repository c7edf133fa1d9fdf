internal import CGtk
import CollectionView
import Gtk
import LatticeLayout

/// Lines: straight ones snapped to whole device pixel rows or columns (drawn as filled bands by both the cairo
/// and the render-node path), slanted ones stroked.
extension CairoRenderer {
    func drawLine(_ cr: OpaquePointer, from: Point, to: Point, width: Double, paint: Paint) {
        guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite, width.isFinite, width > 0 else { return }
        CairoPath.setSource(cr, paint.resolve(in: theme))
        if let band = lineBand(from: from, to: to, width: width) {
            cairo_rectangle(cr, band.minX, band.minY, band.width, band.height)
            cairo_fill(cr)
            return
        }
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_move_to(cr, from.x, from.y)
        cairo_line_to(cr, to.x, to.y)
        cairo_stroke(cr)
    }

    /// The rect a horizontal or vertical line covers, snapped so a line `width` thick covers whole device pixel
    /// rows or columns (at least one); nil for slanted lines, points, or a transform that is not axis-aligned.
    func lineBand(from start: Point, to end: Point, width: Double) -> Rect? {
        let t = transform
        guard t.isAxisAligned else { return nil }
        if start.y == end.y, start.x != end.x {
            let deviceWidth = max(1, (width * t.scaleY).rounded())
            let centre = Self.snapCentre(t.deviceY(start.y), deviceWidth: deviceWidth)
            let x0 = t.deviceX(min(start.x, end.x)).rounded(), x1 = t.deviceX(max(start.x, end.x)).rounded()
            return Rect(
                x: t.userX(x0), y: t.userY(centre - deviceWidth / 2),
                width: t.userX(x1) - t.userX(x0), height: deviceWidth / t.scaleY)
        }
        if start.x == end.x, start.y != end.y {
            let deviceWidth = max(1, (width * t.scaleX).rounded())
            let centre = Self.snapCentre(t.deviceX(start.x), deviceWidth: deviceWidth)
            let y0 = t.deviceY(min(start.y, end.y)).rounded(), y1 = t.deviceY(max(start.y, end.y)).rounded()
            return Rect(
                x: t.userX(centre - deviceWidth / 2), y: t.userY(y0),
                width: deviceWidth / t.scaleX, height: t.userY(y1) - t.userY(y0))
        }
        return nil
    }

    /// A line's centre in device space such that its `deviceWidth` whole pixels cover whole pixel rows: on a
    /// half pixel for odd widths, on a pixel boundary for even ones.
    static func snapCentre(_ device: Double, deviceWidth: Double) -> Double {
        Int(deviceWidth) % 2 == 1 ? device.rounded(.down) + 0.5 : device.rounded()
    }
}
