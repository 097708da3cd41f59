import ListDocsEngine

/// Where the site's crash catalog (the recipe `crash-catalog.md`) explains each kind of
/// crash: the section over the first walkthrough that dies of it, preferring one in the same
/// view. Every crash step elsewhere links there.
struct CrashCatalogIndex {
    /// The catalog page's address from the site's root, with the section's anchor.
    struct Entry {
        var href: String
        var title: String
    }

    /// The slug a recipe has when it is the site's crash catalog.
    static let slug = "crash-catalog"

    private var entries: [String: Entry] = [:]
    private(set) var catalogSlug: String?

    init(_ recipes: [Recipe], includeDrafts: Bool) {
        guard
            let catalog = recipes.first(where: {
                $0.slug == Self.slug && (includeDrafts || !$0.frontMatter.draft)
            })
        else { return }
        catalogSlug = catalog.slug
        let headings = catalog.document.headings
        let parts = RecipeParts(catalog)
        for (index, walkthrough) in catalog.walkthroughs.enumerated() {
            guard let crash = walkthrough.crash else { continue }
            let position =
                index < catalog.document.headingBeforeScript.count
                ? catalog.document.headingBeforeScript[index] : nil
            let heading = position.map { headings[$0] }
            let entry = Entry(
                href: catalog.slug + "/" + parts.page(ofWalkthrough: index) + "#"
                    + (heading?.id
                        ?? PageIDs.walkthrough(
                            slug: catalog.slug, index: index, named: walkthrough.attributes.id)),
                title: heading?.text ?? walkthrough.attributes.title ?? crash.kind.rawValue)
            for key in [
                Self.key(crash.kind, walkthrough.attributes.view), Self.key(crash.kind, nil),
            ]
            where entries[key] == nil {
                entries[key] = entry
            }
        }
    }

    /// The catalog's entry for a crash of this kind in this view, if it has one.
    func entry(_ kind: UIKitException.Kind, view: ListViewKind) -> Entry? {
        entries[Self.key(kind, view)] ?? entries[Self.key(kind, nil)]
    }

    private static func key(_ kind: UIKitException.Kind, _ view: ListViewKind?) -> String {
        kind.rawValue + "|" + (view?.rawValue ?? "any")
    }
}
