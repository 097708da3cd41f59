import ListDocsEngine
import ListDocsExplain
import Testing

/// Crash reports that are JSON, written here after their documented formats: Xcode
/// Organizer's and TestFlight's `.ips` (a header line, then a body whose `asi` holds the
/// exception's text), a Sentry event (the exception's `type` and `value`) and a Crashlytics
/// export row (`exceptions` with `exception_message`). The reason sits in a string value
/// with its line breaks, tabs and quotes escaped; each is explained as the console's line.
@Suite struct CrashReportFormatsTests {
    static let batch = """
        Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 1 section with row counts: [3] }
        Data source after updates = { 1 section with row counts: [4] }
        Updates = [
        \tDelete row (0 - 0)
        ]
        Table view: <UITableView: 0x10480a200; frame = (0 0; 402 874); layer = <CALayer: 0x3004e1a40>>
        """

    static let rows =
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."

    /// `text` as a JSON string literal's contents.
    static func escaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            .replacing("\n", with: "\\n").replacing("\t", with: "\\t")
            .replacing("…", with: "\\u2026")
    }

    static let ips = """
        {"app_name":"Groceries","timestamp":"2026-11-20 10:12:31.00 +0100","app_version":"1.4","build_version":"12","bug_type":"309","os_version":"iPhone OS 18.2 (22C152)","bundleID":"com.example.groceries","name":"Groceries","incident_id":"5C1A1F0E-8E44-4B7A-9B1C-0F3E2D7A9C11"}
        {
          "uptime" : 3400,
          "procRole" : "Foreground",
          "modelCode" : "iPhone17,1",
          "captureTime" : "2026-11-20 10:12:31.2085 +0100",
          "exception" : {"codes":"0x0000000000000000, 0x0000000000000000","rawCodes":[0,0],"type":"EXC_CRASH","signal":"SIGABRT"},
          "termination" : {"flags":0,"code":6,"namespace":"SIGNAL","indicator":"Abort trap: 6","byProc":"Groceries","byPid":812},
          "asi" : {"libsystem_c.dylib":["abort() called"],"CoreFoundation":["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(escaped(batch))'"]},
          "lastExceptionBacktrace" : [{"imageOffset":1092792,"symbol":"__exceptionPreprocess","symbolLocation":164,"imageIndex":3},{"imageOffset":11520,"symbol":"objc_exception_throw","symbolLocation":88,"imageIndex":4},{"imageOffset":8142212,"symbol":"-[UITableView _endCellAnimationsWithContext:]","symbolLocation":12104,"imageIndex":5},{"imageOffset":8120648,"symbol":"-[UITableView endUpdates]","symbolLocation":72,"imageIndex":5}],
          "faultingThread" : 0
        }
        """

    static let sentry = """
        {"event_id":"4f1e2d3c4b5a69788796a5b4c3d2e1f0","platform":"cocoa","level":"fatal","release":"com.example.groceries@1.4+12","exception":{"values":[{"type":"NSInternalInconsistencyException","value":"\(escaped(rows))","mechanism":{"type":"nsexception","handled":false},"stacktrace":{"frames":[{"function":"-[UITableView _endCellAnimationsWithContext:]","package":"UIKitCore","in_app":false},{"function":"GroceriesViewController.deleteTapped(_:)","package":"Groceries","in_app":true}]}}]}}
        """

    static let crashlytics = """
        [{"platform":"IOS","bundle_identifier":"com.example.groceries","event_id":"674e2b1f","is_fatal":true,"exceptions":[{"nested":false,"type":"NSInternalInconsistencyException","exception_message":"\(escaped(rows))","blamed":true,"frames":[{"line":0,"file":"","symbol":"-[UITableView _endCellAnimationsWithContext:]","library":"UIKitCore","owner":"PLATFORM"}]}]}]
        """

    @Test(arguments: [
        ("ips", ips, batch), ("Sentry", sentry, rows), ("Crashlytics", crashlytics, rows),
    ])
    func aJSONCrashReportIsExplainedAsTheConsolesLine(
        format: String, report: String, reason: String
    ) {
        do {
            let explanation = try Explainer.explain(report)
            ExplainTests.checkRecipe(explanation, reproduces: reason)
        } catch {
            Issue.record("\(format): \(error.message)")
        }
    }
}
