import JSONInput
import LatticeLayout

/// Section properties a spec sets explicitly; applied on top of a group section's defaults or of what
/// `LayoutSection.list(using:environment:)` chose.
struct SectionOverrides: Sendable {
    var contentInsets: EdgeInsets?
    var interGroupSpacing: Double?
    var orthogonalScrollingBehavior: OrthogonalScrollingBehavior?
    var boundarySupplementaryItems: [BoundarySupplementaryItem]?
    var decorationItems: [DecorationItem]?
    var supplementariesFollowContentInsets: Bool?
    var headerTopPadding: Double?

    /// Sets every property the spec gave.
    func apply(to section: inout LayoutSection) {
        if let contentInsets { section.contentInsets = contentInsets }
        if let interGroupSpacing { section.interGroupSpacing = interGroupSpacing }
        if let orthogonalScrollingBehavior { section.orthogonalScrollingBehavior = orthogonalScrollingBehavior }
        if let boundarySupplementaryItems { section.boundarySupplementaryItems = boundarySupplementaryItems }
        if let decorationItems { section.decorationItems = decorationItems }
        if let supplementariesFollowContentInsets {
            section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        }
        if let headerTopPadding { section.headerTopPadding = headerTopPadding }
    }
}

/// How one section of a spec is built: around a group, or as a list made for the engine's environment.
enum SectionBlueprint: Sendable {
    case group(LayoutGroup, SectionOverrides)
    case list(ListConfiguration, SectionOverrides)

    /// The section for `environment`, as the layout's section provider returns it.
    func makeSection(environment: LayoutEnvironment) -> LayoutSection {
        var section: LayoutSection
        switch self {
        case .group(let group, let overrides):
            section = LayoutSection(group: group)
            overrides.apply(to: &section)
        case .list(let configuration, let overrides):
            section = .list(using: configuration, environment: environment)
            overrides.apply(to: &section)
        }
        return section
    }
}

/// One parsed section: how to build it and how many items it has.
struct SectionEntry: Sendable {
    var blueprint: SectionBlueprint
    var itemCount: Int
}

extension JSONNode {
    /// The keys a section may have.
    static let sectionKeys = [
        "itemCount", "group", "list", "contentInsets", "interGroupSpacing",
        "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems",
        "supplementariesFollowContentInsets", "headerTopPadding"
    ]
    /// The largest item count a section (and the whole spec) may have.
    static let itemCountLimit = 1_000_000

    /// A section: `itemCount`, then `group` or `list`, then the section's own properties.
    func section() throws(LayoutSpecError) -> SectionEntry {
        let object = try object(allowing: Self.sectionKeys)
        let itemCount = try object.required("itemCount").integer(in: 0...Self.itemCountLimit, "a non-negative integer")
        var overrides = SectionOverrides()
        overrides.contentInsets = try object.optional("contentInsets")?.insets()
        overrides.interGroupSpacing = try object.optional("interGroupSpacing")?.nonNegativeNumber()
        overrides.orthogonalScrollingBehavior = try object.optional("orthogonalScrollingBehavior")?
            .choice(OrthogonalScrollingBehavior.self)
        overrides.boundarySupplementaryItems = try object.optional("boundarySupplementaryItems")?
            .boundarySupplementaryItems()
        overrides.decorationItems = try object.optional("decorationItems")?.decorationItems()
        overrides.supplementariesFollowContentInsets = try object.optional("supplementariesFollowContentInsets")?.bool()
        overrides.headerTopPadding = try object.optional("headerTopPadding")?.nonNegativeNumber()
        switch (object.optional("group"), object.optional("list")) {
        case (let group?, nil):
            return SectionEntry(blueprint: .group(try group.group(), overrides), itemCount: itemCount)
        case (nil, let list?):
            return SectionEntry(blueprint: .list(try list.listConfiguration(), overrides), itemCount: itemCount)
        case (_?, _?):
            throw error("give either \"group\" or \"list\", not both")
        case (nil, nil):
            throw error("missing required key \"group\" (or \"list\")")
        }
    }

    /// A list configuration: `{"appearance", "headerMode", "footerMode", "showsSeparators", "headerTopPadding"}`.
    func listConfiguration() throws(LayoutSpecError) -> ListConfiguration {
        let object = try object(allowing: [
            "appearance", "headerMode", "footerMode", "showsSeparators",
            "headerTopPadding"
        ])
        var configuration = ListConfiguration(
            appearance: try object.required("appearance").choice(ListConfiguration.Appearance.self))
        if let mode = object.optional("headerMode") {
            configuration.headerMode = try mode.choice(ListConfiguration.HeaderMode.self)
        }
        if let mode = object.optional("footerMode") {
            configuration.footerMode = try mode.choice(ListConfiguration.FooterMode.self)
        }
        if let shows = object.optional("showsSeparators") { configuration.showsSeparators = try shows.bool() }
        if let padding = object.optional("headerTopPadding") {
            configuration.headerTopPadding = try padding.nonNegativeNumber()
        }
        return configuration
    }
}
