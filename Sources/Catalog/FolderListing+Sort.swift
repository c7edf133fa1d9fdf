/// How a folder's entries are ordered (folders always come first, in their own section).
public struct FolderSort: Hashable, Sendable {
    /// What entries are compared by.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        /// Natural order of names ("file2" before "file10").
        case name
        /// Size in bytes (folders: by name).
        case size
        /// Modification time, oldest first.
        case modified
        /// Type name ("Folder", "PNG image", …), then name.
        case type
    }

    /// The key.
    public var key: Key
    /// Reversed (largest, newest or last first).
    public var isReversed: Bool

    /// Creates an order.
    public init(_ key: Key = .name, reversed: Bool = false) {
        self.key = key
        isReversed = reversed
    }

    /// Names in natural order.
    public static let name = FolderSort(.name)

    /// Whether `a` comes before `b`: the key, then the name order as a tie-break, the whole reversed when asked.
    func precedes(_ a: FolderEntry, _ b: FolderEntry) -> Bool {
        let ordered: Bool
        switch key {
        case .name:
            ordered = FolderEntry.precedes(a, b)
        case .size:
            ordered = a.size != b.size && a.kind != .folder ? a.size < b.size : FolderEntry.precedes(a, b)
        case .modified:
            ordered = a.modified != b.modified ? a.modified < b.modified : FolderEntry.precedes(a, b)
        case .type:
            let typeA = FileType(entry: a).name, typeB = FileType(entry: b).name
            ordered = typeA != typeB ? FolderListing.naturalOrder(typeA, typeB) : FolderEntry.precedes(a, b)
        }
        return isReversed ? !ordered && !(FolderEntry.same(a, b)) : ordered
    }
}

extension FolderEntry {
    /// Whether two entries are the same entry (same bytes of name): neither precedes the other.
    static func same(_ a: FolderEntry, _ b: FolderEntry) -> Bool { a.name == b.name }
}
