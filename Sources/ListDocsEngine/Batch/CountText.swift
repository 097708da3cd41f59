/// Which of UIKit's two texts a count mismatch raises from iOS 16.4, where the binaries read
/// do not hold the choice (`_UIDataSourceGenerateUpdateMaps` is in no dump): the classic
/// "Invalid update: invalid number of …" text or the multi-line "Invalid batch updates
/// detected" text. Reports go both ways: the batch text for counts that did not change
/// (Giphy#257, 25 items inserted on iOS 17 and 18; deltachat-ios#1901, one item inserted),
/// the classic text for counts that did (exyte/Chat#37).
public enum CountText: String, CaseIterable, Hashable, Sendable {
    /// listdocs' rule: the batch text when the data source's counts changed, the classic
    /// text when they did not.
    case rule
    /// The "Invalid batch updates detected" text, whatever the counts did.
    case batch
    /// The classic text, whatever the counts did.
    case classic
}
