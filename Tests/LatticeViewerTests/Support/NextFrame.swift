import CollectionView

extension CollectionViewModel {
    /// What a host does each frame: advance to the clock's now, then draw.
    func nextFrame() -> DisplayList {
        advance()
        return displayList()
    }
}
