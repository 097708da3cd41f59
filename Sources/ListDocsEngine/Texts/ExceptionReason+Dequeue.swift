/// The text of dequeuing a cell whose reuse identifier nothing was registered for: the same
/// words on every version listdocs models (reports from iOS 6 to 17 quote them), raised by
/// UIKit's assertion handler in the view's dequeue method (`AssertionSite`). The binaries'
/// bodies were not read; the 26.1 image lists the methods.
extension ExceptionReason {
    func unregisteredReuseIdentifier(_ identifier: String) -> UIKitException {
        switch view {
        case .table:
            .init(
                .unregisteredReuseIdentifier,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        case .collection:
            .init(
                .unregisteredReuseIdentifier,
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
    }
}
