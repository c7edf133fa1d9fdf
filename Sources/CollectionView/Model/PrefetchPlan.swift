import LatticeLayout

/// Where prefetching stands: the viewport's origin at the last call and the rect prepared then, so that each
/// call prepares only the part of the next viewport that earlier ones did not.
struct PrefetchPlan {
    private var lastOrigin: Double?
    private var prepared: Rect?

    /// The band to prepare now for the viewport `visible` (content coordinates): the viewport after it in the
    /// direction it last moved, less what was prepared already; nil when nothing is to be done — the view did not
    /// move, jumped more than two viewports (the next step is not predictable), or `canPrefetch` is false (a
    /// transition or a drag runs).
    mutating func band(for visible: Rect, canPrefetch: Bool) -> Rect? {
        let previous = lastOrigin
        lastOrigin = visible.minY
        guard canPrefetch, let previous, visible.height > 0 else {
            prepared = nil
            return nil
        }
        let delta = visible.minY - previous
        guard delta != 0, abs(delta) <= 2 * visible.height else {
            if delta != 0 { prepared = nil }
            return nil
        }
        let target = visible.offsetBy(dx: 0, dy: delta > 0 ? visible.height : -visible.height)
        var band = target
        if let done = prepared, done.minX == target.minX, done.width == target.width, done.intersects(target) {
            // Only the part of the next viewport the last call did not prepare.
            if delta > 0, target.maxY > done.maxY {
                band = Rect(
                    x: target.minX, y: max(target.minY, done.maxY), width: target.width,
                    height: target.maxY - max(target.minY, done.maxY))
            } else if delta < 0, target.minY < done.minY {
                band = Rect(
                    x: target.minX, y: target.minY, width: target.width,
                    height: min(target.maxY, done.minY) - target.minY)
            } else {
                return nil
            }
        }
        prepared = target
        return band
    }

    /// Forgets where the view was and what was prepared: the next call starts afresh.
    mutating func forget() {
        lastOrigin = nil
        prepared = nil
    }
}
