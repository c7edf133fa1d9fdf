/// Something a section snapshot did not do as asked because the data was inconsistent, kept for the caller
/// to see.
///
/// Identifiers that come from outside (folders on disk, catalogues) may repeat. A `SectionSnapshot` never
/// traps on them: it keeps the first occurrence and records a diagnostic naming the identifier and the parent
/// it was refused under.
public enum SectionSnapshotDiagnostic<ItemID: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// An item identifier already in the outline (or repeated in one call) was not added under `parent`
    /// (`nil`: at the root level).
    case duplicateItem(ItemID, parent: ItemID?)

    public var description: String {
        switch self {
        case .duplicateItem(let id, let parent?):
            "duplicate item identifier \(id) not added under \(parent): it is already in the outline (the first is kept)"
        case .duplicateItem(let id, nil):
            "duplicate item identifier \(id) not added at the root: it is already in the outline (the first is kept)"
        }
    }
}
