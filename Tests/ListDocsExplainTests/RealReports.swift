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
        Report(
            source: "https://github.com/itsmeichigo/DateTimePicker/issues/91",
            shape: "console reason with the table view's whole description",
            text:
                "*** Terminating app due to uncaught exception 'NSRangeException', reason: 'Attempted to scroll the table view to an out-of-bounds row (72) when there are only 72 rows in section 0. Table view: <UITableView: 0x15e4a5000; frame = (127.5 146; 60 112); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x283080a20>; layer = <CALayer: 0x283ddecc0>; contentOffset: {0, 2863.5}; contentSize: {60, 2904}; adjustedContentInset: {0, 0, 0, 0}; dataSource: <DateTimePicker.DateTimePicker: 0x16023a0e0; frame = (0 337; 375 330); layer = <CALayer: 0x283cd8e20>>>'"
        ),
        Report(
            source: "https://github.com/Provenance-Emu/Provenance/issues/1876",
            shape: "App Center reason, name and colon first",
            text:
                "NSRangeException: Attempted to scroll the table view to an out-of-bounds row (0) when there are only 0 rows in section 3. Table view: <UITableView: 0x11a83a200; frame = (0 0; 390 787); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x2837a3960>; layer = <CALayer: 0x283fc9aa0>; contentOffset: {0, -31.666666666666668}; contentSize: {390, 796.66666603088379}; adjustedContentInset: {56, 0, 34, 0}; dataSource: <Provenance.CoreOptionsViewController: 0x119f1bf70>>"
        ),
        Report(
            source: "https://github.com/evgzor/CustomDatePickerView/issues/3",
            shape: "console line, iOS 7",
            text:
                "**\\* Terminating app due to uncaught exception 'NSRangeException', reason: '-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (30) beyond bounds (30) for section (0).'"
        ),
        Report(
            source: "https://github.com/zendesk/zendesk_sdk_chat_ios/issues/189",
            shape: "Crashlytics reason in backticks, its leading '-' lost",
            text:
                "NSRangeException \n\n`[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: row (2) beyond bounds (2) for section (0).`"
        ),
        Report(
            source: "https://github.com/Alua-Kinzhebayeva/iOS-PDF-Reader/issues/60",
            shape: "Crashlytics title",
            text:
                "NSInvalidArgumentException: attempt to scroll to invalid index path: <NSIndexPath: 0x174232ce0> {length = 2, path = 0 - 4}"
        ),
        Report(
            source: "https://github.com/chiahsien/CHTCollectionViewWaterfallLayout/issues/203",
            shape: "Xcode's banner",
            text:
                "Thread 1: \"Attempted to scroll the collection view to an out-of-bounds item (0) when there are only 0 items in section 0. Collection view: <UICollectionView: 0x7fa1680a3600; frame = (0 0; 428 751); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x6000012ff210>; layer = <CALayer: 0x600001c1e420>; contentOffset: {0, 0}; contentSize: {428, 10}; adjustedContentInset: {0, 0, 44, 0}; layout: <CHTCollectionViewWaterfallLayout.CHTCollectionViewWaterfallLayout: 0x7fa165f25090>; dataSource: <HomeListController: 0x7fa165f24b00>>.\""
        ),
        Report(
            source: "https://github.com/nuno/TiCollectionView/issues/81",
            shape: "Titanium's log, each line tagged [ERROR]",
            text:
                "[ERROR] :  The application has crashed with an uncaught exception 'NSInternalInconsistencyException'.\n[ERROR] :  Reason:\n[ERROR] :  could not dequeue a view of kind: UICollectionElementKindCell with identifier dealsTemplate - must register a nib or a class for the identifier or connect a prototype cell in a storyboard\n[ERROR] :  Stack trace:"
        ),
        Report(
            source: "https://github.com/kanaishinichi/TAXHeaderSheet/issues/8",
            shape: "bare reason in single quotes",
            text:
                "'could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"
        ),
        Report(
            source: "https://github.com/Karumi/BothamUI/issues/57",
            shape: "reason: '…' on its own",
            text:
                "reason: 'unable to dequeue a cell with identifier HomeTableViewCellIdentifier - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"
        ),
        Report(
            source: "https://github.com/patchthecode/JTAppleCalendar/issues/956",
            shape: "console lines of a simulator, assertion first",
            text:
                "2018-12-22 19:25:38.677089-0600 Lyza: Planning Made Visual[4791:329906] *** Assertion failure in -[JTAppleCalendar.JTAppleCalendarView _dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKitCore_Sim/UIKit-3698.93.8/UICollectionView.m:5372\n2018-12-22 19:25:38.681769-0600 Lyza: Planning Made Visual[4791:329906] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'could not dequeue a view of kind: UICollectionElementKindCell with identifier CustomCell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"
        ),
        Report(
            source: "https://github.com/SURYAKANTSHARMA/CountryPicker/issues/54",
            shape: "reason cut short after its numbers ('..')",
            text:
                "Terminating app due to uncaught exception 'NSRangeException', reason: 'Attempted to scroll the table view to an out-of-bounds section (18) when there are only 1 sections.."
        ),
        Report(
            source: "https://github.com/zoom/zoom-sdk-ios/issues/20",
            shape: "Crashlytics title and reason, a subclass naming itself in UIKit's method",
            text:
                "Fatal Exception: NSRangeException\n-[ZMHorizontalTableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: section (2) beyond bounds (2)."
        ),
    ]
}
