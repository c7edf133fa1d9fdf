/// Something a snapshot did not do as asked because the data was inconsistent, kept for the caller to see.
///
/// Identifiers that come from outside (files, catalogues, folders) may repeat. A snapshot never traps on
/// them: it keeps the first occurrence and records a diagnostic naming the identifier and where it was
/// refused. Use `Snapshot(validating:)` to get an error instead.
public enum SnapshotDiagnostic<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Hashable, Sendable,
    CustomStringConvertible
{
    /// A section identifier that was already in the snapshot (or repeated in one call) was skipped.
    case duplicateSection(SectionID)
    /// An item identifier already in `existingSection` was not added to `section`.
    case duplicateItem(ItemID, section: SectionID, existingSection: SectionID)

    public var description: String {
        switch self {
        case .duplicateSection(let id): "duplicate section identifier \(id) skipped (the first is kept)"
        case .duplicateItem(let id, let section, let existing):
            "duplicate item identifier \(id) not added to section \(section): it is already in section \(existing)"
        }
    }
}

/// A duplicate identifier found while validating data, with where it occurred.
public struct DuplicateIdentifierError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error,
    Hashable, Sendable, CustomStringConvertible
{
    /// What was duplicated, as the diagnostic a lenient snapshot would have recorded.
    public var diagnostic: SnapshotDiagnostic<SectionID, ItemID>
    /// The position (section index, index within the section's input) of the second occurrence.
    public var position: ItemPosition

    public var description: String { "\(diagnostic.description) at \(position)" }
}
