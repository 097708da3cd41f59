/// The variable parts of one exception text: the numbers, identifiers and lists a builder in
/// `ExceptionReason` or `DiffableReason` prints. `ReasonCatalog` turns them into the text;
/// `ReasonRecognizer` reads them back out of a text.
public struct ReasonArguments: Hashable, Sendable {
    /// Section, row and count numbers, in the order the kind's builder takes them (an index
    /// path is two numbers: its section, then its row).
    public var numbers: [Int]
    /// Single identifiers (a destination, a missing item).
    public var identifiers: [String]
    /// A list of identifiers (the duplicates, the sections that exist).
    public var identifierList: [String]
    /// The data source's item counts per section before the updates.
    public var countsBefore: [Int]
    /// The data source's item counts per section after the updates.
    public var countsAfter: [Int]
    /// The updates of the batch, as the text lists them.
    public var updates: [BatchUpdateEntry]
    /// Whether the identifiers are values of the app's own type, printed as they describe
    /// themselves (`MyApp.Item(id: 3)`), not strings.
    public var identifiersAreValues = false

    /// Collects the parts of a text.
    public init(
        numbers: [Int] = [], identifiers: [String] = [], identifierList: [String] = [],
        countsBefore: [Int] = [], countsAfter: [Int] = [], updates: [BatchUpdateEntry] = []
    ) {
        self.numbers = numbers
        self.identifiers = identifiers
        self.identifierList = identifierList
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
        self.updates = updates
    }

    /// The number at `index`, or 0 when the text has fewer.
    public func number(_ index: Int) -> Int { index < numbers.count ? numbers[index] : 0 }

    /// The index path made of the numbers at `index` (section) and `index + 1` (row).
    public func indexPath(_ index: Int) -> IndexPath {
        IndexPath(row: number(index + 1), section: number(index))
    }

    /// The identifier at `index`, or an empty string.
    public func identifier(_ index: Int) -> String {
        index < identifiers.count ? identifiers[index] : ""
    }
}
