import ListDocsEngine
import ListDocsScript

/// The model block of a fetched-results table-view walkthrough on a page that shows
/// Objective-C (iOS 7 and earlier): the `Item` entity's class as Xcode generated it, the
/// controller made when first asked for, the sort key the steps' new and moved objects
/// take, the data source read from the controller's sections, and the delegate the steps
/// stand for (`delegate=rows-only` leaves out the section callback, the classic bug).
/// Before iOS 5 a table view had no `moveRowAtIndexPath:toIndexPath:`: the delegate
/// deletes the row and inserts it again, as Apple's templates of the time did.
enum ObjectiveCFetchedResultsCode {
    /// The entity's class and the view controller's interface.
    static func preamble(className: String) -> [String] {
        [
            "// The Core Data entity's class, as Xcode generates it. One fetched section per",
            "// group; the store holds an Item per row of the first state, its section's title",
            "// as group, the section's index as groupPosition, the row's as position.",
            "@interface Item : NSManagedObject",
            "@property (nonatomic, copy) NSString *title;",
            "@property (nonatomic, copy) NSString *group;",
            "@property (nonatomic) double position;",
            "@property (nonatomic) double groupPosition;", "@end", "",
            "@implementation Item", "@dynamic title, group, position, groupPosition;", "@end", "",
            "@interface \(className) : UITableViewController <NSFetchedResultsControllerDelegate>",
            "@property (nonatomic, strong) NSManagedObjectContext *context;  // the container's",
            "@property (nonatomic, strong) NSFetchedResultsController *fetchedResultsController;",
            "@end", "", "@implementation \(className)",
        ]
    }

    /// The implementation's members up to the steps' methods.
    static func members(
        ios: UIKitVersion, reuse: CellReuse, delegate: FetchedResultsDelegateStyle,
        animation: RowAnimation
    ) -> [String] {
        controller + [""] + sortKey + [""] + dataSource(ios: ios, reuse: reuse) + [""]
            + delegateMethods(
                sections: delegate != .rowsOnly,
                animation: ObjectiveCSelector.constant(
                    ObjectiveCSelector.rowAnimation,
                    ObjectiveCTranslation.animation(animation, ios: ios)),
                moves: ios >= ObjectiveCTranslation.movesSince)
    }

    private static let controller = [
        "",
        "- (NSFetchedResultsController *)fetchedResultsController {",
        "    if (_fetchedResultsController == nil) {",
        "        NSFetchRequest *request = [NSFetchRequest fetchRequestWithEntityName:@\"Item\"];",
        "        request.sortDescriptors = @[",
        "            [NSSortDescriptor sortDescriptorWithKey:@\"groupPosition\" ascending:YES],",
        "            [NSSortDescriptor sortDescriptorWithKey:@\"position\" ascending:YES],",
        "        ];",
        "        _fetchedResultsController = [[NSFetchedResultsController alloc]",
        "            initWithFetchRequest:request managedObjectContext:self.context",
        "            sectionNameKeyPath:@\"group\" cacheName:nil];",
        "        _fetchedResultsController.delegate = self;",
        "        [_fetchedResultsController performFetch:nil];",
        "    }",
        "    return _fetchedResultsController;",
        "}",
    ]

    private static let sortKey = [
        "// A sort key between those of the objects before and after a place (nil: none there):",
        "// a new or moved object takes one, and no other object has to change.",
        "- (double)sortKeyBetween:(NSNumber *)before and:(NSNumber *)after {",
        "    if (before && after) return (before.doubleValue + after.doubleValue) / 2;",
        "    if (before) return before.doubleValue + 1;",
        "    if (after) return after.doubleValue - 1;",
        "    return 0;",
        "}",
    ]

    private static func dataSource(ios: UIKitVersion, reuse: CellReuse) -> [String] {
        var lines = ["- (void)viewDidLoad {", "    [super viewDidLoad];"]
        if ios >= ObjectiveCModelCode.registrationSince, let registered = reuse.registered {
            lines.append(
                "    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@\(SwiftPrinter.literal(registered))];"
            )
        }
        lines += [
            "}", "",
            "- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {",
            "    return [self.fetchedResultsController.sections count];", "}", "",
            "- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {",
            "    return [[self.fetchedResultsController.sections objectAtIndex:section] numberOfObjects];",
            "}", "",
            "- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {",
            "    return [[self.fetchedResultsController.sections objectAtIndex:section] name];",
            "}",
            "",
            "- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {",
        ]
        lines += ObjectiveCModelCode.cell(
            ios: ios, reuse: reuse,
            text:
                "cell.textLabel.text = [[self.fetchedResultsController objectAtIndexPath:indexPath] title];"
        ).map { "    " + $0 }
        return lines + ["}"]
    }

    /// The four methods the steps stand for, the section one unless `sections` is false.
    private static func delegateMethods(sections: Bool, animation: String, moves: Bool)
        -> [String]
    {
        let with = "withRowAnimation:\(animation)"
        var lines = [
            "// NSFetchedResultsControllerDelegate",
            "- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller {",
            "    [self.tableView beginUpdates];", "}", "",
        ]
        if sections {
            lines += [
                "- (void)controller:(NSFetchedResultsController *)controller didChangeSection:(id<NSFetchedResultsSectionInfo>)sectionInfo",
                "           atIndex:(NSUInteger)sectionIndex forChangeType:(NSFetchedResultsChangeType)type {",
                "    NSIndexSet *sections = [NSIndexSet indexSetWithIndex:sectionIndex];",
                "    switch (type) {",
                "        case NSFetchedResultsChangeInsert: [self.tableView insertSections:sections \(with)]; break;",
                "        case NSFetchedResultsChangeDelete: [self.tableView deleteSections:sections \(with)]; break;",
                "        default: break;",
                "    }", "}", "",
            ]
        }
        let move =
            moves
            ? [
                "        case NSFetchedResultsChangeMove:",
                "            [self.tableView moveRowAtIndexPath:indexPath toIndexPath:newIndexPath];",
                "            // A changed object that also sorts elsewhere is reported as a move alone:",
                "            // show it as it is now in the cell that moves.",
                "            [self.tableView cellForRowAtIndexPath:indexPath].textLabel.text = [anObject title];",
                "            break;",
            ]
            : [
                "        case NSFetchedResultsChangeMove:  // no moves before iOS 5: out and in again",
                "            [self.tableView deleteRowsAtIndexPaths:@[indexPath] \(with)];",
                "            [self.tableView insertRowsAtIndexPaths:@[newIndexPath] \(with)];",
                "            break;",
            ]
        return lines + [
            "- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject",
            "       atIndexPath:(NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type",
            "      newIndexPath:(NSIndexPath *)newIndexPath {",
            "    switch (type) {",
            "        case NSFetchedResultsChangeInsert: [self.tableView insertRowsAtIndexPaths:@[newIndexPath] \(with)]; break;",
            "        case NSFetchedResultsChangeDelete: [self.tableView deleteRowsAtIndexPaths:@[indexPath] \(with)]; break;",
            "        case NSFetchedResultsChangeUpdate: [self.tableView reloadRowsAtIndexPaths:@[indexPath] \(with)]; break;",
        ] + move + [
            "    }", "}", "",
            "- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller {",
            "    [self.tableView endUpdates];", "}",
        ]
    }
}
