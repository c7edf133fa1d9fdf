/// A declarative list: describe the content now, and the list works out what changed.
///
/// ```swift
/// let list = ListDataSource()
/// list.didApply = { result in view.animate(result.changeSet) }
/// await list.setContent { list in
///     list += Section("people", header: Title("People")) { section in
///         section += people.map(Contact.init)
///     }
/// }
/// ```
///
/// Updates go through the same `DataSource` (serialized, versioned, coalesced, off the main actor when
/// large). Items whose content is not equivalent to what is presented are reconfigured; items that report
/// `wasMoved` and changed index are reported as moved; sections whose header or footer changed are
/// reconfigured. `items` and `sections` always describe the presented snapshot.
@MainActor
public final class ListDataSource {
    /// The underlying data source (the collection view presents its snapshot).
    public let dataSource = DataSource<SectionIdentifier, ContentIdentifier>()
    /// Called once per landed update, after `items` and `sections` describe it.
    public var didApply: ((ApplyResult<SectionIdentifier, ContentIdentifier>) -> Void)?

    /// The presented content.
    public private(set) var content = ListContent()
    /// The presented items by identifier: what cells bind to.
    public private(set) var items: [ContentIdentifier: AnyItem] = [:]
    /// The presented sections by identifier (headers and footers).
    public private(set) var sections: [SectionIdentifier: Section] = [:]

    /// What travels with a snapshot so content and snapshot land together.
    struct Presented: Sendable {
        var content: ListContent
        var items: [ContentIdentifier: AnyItem]
    }

    /// Creates an empty list.
    public init() {
        dataSource.didApply = { [unowned self] result in
            if let presented = result.context as? Presented {
                content = presented.content
                items = presented.items
                sections = Dictionary(
                    presented.content.sections.map { ($0.identifier, $0) },
                    uniquingKeysWith: { first, _ in first })
            }
            didApply?(result)
        }
    }

    /// The presented snapshot.
    public var snapshot: Snapshot<SectionIdentifier, ContentIdentifier> { dataSource.snapshot }

    /// Replaces the content with what `build` describes and presents the difference.
    @discardableResult
    public func setContent(
        animated: Bool = true, _ build: (inout ListContent) -> Void
    )
        async -> ApplyResult<SectionIdentifier, ContentIdentifier>
    {
        var next = ListContent()
        build(&next)
        let content = next
        return await dataSource.apply(animated: animated) { presentedSnapshot, context in
            Self.prepare(content, against: presentedSnapshot, presented: context as? Presented)
        }
    }

    /// The snapshot of `content` with reconfigure marks and forced moves relative to what is presented.
    nonisolated static func prepare(
        _ content: ListContent, against presentedSnapshot: Snapshot<SectionIdentifier, ContentIdentifier>,
        presented: Presented?
    ) -> DataSource<SectionIdentifier, ContentIdentifier>.PreparedApply {
        let (built, items) = content.snapshot()
        var snapshot = built
        var reconfigure: [ContentIdentifier] = []
        var forcingMoves: Set<ContentIdentifier> = []
        if let presented {
            var movedCandidates: [ContentIdentifier] = []
            for identifier in snapshot.itemIdentifiers {
                guard let old = presented.items[identifier], let new = items[identifier] else { continue }
                if !new.isEquivalent(to: old) { reconfigure.append(identifier) }
                if new.wasMoved(comparedTo: old) { movedCandidates.append(identifier) }
            }
            if !movedCandidates.isEmpty {
                // Flat indices, built once: a candidate counts as moved when its index changed.
                let oldIndex = Dictionary(
                    uniqueKeysWithValues: presentedSnapshot.itemIdentifiers.enumerated().map { ($1, $0) })
                let newIndex = Dictionary(uniqueKeysWithValues: snapshot.itemIdentifiers.enumerated().map { ($1, $0) })
                forcingMoves = Set(movedCandidates.filter { oldIndex[$0] != newIndex[$0] })
            }
            let oldSections = Dictionary(
                presented.content.sections.map { ($0.identifier, $0) },
                uniquingKeysWith: { first, _ in first })
            var changedSections: [SectionIdentifier] = []
            for section in content.sections where snapshot.contains(section: section.identifier) {
                guard let old = oldSections[section.identifier] else { continue }
                if !section.headerAndFooterAreEquivalent(to: old) { changedSections.append(section.identifier) }
            }
            snapshot.reconfigureSections(Array(Set(changedSections)))
        }
        snapshot.reconfigureItems(reconfigure)
        return .init(snapshot: snapshot, forcingMoves: forcingMoves, context: Presented(content: content, items: items))
    }
}
