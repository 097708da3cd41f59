/// Crash texts as developers posted them in public issue trackers, each with where it was
/// posted and the shape it was in (a console line, a crash-reporting service's title, a
/// quote in a comment). The texts are UIKit's, as printed; only the wrapping is the poster's.
enum RealReports {
    struct Report {
        var source: String
        var shape: String
        var text: String
    }

    static let all: [Report] = [
        Report(
            source: "https://github.com/icodesign/Potatso-Project/issues/55",
            shape: "HockeyApp report",
            text:
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
        ),
        Report(
            source: "https://github.com/dennisreimann/ioctocat/issues/250",
            shape: "HockeyApp report in Markdown, the first * escaped",
            text:
                "**\\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (0) must be equal to the number of rows contained in that section before the update (30), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
        ),
        Report(
            source: "https://github.com/dennisreimann/ioctocat/issues/384",
            shape: "HockeyApp report in Markdown",
            text:
                "**\\* Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 3.  The number of rows contained in an existing section after the update (34) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
        ),
        Report(
            source: "https://github.com/mikaoj/BSImagePicker/issues/329",
            shape: "Crashlytics title and reason",
            text:
                "Fatal Exception: NSInternalInconsistencyException\nInvalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1260) must be equal to the number of items contained in that section before the update (1245), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        ),
        Report(
            source: "https://github.com/firebase/codelab-friendlychat-web/issues/48",
            shape: "part of the console line",
            text:
                "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
        ),
        Report(
            source: "https://github.com/woocommerce/woocommerce-ios/issues/2617",
            shape: "Sentry issue",
            text:
                "NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (12) must be equal to the number of rows contained in that section before the update (11), plus or minus the number of rows inserted or deleted from that section (2 inserted, 2 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).\n  ?, in <redacted>\n  ?, in <redacted>\n(51 additional frame(s) were not displayed)"
        ),
        Report(
            source: "https://github.com/CatchChat/Yep/issues/673",
            shape: "Buddybuild report",
            text:
                "Exception Class: **NSInternalInconsistencyException**\n```\nattempt to delete row 1 from section 0 which only contains 1 rows before the update\n```"
        ),
        Report(
            source: "https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/40",
            shape: "console line without its stars, and the stack",
            text:
                "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).'\n*** First throw call stack:\n(\n\t0   CoreFoundation                      0x008a5746 __exceptionPreprocess + 182\n\t4   UIKit                               0x00f79cfc -[UITableView _endCellAnimationsWithContext:] + 13530\n\t6   UIKit                               0x00f90dc1 -[UITableView insertRowsAtIndexPaths:withRowAnimation:] + 56"
        ),
        Report(
            source: "https://github.com/deltachat/deltachat-ios/issues/1142",
            shape: "reason quoted in a comment",
            text:
                "> Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        ),
        Report(
            source: "https://github.com/wordpress-mobile/WordPress-iOS/issues/3966",
            shape: "crash report's Application Specific Information",
            text:
                "Application Specific Information:\n*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (45) must be equal to the number of rows contained in that section before the update (44), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'\n\nLast Exception Backtrace:\n0   CoreFoundation                       0x00000001858642d8 __exceptionPreprocess + 132\n4   UIKit                                0x000000018a48aec8 -[UITableView _endCellAnimationsWithContext:] + 10568"
        ),
        Report(
            source: "https://github.com/SwipeCellKit/SwipeCellKit/issues/76",
            shape: "console line quoted in an issue",
            text:
                "> *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
        ),
        Report(
            source: "https://github.com/5calls/ios/issues/57",
            shape: "Crashlytics reason quoted, with a trailing space",
            text:
                "> attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update "
        ),
        Report(
            source: "https://github.com/mozilla-mobile/focus-ios/issues/774",
            shape: "console line with its stack",
            text:
                "> *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (8), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'\n*** First throw call stack:\n(\n\t4   UIKit                               0x000000010744a6b2 -[UITableView _endCellAnimationsWithContext:] + 19406\n\t5   UIKit                               0x0000000107464d25 -[UITableView endUpdates] + 75"
        ),
        Report(
            source: "https://github.com/nghialv/Hakuba/issues/27",
            shape: "bare reason in a code block",
            text:
                "```\nInvalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).\n```"
        ),
        Report(
            source: "https://github.com/lionheart/openradar-mirror/issues/17863",
            shape: "radar text",
            text:
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"
        ),
        Report(
            source: "https://github.com/toggl/mobileapp/pull/3646",
            shape: "reason in a pull request, without its final period",
            text:
                "`Invalid update: invalid number of sections. The number of sections contained in the table view after the update (56) must be equal to the number of sections contained in the table view before the update (57), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)`"
        ),
    ]
}
