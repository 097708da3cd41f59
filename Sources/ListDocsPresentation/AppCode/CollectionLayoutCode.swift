import ListDocsEngine
import ListDocsScript

/// The parts of a collection view's model block that make the screen the pictures draw: a
/// flow layout of tiles in a grid of `columns`, or a list (from iOS 14 a list
/// configuration's compositional layout, before it a flow layout of one row a line), and,
/// where a section
/// has a title, a header above it that shows it. Headers are, before iOS 14, a header class
/// of the app's registered for the section-header kind and dequeued by the data source;
/// from iOS 14, a supplementary registration of list cells, configured like the cells.
struct CollectionLayoutCode {
    /// Where a header reads its section's title.
    enum TitleSource {
        /// `sections[s].title`, the app's array.
        case sections
        /// `fetchedResultsController.sections?[s].name`, the fetched section's name.
        case fetchedSections
        /// The diffable data source's section identifier (the titles are the identifiers).
        case sectionIdentifiers
    }

    var ios: UIKitVersion
    var arrangement: CollectionLayout
    var columns: Int
    /// Whether any section the walkthrough shows has a title (then every one has a header).
    var headers: Bool
    var titles: TitleSource
    /// In an outline (a section snapshot gives items children), the items that are ever
    /// parents: their list cells show the disclosure control.
    var outlineParents: [String] = []

    /// The version whose collection views register supplementary views as they register
    /// cells, with a configuration handler (`UICollectionView.SupplementaryRegistration`).
    static let registrationSince = UIKitVersion(14)

    /// The version whose collection views lay out lists (`UICollectionLayoutListConfiguration`).
    static let listConfigurationSince = UIKitVersion(14)

    /// The height of a header and of a row, in points, as the pictures draw them.
    static let headerHeight = 34
    static let rowHeight = 44

    private var registers: Bool { ios >= Self.registrationSince }

    /// What the class declares before its data source: the header class of the app's
    /// (before iOS 14), or the header registration its headers are dequeued with.
    func declarations() -> [String] {
        guard headers else { return [] }
        if !registers {
            return [
                "// The app's section header: a label filling the view (its layout code left out)",
                "final class HeaderView: UICollectionReusableView {", "    let label = UILabel()",
                "}", "",
            ]
        }
        return ["// A section's header: a list cell showing the section's title"] + registration()
            + [""]
    }

    /// What `viewDidLoad()` adds: the layout, the header class registered (before iOS 14),
    /// and for a diffable data source the provider of its headers.
    func viewDidLoad() -> [String] {
        var lines = ["collectionView.collectionViewLayout = makeLayout()"]
        guard headers else { return lines }
        if !registers {
            lines.append(
                "collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"Header\")"
            )
        }
        guard titles == .sectionIdentifiers else { return lines }
        if registers {
            lines += [
                "dataSource.supplementaryViewProvider = { [headerRegistration] collectionView, _, indexPath in",
                "    collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)",
                "}",
            ]
        } else {
            lines += [
                "dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in"
            ]
            lines += dequeuedHeader(title: title(self: true)).map { "    " + $0 }
            lines.append("}")
        }
        return lines
    }

    /// The methods: `makeLayout()`, and the data source's header method where the view
    /// controller is the data source.
    func methods() -> [String] {
        var lines = layoutMethod()
        guard headers, titles != .sectionIdentifiers else { return lines }
        lines += [
            "",
            "override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {",
        ]
        if registers {
            lines.append(
                "    collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)"
            )
        } else {
            lines += dequeuedHeader(title: title(self: false)).map { "    " + $0 }
        }
        return lines + ["}"]
    }

    /// `makeLayout()`: a flow layout whose tiles fill the width in `columns` (or one row
    /// each), with no gaps, and a header's height above each section when they have one.
    private func layoutMethod() -> [String] {
        if arrangement == .list && ios >= Self.listConfigurationSince {
            return [
                "/// The layout the pictures draw: a list\(headers ? ", a header above each section" : "").",
                "func makeLayout() -> UICollectionViewLayout {",
                "    \(headers ? "var" : "let") configuration = UICollectionLayoutListConfiguration(appearance: .plain)",
            ] + (headers ? ["    configuration.headerMode = .supplementary"] : []) + [
                "    return UICollectionViewCompositionalLayout.list(using: configuration)", "}",
            ]
        }
        var lines: [String]
        switch arrangement {
        case .grid:
            let side =
                columns == 1
                ? "collectionView.bounds.width" : "collectionView.bounds.width / \(columns)"
            lines = [
                "/// The layout the pictures draw: \(columns) tile\(columns == 1 ? "" : "s") a row\(headers ? ", a header above each section" : "").",
                "func makeLayout() -> UICollectionViewLayout {",
                "    let layout = UICollectionViewFlowLayout()", "    let side = \(side)",
                "    layout.itemSize = CGSize(width: side, height: side)",
            ]
        case .list:
            lines = [
                "/// The layout the pictures draw: one row a line\(headers ? ", a header above each section" : "").",
                "func makeLayout() -> UICollectionViewLayout {",
                "    let layout = UICollectionViewFlowLayout()",
                "    layout.itemSize = CGSize(width: collectionView.bounds.width, height: \(Self.rowHeight))",
            ]
        }
        lines += ["    layout.minimumInteritemSpacing = 0", "    layout.minimumLineSpacing = 0"]
        if headers {
            lines.append(
                "    layout.headerReferenceSize = CGSize(width: collectionView.bounds.width, height: \(Self.headerHeight))"
            )
        }
        return lines + ["    return layout", "}"]
    }

    /// iOS 14's registration of list cells as section headers, each showing its title.
    private func registration() -> [String] {
        [
            "lazy var headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(",
            "    elementKind: UICollectionView.elementKindSectionHeader",
            ") { [weak self] header, _, indexPath in",
            "    var content = header.defaultContentConfiguration()",
            "    content.text = \(title(self: true))",
            "    header.contentConfiguration = content",
            "}",
        ]
    }

    /// The header of the app's, dequeued and showing `title`.
    private func dequeuedHeader(title: String) -> [String] {
        [
            "let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \"Header\", for: indexPath) as! HeaderView",
            "header.label.text = \(title)", "return header",
        ]
    }

    /// The title of the section at `indexPath.section`; `self` in a closure that holds the
    /// view controller weakly.
    private func title(self inClosure: Bool) -> String {
        let owner = inClosure ? "self?." : ""
        switch titles {
        case .sections:
            return owner + "sections[indexPath.section].title"
        case .fetchedSections:
            return owner + "fetchedResultsController.sections?[indexPath.section].name"
        case .sectionIdentifiers:
            return ios >= ModelCode.sectionIdentifierSince
                ? owner + "dataSource.sectionIdentifier(for: indexPath.section)"
                : owner + "dataSource.snapshot().sectionIdentifiers[indexPath.section]"
        }
    }
}
