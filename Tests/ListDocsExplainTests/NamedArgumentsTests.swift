import ListDocsEngine
import Testing

@testable import ListDocsExplain

/// Explain reads a message's numbers by what they mean; a number the message does not give
/// is an error that names it, where a read by position used to answer 0.
@Suite struct NamedArgumentsTests {
    @Test func aGivenNumberIsReadByItsName() throws {
        let a = ReasonArguments(numbers: [1, 4, 3])
        let (path, count) = try a.pathAndCount()
        #expect(path == IndexPath(row: 4, section: 1) && count == 3)
        let (section, sections) = try a.sectionAndCount()
        #expect(section == 1 && sections == 4)
    }

    @Test func aMissingNumberIsAnErrorThatNamesIt() {
        #expect {
            try ReasonArguments(numbers: [3]).sectionAndCount()
        } throws: { error in
            (error as? Irreconcilable)?.message
                == "the message does not give the number of sections"
        }
        #expect {
            try ReasonArguments(numbers: [0, 1, 2]).rowMove()
        } throws: { error in
            (error as? Irreconcilable)?.message
                == "the message does not give the row of the destination"
        }
        #expect(throws: Irreconcilable.self) {
            try ReasonArguments(identifiers: ["Kiwi"]).givenIdentifier(1, "the other identifier")
        }
    }

    @Test func theOldestRowCountTextCountsNoMoves() throws {
        let old = try ReasonArguments(numbers: [0, 3, 2, 0, 0]).rowArithmetic()
        #expect(old.movedIn == 0 && old.movedOut == 0 && old.after == 3 && old.before == 2)
        let modern = try ReasonArguments(numbers: [0, 3, 2, 0, 0, 1, 0]).rowArithmetic()
        #expect(modern.movedIn == 1)
        #expect(throws: Irreconcilable.self) {
            try ReasonArguments(numbers: [0, 3, 2, 0]).rowArithmetic()
        }
    }
}
