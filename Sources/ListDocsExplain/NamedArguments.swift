import ListDocsEngine

/// The numbers of a message read back by what they mean, where its kind's builder prints
/// them (`ReasonCatalog` passes them in the same order): each reading names its numbers, and
/// a number the message does not give is an `Irreconcilable` that says which, never a 0.
extension ReasonArguments {
    /// The number at `slot`; `name` says what it is when the message does not give it.
    func given(_ slot: Int, _ name: String) throws(Irreconcilable) -> Int {
        guard slot < numbers.count else {
            throw Irreconcilable(message: "the message does not give \(name)")
        }
        return numbers[slot]
    }

    /// The index path of the numbers at `slot` (its section) and `slot + 1` (its row).
    func givenPath(_ slot: Int, _ name: String) throws(Irreconcilable) -> IndexPath {
        IndexPath(row: try given(slot + 1, "the row of \(name)"), section: try given(slot, name))
    }

    /// The identifier at `slot`; `name` says what it is when the message does not give it.
    func givenIdentifier(_ slot: Int, _ name: String) throws(Irreconcilable) -> String {
        guard slot < identifiers.count else {
            throw Irreconcilable(message: "the message does not give \(name)")
        }
        return identifiers[slot]
    }

    /// The one section a message names: `[section]`.
    func section() throws(Irreconcilable) -> Int { try given(0, "the section") }

    /// The one index path a message names: `[section, row]`.
    func path() throws(Irreconcilable) -> IndexPath { try givenPath(0, "the index path") }

    /// A section and the count it was checked against: `[section, count]`.
    func sectionAndCount() throws(Irreconcilable) -> (section: Int, count: Int) {
        (try given(0, "the section"), try given(1, "the number of sections"))
    }

    /// An index path and the count it was checked against, sections or rows: `[section,
    /// row, count]`.
    func pathAndCount() throws(Irreconcilable) -> (path: IndexPath, count: Int) {
        (try givenPath(0, "the index path"), try given(2, "the count"))
    }

    /// A section moved to a destination, and the number of sections after the update:
    /// `[section, destination, count]`.
    func sectionMove() throws(Irreconcilable) -> (section: Int, destination: Int, count: Int) {
        (
            try given(0, "the section moved"), try given(1, "the destination"),
            try given(2, "the number of sections")
        )
    }

    /// A row moved to a destination, and the count after the update: `[section, row,
    /// section, row, count]`.
    func rowMove() throws(Irreconcilable) -> (from: IndexPath, to: IndexPath, count: Int) {
        (
            try givenPath(0, "the row moved"), try givenPath(2, "the destination"),
            try given(4, "the count")
        )
    }

    /// One source moved to two destinations, or two sources to one: three sections.
    func threeSections() throws(Irreconcilable) -> (Int, Int, Int) {
        (try given(0, "the first section"), try given(1, "the second"), try given(2, "the third"))
    }

    /// The same of rows: three index paths.
    func threePaths() throws(Irreconcilable) -> (IndexPath, IndexPath, IndexPath) {
        (
            try givenPath(0, "the first index path"), try givenPath(2, "the second"),
            try givenPath(4, "the third")
        )
    }

    /// The section count text's arithmetic: `[after, before, inserted, deleted]`.
    func sectionArithmetic() throws(Irreconcilable) -> (
        after: Int, before: Int, inserted: Int, deleted: Int
    ) {
        (
            try given(0, "the sections after"), try given(1, "the sections before"),
            try given(2, "the sections inserted"), try given(3, "the sections deleted")
        )
    }

    /// The row count text's arithmetic: `[section, after, before, inserted, deleted, moved
    /// in, moved out]`. The texts of the oldest versions end at the deleted rows: they count
    /// no moves, which is none moved.
    func rowArithmetic() throws(Irreconcilable) -> (
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
        movedOut: Int
    ) {
        let countsMoves = numbers.count > 5
        return (
            try given(0, "the section"), try given(1, "the rows after"),
            try given(2, "the rows before"), try given(3, "the rows inserted"),
            try given(4, "the rows deleted"),
            countsMoves ? try given(5, "the rows moved in") : 0,
            countsMoves ? try given(6, "the rows moved out") : 0
        )
    }
}
