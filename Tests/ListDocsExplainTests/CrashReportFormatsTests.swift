import ListDocsEngine
import Testing

@testable import ListDocsExplain

/// Crash reports that are JSON, written here after their documented formats: Xcode
/// Organizer's and TestFlight's `.ips` (a header line, then a body whose `asi` holds the
/// exception's text), a Sentry event (the exception's `type` and `value`) and a Crashlytics
/// export row (`exceptions` with `exception_message`). The reason sits in a string value
/// with its line breaks, tabs and quotes escaped; each is explained as the console's line.
@Suite struct CrashReportFormatsTests {
    static let batch = WrappedReasonTests.batch
    static let rows = WrappedReasonTests.rows

    /// `text` as a JSON string literal's contents, with a `\u` escape as well.
    static func escaped(_ text: String) -> String {
        LogShape.json(text).replacing("…", with: "\\u2026")
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
        WrappedReasonTests.expectExplained(report, as: reason, format)
    }

    @Test func aJSONStringsEscapesAreReadAsTheTextTheyStandFor() {
        let json = #"{"a": "0x\u2026 \ud83d\ude00 \"quoted\" tab\tline\nend", "b": "short"}"#
        #expect(
            JSONStrings.decoded(in: json, shortest: 6, longest: 100)
                == ["0x… 😀 \"quoted\" tab\tline\nend"])
        // Only a document that starts like JSON is read as one.
        #expect(JSONStrings.decoded(in: "log \"not json at all\"", longest: 100).isEmpty)
    }
}
