import ListDocsEngine

/// A parsed edit script: the walkthrough's attributes and its statements in order.
public struct Script: Hashable, Sendable {
    /// The info-string attributes.
    public var attributes: ScriptAttributes
    /// The top-level statements.
    public var statements: [Statement]
}

/// The attributes of a `listdocs` info string.
public struct ScriptAttributes: Hashable, Sendable {
    /// `title="…"`: the walkthrough's caption.
    public var title: String?
    /// `id=`: the walkthrough's name on its page, so that links to it (`#id-step-3`) survive
    /// edits that add or move other walkthroughs; nil for the positional one.
    public var id: String?
    /// `source=array|fetched-results`.
    public var source: DataSourceMode = .array
    /// `animation=NAME`: the animation of calls that name none.
    public var animation: RowAnimation = .automatic
    /// `ios=N` or `ios=N.M`: the iOS version to reproduce.
    public var ios: UIKitVersion = .default
    /// `sdk=N` or `sdk=N.M`: the iOS SDK the app is built with; nil when not given (then
    /// the walkthrough's `ios`, see `linkedSDK`).
    public var sdk: UIKitVersion?
    /// `view=table|collection`: the list view the walkthrough drives.
    public var view: ListViewKind = .table
    /// `layout=grid|list`: how a collection view draws its items. Without it, a grid, but
    /// for a walkthrough whose section snapshots give items children: an outline is a list
    /// (`ScriptParser.outlineLayout`).
    public var layout: CollectionLayout = .grid
    /// Whether the info string gave `layout=`.
    public var layoutGiven = false
    /// `columns=N`: the columns of a grid layout.
    public var columns: Int = 3
    /// `visible=N`: the screen holds N rows (items), and only those have cells; nil: every
    /// row is on screen.
    public var visibleRows: Int?
    /// `hashable=`: how the item identifier type implements `Hashable` (`source=diffable`).
    public var hashable: HashableStyle = .identifier
    /// `identifiers=values`: the diffable identifiers are values of the app's own type (a
    /// struct, an enum case), which UIKit prints as they describe themselves, not strings.
    public var identifiersAreValues = false
    /// `count-text=batch|classic`: which of UIKit's two count texts a mismatch raises from
    /// iOS 16.4, where listdocs' rule is not established.
    public var countText = CountText.rule
    /// `delegate=`: the `NSFetchedResultsControllerDelegate` of a fetched-results
    /// walkthrough, which turns the controller's reports into view updates.
    public var delegate: FetchedResultsDelegateStyle = .complete

    /// `cell=NAME` and `register=NAME` (or `register=none`): the reuse identifier the data
    /// source dequeues, and the one `viewDidLoad()` registers; both `Cell` by default, and
    /// `register` follows `cell` when only `cell` is given.
    public var cellReuse = CellReuse()

    /// Attributes with their defaults.
    public init() {}

    /// The SDK the app is built with: `sdk=` when given, otherwise the version it runs on.
    public var linkedSDK: UIKitVersion { sdk ?? ios }
}

/// How a collection walkthrough draws its items: tiles in a grid, or one column like
/// `UICollectionLayoutListConfiguration`.
public enum CollectionLayout: String, CaseIterable, Hashable, Sendable {
    case grid, list
}

/// One line of a script (with its block, for `state`, `batch`, `expect` and `diff to`).
public struct Statement: Hashable, Sendable {
    /// What the line says.
    public var command: Command
    /// Where the line's first word is.
    public var location: SourceLocation
    /// The line as written (without indentation and comment), for captions and code.
    public var text: String

    /// A line; one made by code (for `ScriptWriter`) has no location and no text yet.
    public init(command: Command, location: SourceLocation = .unplaced, text: String = "") {
        self.command = command
        self.location = location
        self.text = text
    }
}

/// The forms of the language.
public indirect enum Command: Hashable, Sendable {
    /// `state`: the initial list.
    case state(SectionedList)
    /// A change made to the data source and told to the table view in one line.
    case update(CombinedUpdate)
    /// `table …`: a call made on the table view only.
    case table(TableViewCall, [Located<IndexPath>], [Located<Int>])
    /// `data …`: a change made to the data source only.
    case data(DataEdit)
    /// `batch "caption"`: the block's lines are one update.
    case batch(caption: String?, [Statement])
    /// `delete object …`, `insert object …`, `move object …`, `update object …`: a change
    /// to the managed objects of a fetched-results walkthrough; on its own a save, in a
    /// batch one change of a save.
    case object(ObjectChange)
    /// A `completion` block after a `batch` or an `apply`: lines that run in the completion
    /// handler (`performBatchUpdates(_:completion:)`, `apply(_:animatingDifferences:completion:)`),
    /// once the update has been checked and animated.
    case completion([Statement])
    /// `expect` / `expect: …`: the list after the previous step.
    case expectState(SectionedList, shorthand: Bool)
    /// `expect screen`: what the screen shows after the previous step.
    case expectScreen(SectionedList, shorthand: Bool)
    /// `expect crash "…"`: the previous step crashes with a reason starting like this.
    case expectCrash(String)
    /// `expect stale`: the screen may differ from the data source after the previous step.
    case expectStale
    /// A step drawn for the reader that changes nothing.
    case narrative(Narrative)
    /// `diff to`: let the engine compute the batch that reaches this list.
    case diff(SectionedList, labels: [Located<String>])
    /// `snapshot` (`fresh`: `new snapshot`) with its indented edits (`source=diffable`).
    case snapshot(fresh: Bool, [SnapshotLine])
    /// `apply`, `apply without animation`, `apply using reload data`; with a block, the
    /// snapshot to build and apply.
    case apply(ApplyMode, SectionedList?)
    /// `apply in background` (and the other apply forms followed by `in background`): the
    /// same, called from a background queue.
    case applyFromBackground(ApplyMode, SectionedList?)
    /// `section snapshot` (a new `NSDiffableDataSourceSectionSnapshot`) or `section snapshot
    /// of "Fruit"` (the data source's for that section), with its indented edits
    /// (`source=diffable`, iOS 14).
    case sectionSnapshot(of: String?, [SectionSnapshotLine])
    /// `apply to "Fruit"`: the section snapshot edited last replaces that section's items.
    case applySectionSnapshot(to: String)
    /// `collection numberOfItems 2`, `collection layoutAttributes [1, 1]`: a question put
    /// to the collection view, which changes nothing (or raises); `scroll to row [0, 4]`:
    /// a scroll, which brings that row's cell into view.
    case query(ViewQuery)
    /// `delete selected rows` (`delete selected items`): the app deletes the rows the user
    /// selected (`indexPathsForSelectedRows`) from its model and from the view.
    case deleteSelected(RowAnimation)
}

/// A question the app, or its layout, puts to a list view, or a scroll it asks for. The view
/// answers from what it has loaded, not from the data source.
public enum ViewQuery: Hashable, Sendable {
    /// `collectionView.numberOfItems(inSection:)`.
    case numberOfItems(section: Int)
    /// A custom layout returns attributes for the cell at this index path.
    case layoutAttributes(IndexPath)
    /// `scrollToRow(at:at:animated:)` (`scrollToItem(at:at:animated:)`): the view checks the
    /// index path against what it has loaded, then asks the data source for that cell;
    /// with a `visible=` screen, the row ends at `position` on it; `animated: false` jumps
    /// there (how an app keeps the reader's place after adding rows above).
    case scrollTo(IndexPath, at: ScrollPosition = .middle, animated: Bool = true)
}

/// One edit of a `snapshot` block, where it is written, and its text.
public struct SnapshotLine: Hashable, Sendable {
    /// The snapshot call.
    public var edit: SnapshotEdit
    /// Where the line's first word is.
    public var location: SourceLocation
    /// The line as written.
    public var text: String

    /// An edit; one made by code (for `ScriptWriter`) has no location and no text yet.
    public init(edit: SnapshotEdit, location: SourceLocation = .unplaced, text: String = "") {
        self.edit = edit
        self.location = location
        self.text = text
    }
}

/// One edit of a `section snapshot` block, where it is written, and its text.
public struct SectionSnapshotLine: Hashable, Sendable {
    /// The section snapshot call.
    public var edit: SectionSnapshotEdit
    /// Where the line's first word is.
    public var location: SourceLocation
    /// The line as written.
    public var text: String

    /// An edit; one made by code (for `ScriptWriter`) has no location and no text yet.
    public init(
        edit: SectionSnapshotEdit, location: SourceLocation = .unplaced, text: String = ""
    ) {
        self.edit = edit
        self.location = location
        self.text = text
    }
}

/// A data-source change with the table-view call that announces it.
public enum CombinedUpdate: Hashable, Sendable {
    case deleteSections([Located<Int>], RowAnimation)
    case insertSection(Located<Int>, ListSection, RowAnimation)
    case moveSection(Located<Int>, to: Located<Int>)
    case reloadSections([Located<Int>], RowAnimation)
    case deleteRows([Located<IndexPath>], RowAnimation)
    case insertRows([Located<IndexPath>], labels: [String], RowAnimation)
    case moveRow(Located<IndexPath>, to: Located<IndexPath>)
    case reloadRows([Located<IndexPath>], labels: [String?], RowAnimation)
    case reloadData
}

/// A change to the data source alone, with array semantics, applied in the order written.
public enum DataEdit: Hashable, Sendable {
    case remove(Located<IndexPath>)
    case insert(String, at: Located<IndexPath>)
    case move(Located<IndexPath>, to: Located<IndexPath>)
    case set(Located<IndexPath>, String)
    case removeSection(Located<Int>)
    case insertSection(Located<Int>, ListSection)
    case moveSection(Located<Int>, to: Located<Int>)
    /// `data set "Kiwi" "Kiwi (ripe)"` (`source=diffable`): the model behind an
    /// identifier now has other content.
    case setContent(Located<String>, String)
}

/// What the reader sees happen that is not a table-view update.
public enum Narrative: Hashable, Sendable {
    /// `tap "Button"`.
    case tap(String)
    /// `tap row [s, r]` (`tap item …`): the user taps a row, which shows as selected.
    case tapRow(IndexPath)
    /// `tap row "Kiwi"` (`tap item "Kiwi"`, in a diffable walkthrough the item's identifier):
    /// the user taps the row that shows the label; the interpreter finds where it is and
    /// makes the step a `tapRow`.
    case tapRowShowing(String)
    /// `select row [s, r]`, `select rows …` (`item`/`items`): in a view that allows
    /// multiple selection, the user selects rows, which stay selected as the list changes.
    case select([IndexPath])
    /// `deselect row [s, r]`, `deselect rows …`: the user deselects them again.
    case deselect([IndexPath])
    /// `swipe row [s, r]`: swipe-to-delete reveals the Delete button; with `leading` or
    /// `trailing` and titles, the actions named.
    case swipe(IndexPath, SwipeActions = .delete)
    /// `confirm "Title" "Message"`: an action sheet asks.
    case confirm(title: String, message: String)
    /// `choose Delete` / `choose Cancel`.
    case choose(String)
    /// `drag row [s, r] to [s, r]` (`drag item …` in a collection view): the user moves a
    /// row with its reorder control or by drag and drop. The view moves it on screen
    /// itself, then calls the data source's `moveRowAt`, where only the model may change.
    case drag(from: IndexPath, to: IndexPath)
    /// `note "…"`: a caption for the next step.
    case note(String)
}

extension ScriptAttributes {
    /// The first version whose pages show the code in Swift: no Swift that writes today's
    /// UIKit names (Swift 3 on) targets iOS 7, and none targets earlier ones at all. Before
    /// it the code is Objective-C, which listdocs writes for an array data source and for a
    /// table view's fetched-results controller (`showsObjectiveC`); the language refuses a
    /// collection view's fetched-results walkthrough there.
    public static let objectiveCPagesBefore = UIKitVersion(8)

    /// The first version whose table view moves rows and sections (`moveRowAtIndexPath:…`,
    /// `moveSection:toSection:`): before it, a move is an error.
    public static let tableMovesSince = UIKitVersion(5)

    /// Whether the walkthrough's page shows its code in Objective-C.
    public var showsObjectiveC: Bool {
        ios < Self.objectiveCPagesBefore
            && (source == .array || (source == .fetchedResults && view == .table))
    }
}
