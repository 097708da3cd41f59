import ListDocsEngine
import ListDocsScript

/// A collection view's part of an Objective-C page's model block (iOS 6 and 7): the flow
/// layout the pictures draw, the data source's cell and header methods.
enum ObjectiveCCollectionCode {
    typealias Arrangement = ObjectiveCModelCode.CollectionArrangement

    /// What `viewDidLoad` adds after the cell class: the layout, and the header class.
    static func viewDidLoad(_ arrangement: Arrangement) -> [String] {
        var lines = ["self.collectionView.collectionViewLayout = [self makeLayout];"]
        if arrangement.headers {
            lines.append(
                "[self.collectionView registerClass:[HeaderView class] forSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:@\"Header\"];"
            )
        }
        return lines
    }

    /// The layout method and the data source's methods.
    static func members(_ arrangement: Arrangement, reuse: CellReuse) -> [String] {
        var lines =
            layout(arrangement) + [
                "",
                "- (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView {",
                "    return [self.sections count];", "}", "",
                "- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {",
                "    return [[self itemsInSection:section] count];", "}", "",
                "- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {",
            ]
        lines += cell(reuse).map { "    " + $0 }
        lines.append("}")
        if arrangement.headers {
            lines += [
                "",
                "- (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {",
                "    HeaderView *header = [collectionView dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:@\"Header\" forIndexPath:indexPath];",
                "    header.label.text = [[self.sections objectAtIndex:indexPath.section] title];",
                "    return header;", "}",
            ]
        }
        return lines
    }

    /// `makeLayout`: tiles of a third of the width (or the grid's columns), or rows a line.
    private static func layout(_ arrangement: Arrangement) -> [String] {
        let headers = arrangement.headers ? ", a header above each section" : ""
        let width = "self.collectionView.bounds.size.width"
        var lines: [String]
        switch arrangement.layout {
        case .grid:
            let columns = arrangement.columns
            lines = [
                "// The layout the pictures draw: \(columns) tile\(columns == 1 ? "" : "s") a row\(headers).",
                "- (UICollectionViewLayout *)makeLayout {",
                "    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];",
                "    CGFloat side = \(columns == 1 ? width : "\(width) / \(columns)");",
                "    layout.itemSize = CGSizeMake(side, side);",
            ]
        case .list:
            lines = [
                "// The layout the pictures draw: one row a line\(headers).",
                "- (UICollectionViewLayout *)makeLayout {",
                "    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];",
                "    layout.itemSize = CGSizeMake(\(width), \(CollectionLayoutCode.rowHeight));",
            ]
        }
        lines += ["    layout.minimumInteritemSpacing = 0;", "    layout.minimumLineSpacing = 0;"]
        if arrangement.headers {
            lines.append(
                "    layout.headerReferenceSize = CGSizeMake(\(width), \(CollectionLayoutCode.headerHeight));"
            )
        }
        return lines + ["    return layout;", "}"]
    }

    /// The cell method's body: the cell dequeued (or made by hand, or a second one dequeued
    /// and kept), its text, its return.
    private static func cell(_ reuse: CellReuse) -> [String] {
        let dequeue =
            "[collectionView dequeueReusableCellWithReuseIdentifier:@\(SwiftPrinter.literal(reuse.dequeued)) forIndexPath:indexPath]"
        let text =
            "cell.label.text = [[self itemsInSection:indexPath.section] objectAtIndex:indexPath.item];"
        switch reuse.dequeue {
        case .once, .returnsNil:
            return ["LabelCell *cell = \(dequeue);", text, "return cell;"]
        case .none:
            return [
                "LabelCell *cell = [[LabelCell alloc] initWithFrame:CGRectZero];  // made by hand, not dequeued",
                text, "return cell;",
            ]
        case .extra:
            return [
                "\(dequeue);  // a second cell, never returned", "LabelCell *cell = \(dequeue);",
                text,
                "return cell;",
            ]
        }
    }
}
