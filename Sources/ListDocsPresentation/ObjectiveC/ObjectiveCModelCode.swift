import ListDocsEngine
import ListDocsScript

/// The model block of a table-view walkthrough whose page shows Objective-C (iOS 7 and
/// earlier): the `Section` class the rows live in, the view controller's interface, and the
/// start of its implementation with the data-source methods, in the idiom of those years
/// (before iOS 6 a cell is dequeued without an index path and made when none is waiting).
/// The walkthrough's methods and the closing `@end` follow (`ControllerDeclaration`).
enum ObjectiveCModelCode {
    /// The first version whose table view registers cell classes and dequeues with an index
    /// path (`registerClass:forCellReuseIdentifier:`, `…forIndexPath:`).
    static let registrationSince = UIKitVersion(6)

    /// What stands before the implementation: the section class, a collection view's cell
    /// and header classes, and the interface.
    static func preamble(className: String, view: ListViewKind, headers: Bool) -> [String] {
        let elements = view.elements
        var lines = [
            "// A section of the list: its title and its \(elements)",
            "@interface Section : NSObject",
            "@property (nonatomic, copy) NSString *title;",
            "@property (nonatomic, strong) NSMutableArray *\(elements);",
            "+ (Section *)sectionWithTitle:(NSString *)title \(elements):(NSArray *)\(elements);",
            "@end", "",
            "@implementation Section",
            "+ (Section *)sectionWithTitle:(NSString *)title \(elements):(NSArray *)\(elements) {",
            "    Section *section = [[Section alloc] init];", "    section.title = title;",
            "    section.\(elements) = [\(elements) mutableCopy];", "    return section;", "}",
            "@end",
            "",
        ]
        if view == .collection {
            lines += labelledView(
                "LabelCell", base: "UICollectionViewCell",
                comment: "The app's cell: a label filling the cell (its layout code left out)")
            if headers {
                lines += labelledView(
                    "HeaderView", base: "UICollectionReusableView",
                    comment:
                        "The app's section header: a label filling the view (its layout code left out)"
                )
            }
        }
        let base = view == .table ? "UITableViewController" : "UICollectionViewController"
        return lines + [
            "@interface \(className) : \(base)",
            "@property (nonatomic, strong) NSMutableArray *sections;", "@end", "",
            "@implementation \(className)",
        ]
    }

    /// A view class of the app's with a label.
    private static func labelledView(_ name: String, base: String, comment: String) -> [String] {
        [
            "// " + comment, "@interface \(name) : \(base)",
            "@property (nonatomic, strong) UILabel *label;", "@end", "", "@implementation \(name)",
            "- (instancetype)initWithFrame:(CGRect)frame {",
            "    self = [super initWithFrame:frame];", "    if (self) {",
            "        _label = [[UILabel alloc] init];", "    }", "    return self;", "}", "@end",
            "",
        ]
    }

    /// How a collection view's pictures arrange it: the layout, how many tiles a row, and
    /// whether its sections have headers.
    struct CollectionArrangement: Sendable {
        var layout: CollectionLayout
        var columns: Int
        var headers: Bool
    }

    /// The implementation's members: the rows (items) accessor, `viewDidLoad`, a collection
    /// view's layout, the data source.
    static func members(
        initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        reorders: Bool, collection: CollectionArrangement? = nil
    ) -> [String] {
        let accessor = view == .table ? "rowsInSection" : "itemsInSection"
        var lines = [
            "", "- (NSMutableArray *)\(accessor):(NSInteger)section {",
            "    return [[self.sections objectAtIndex:section] \(view.elements)];", "}", "",
        ]
        lines += viewDidLoad(initial, view: view, ios: ios, reuse: reuse, collection: collection)
        if let collection {
            return lines + [""] + ObjectiveCCollectionCode.members(collection, reuse: reuse)
        }
        lines += [
            "", "- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {",
            "    return [self.sections count];", "}", "",
            "- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {",
            "    return [[self rowsInSection:section] count];", "}", "",
            "- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {",
            "    NSString *title = [[self.sections objectAtIndex:section] title];",
            "    return [title length] > 0 ? title : nil;  // an untitled section has no header",
            "}", "",
            "- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {",
        ]
        lines += cell(
            ios: ios, reuse: reuse,
            text:
                "cell.textLabel.text = [[self rowsInSection:indexPath.section] objectAtIndex:indexPath.row];"
        ).map { "    " + $0 }
        lines.append("}")
        if reorders {
            lines += [
                "", "// The rows show reorder controls while the table view is editing",
                "- (BOOL)tableView:(UITableView *)tableView canMoveRowAtIndexPath:(NSIndexPath *)indexPath {",
                "    return YES;", "}",
            ]
        }
        return lines
    }

    private static func viewDidLoad(
        _ initial: SectionedList, view: ListViewKind, ios: UIKitVersion, reuse: CellReuse,
        collection: CollectionArrangement?
    ) -> [String] {
        var lines = ["- (void)viewDidLoad {", "    [super viewDidLoad];"]
        if initial.sections.isEmpty {
            lines.append("    self.sections = [NSMutableArray array];")
        } else {
            lines.append("    self.sections = [@[")
            for section in initial.sections {
                let rows = section.rows.map { "@" + SwiftPrinter.literal($0) }.joined(
                    separator: ", ")
                lines.append(
                    "        [Section sectionWithTitle:@\(SwiftPrinter.literal(section.title)) \(view.elements):@[\(rows)]],"
                )
            }
            lines.append("    ] mutableCopy];")
        }
        let registers = view == .collection || ios >= registrationSince
        if let registered = reuse.registered, registers {
            lines.append(
                view == .table
                    ? "    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@\(SwiftPrinter.literal(registered))];"
                    : "    [self.collectionView registerClass:[LabelCell class] forCellWithReuseIdentifier:@\(SwiftPrinter.literal(registered))];"
            )
        } else if registers {
            lines.append(
                "    // no cell class is registered for reuse (a storyboard's prototype cell would name its own)"
            )
        }
        if let collection {
            lines += ObjectiveCCollectionCode.viewDidLoad(collection).map { "    " + $0 }
        }
        return lines + ["}"]
    }

    /// The cell method's body: the cell got as the app gets it, its text, and its return.
    static func cell(ios: UIKitVersion, reuse: CellReuse, text: String) -> [String] {
        let identifier = "@" + SwiftPrinter.literal(reuse.dequeued)
        let made =
            "[[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:\(identifier)]"
        let dequeue =
            ios >= registrationSince
            ? "[tableView dequeueReusableCellWithIdentifier:\(identifier) forIndexPath:indexPath]"
            : "[tableView dequeueReusableCellWithIdentifier:\(identifier)]"
        let waiting =
            ios >= registrationSince ? [] : ["if (cell == nil) {", "    cell = \(made);", "}"]
        switch reuse.dequeue {
        case .once:
            return ["UITableViewCell *cell = \(dequeue);"] + waiting + [text, "return cell;"]
        case .none:
            return [
                "// Made by hand, not dequeued: a table view takes it (and reuses nothing).",
                "UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];",
                text, "return cell;",
            ]
        case .extra:
            return [
                "\(dequeue);  // a second cell, never returned",
                "UITableViewCell *cell = \(dequeue);",
            ]
                + waiting + [text, "return cell;"]
        case .returnsNil:
            return [
                "// Nothing made when no cell is waiting for reuse: the first time, this is nil,",
                "// which UIKit does not take.",
                "UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:\(identifier)];",
                "return cell;",
            ]
        }
    }

    /// The opening line of a method that holds step code.
    static func opening(_ method: ObjectiveCMethod) -> String {
        switch method {
        case .step(let n): "- (void)step\(n) {"
        case .action(let name): "- (IBAction)\(name):(UIBarButtonItem *)sender {"
        case .select(.table):
            "- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {"
        case .select(.collection):
            "- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {"
        case .commit:
            "- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath {"
        case .move:
            "- (void)tableView:(UITableView *)tableView moveRowAtIndexPath:(NSIndexPath *)sourceIndexPath toIndexPath:(NSIndexPath *)destinationIndexPath {"
        }
    }
}

/// A method of the view controller that holds step code, on an Objective-C page.
enum ObjectiveCMethod: Hashable, Sendable {
    /// The app's own code for a step, `step3`.
    case step(Int)
    /// A button's action, `deleteTapped:`.
    case action(String)
    case select(ListViewKind)
    /// Swipe to delete: `tableView:commitEditingStyle:forRowAtIndexPath:`.
    case commit
    /// A drag: `tableView:moveRowAtIndexPath:toIndexPath:`.
    case move

    /// How Objective-C names it.
    var selector: String {
        switch self {
        case .step(let n): "step\(n)"
        case .action(let name): name + ":"
        case .select(.table): "tableView:didSelectRowAtIndexPath:"
        case .select(.collection): "collectionView:didSelectItemAtIndexPath:"
        case .commit: "tableView:commitEditingStyle:forRowAtIndexPath:"
        case .move: "tableView:moveRowAtIndexPath:toIndexPath:"
        }
    }
}
