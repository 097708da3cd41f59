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
    func declarations() -> SwiftBlock {
        guard headers else { return [] }
        if !registers {
            return ModelPieces.labelClass(
                "HeaderView", base: "UICollectionReusableView",
                comment:
                    "The app's section header: a label filling the view (its layout code left out)")
        }
        return ModelPieces.member(
            ["A section's header: a list cell showing the section's title"], registration())
    }

    /// What `viewDidLoad()` adds: the layout, the header class registered (before iOS 14),
    /// and for a diffable data source the provider of its headers.
    func viewDidLoad() -> SwiftBlock {
        let view = SwiftExpression.controller(.collectionView)
        var statements: SwiftBlock = [
            .assignment(.access(view, "collectionViewLayout"), .call(.name("makeLayout"), []))
        ]
        guard headers else { return statements }
        if !registers {
            statements.append(
                .expression(
                    .method(
                        view, "register",
                        [
                            .bare(.access(.type(.named("HeaderView")), "self")),
                            SwiftArgument("forSupplementaryViewOfKind", Self.headerKind),
                            SwiftArgument("withReuseIdentifier", .string("Header")),
                        ])))
        }
        guard titles == .sectionIdentifiers else { return statements }
        let provider =
            registers
            ? SwiftClosure(
                captures: ["headerRegistration"], parameters: ["collectionView", "_", "indexPath"],
                body: SwiftBlock([.expression(registeredHeader)]), needsExplicitSelf: false)
            : SwiftClosure(
                captures: ["weak self"], parameters: ["collectionView", "kind", "indexPath"],
                body: dequeuedHeader(title: title(self: true)), needsExplicitSelf: false)
        return statements + [
            .assignment(
                .access(.controller(.dataSource), "supplementaryViewProvider"), .closure(provider))
        ]
    }

    /// `UICollectionView.elementKindSectionHeader`.
    private static let headerKind = SwiftExpression.access(
        .type(.named("UICollectionView")), "elementKindSectionHeader")

    /// A header dequeued through the registration.
    private var registeredHeader: SwiftExpression {
        .method(
            .name("collectionView"), "dequeueConfiguredReusableSupplementary",
            [
                SwiftArgument("using", .name("headerRegistration")),
                SwiftArgument("for", ModelPieces.indexPath),
            ])
    }

    /// The methods: `makeLayout()`, and the data source's header method where the view
    /// controller is the data source.
    func methods() -> SwiftBlock {
        var members = layoutMethod()
        guard headers, titles != .sectionIdentifiers else { return members }
        let body: SwiftBlock =
            registers ? [.expression(registeredHeader)] : dequeuedHeader(title: title(self: false))
        members += [
            .blank,
            ModelPieces.viewMethod(
                .collection,
                [
                    SwiftParameter("viewForSupplementaryElementOfKind", "kind", .named("String")),
                    ModelPieces.indexPath(label: "at"),
                ], .named("UICollectionReusableView"), body),
        ]
        return members
    }

    /// `makeLayout()`: a flow layout whose tiles fill the width in `columns` (or one row
    /// each), with no gaps, and a header's height above each section when they have one.
    private func layoutMethod() -> SwiftBlock {
        let headerWords = headers ? ", a header above each section" : ""
        let width = ModelPieces.chain(.controller(.collectionView), "bounds", "width")
        let layout = SwiftExpression.name("layout")
        var body: SwiftBlock
        var what: String
        if arrangement == .list && ios >= Self.listConfigurationSince {
            what = "a list"
            body = listLayout
        } else {
            let side: SwiftExpression
            switch arrangement {
            case .grid:
                what = "\(columns) tile\(columns == 1 ? "" : "s") a row"
                side = columns == 1 ? width : .infix(width, "/", .integer(columns))
            case .list:
                what = "one row a line"
                side = width
            }
            body = [.constant("layout", .new("UICollectionViewFlowLayout"))]
            if arrangement == .grid {
                body += [
                    .constant("side", side),
                    .assignment(
                        .access(layout, "itemSize"), Self.size(.name("side"), .name("side"))),
                ]
            } else {
                body.append(
                    .assignment(
                        .access(layout, "itemSize"), Self.size(width, .integer(Self.rowHeight))))
            }
            body += [
                .assignment(.access(layout, "minimumInteritemSpacing"), .integer(0)),
                .assignment(.access(layout, "minimumLineSpacing"), .integer(0)),
            ]
            if headers {
                body.append(
                    .assignment(
                        .access(layout, "headerReferenceSize"),
                        Self.size(width, .integer(Self.headerHeight))))
            }
            body.append(.returning(layout))
        }
        return [
            .documentation("The layout the pictures draw: \(what)\(headerWords)."),
            .function(
                SwiftFunction(
                    name: "makeLayout", result: .named("UICollectionViewLayout"),
                    body: body)),
        ]
    }

    /// iOS 14's list: a list configuration's compositional layout, headers on request.
    private var listLayout: SwiftBlock {
        let configuration = SwiftExpression.name("configuration")
        let made = SwiftExpression.new(
            "UICollectionLayoutListConfiguration", [SwiftArgument("appearance", .dot("plain"))])
        var body: SwiftBlock = [
            headers ? .variable("configuration", made) : .constant("configuration", made)
        ]
        if headers {
            body.lines.append(
                SwiftLine(.assignment(.access(configuration, "headerMode"), .dot("supplementary"))))
        }
        return body + [
            .returning(
                .method(
                    .type(.named("UICollectionViewCompositionalLayout")), "list",
                    [SwiftArgument("using", configuration)]))
        ]
    }

    /// `CGSize(width: w, height: h)`.
    private static func size(_ width: SwiftExpression, _ height: SwiftExpression)
        -> SwiftExpression
    {
        .new("CGSize", [SwiftArgument("width", width), SwiftArgument("height", height)])
    }

    /// iOS 14's registration of list cells as section headers, each showing its title.
    private func registration() -> SwiftStatement {
        let handler = SwiftClosure(
            captures: ["weak self"], parameters: ["header", "_", "indexPath"],
            body: ModelPieces.configure("header", text: title(self: true)),
            needsExplicitSelf: false)
        return .property(
            SwiftProperty(
                modifiers: ["lazy"], name: "headerRegistration",
                value: .call(
                    .type(
                        .named(
                            "UICollectionView.SupplementaryRegistration",
                            [.named("UICollectionViewListCell")])),
                    [SwiftArgument("elementKind", Self.headerKind)],
                    closures: [TrailingClosure(label: nil, closure: handler, runsAfter: false)])))
    }

    /// The header of the app's, dequeued and showing `title`.
    private func dequeuedHeader(title: SwiftExpression) -> SwiftBlock {
        let header = SwiftExpression.name("header")
        let dequeued = SwiftExpression.method(
            .name("collectionView"), "dequeueReusableSupplementaryView",
            [
                SwiftArgument("ofKind", .name("kind")),
                SwiftArgument("withReuseIdentifier", .string("Header")),
                SwiftArgument("for", ModelPieces.indexPath),
            ])
        return [
            .constant("header", .cast(dequeued, .named("HeaderView"), forced: true)),
            .assignment(ModelPieces.chain(header, "label", "text"), title),
            .returning(header),
        ]
    }

    /// The title of the section at `indexPath.section`; `self` in a closure that holds the
    /// view controller weakly.
    private func title(self inClosure: Bool) -> SwiftExpression {
        func owner(_ member: ControllerMember) -> SwiftExpression {
            inClosure ? ModelPieces.weakSelf(member) : .controller(member)
        }
        let section = ModelPieces.indexPath("section")
        switch titles {
        case .sections:
            return .access(.subscripted(owner(.sections), section), "title")
        case .fetchedSections:
            return .access(
                .subscripted(
                    .access(owner(.fetchedResultsController), "sections"), section, optional: true),
                "name")
        case .sectionIdentifiers:
            return ios >= ModelCode.sectionIdentifierSince
                ? .method(owner(.dataSource), "sectionIdentifier", [SwiftArgument("for", section)])
                : .subscripted(
                    .access(.method(owner(.dataSource), "snapshot"), "sectionIdentifiers"), section)
        }
    }
}
