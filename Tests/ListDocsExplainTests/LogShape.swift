import ListDocsEngine

/// The shapes a crash reaches `explain` in, for the property tests: the console's own line,
/// and the wrappers of the tools and places people copy it from.
enum LogShape: CaseIterable, Hashable {
    case consoleLine
    case bareReasonWithoutFinalPeriod
    case coreData
    case quotedInMarkdown
    case sentryTitle
    case sentryJSON
    case ips

    func wrap(_ crash: UIKitException) -> String {
        let reason = crash.reason
        switch self {
        case .consoleLine:
            return crash.consoleLine
        case .bareReasonWithoutFinalPeriod:
            return reason.hasSuffix(".") ? String(reason.dropLast()) + "  " : reason
        case .coreData:
            return
                "2026-11-25 10:00:00.000 App[1:2] CoreData: error: Serious application error.  An exception was caught from the delegate of NSFetchedResultsController during a call to -controllerDidChangeContent:.  \(reason) with userInfo (null)"
        case .quotedInMarkdown:
            return
                (("*** Terminating app due to uncaught exception '\(crash.name)', reason: ‘\(reason)’")
                + "\n*** First throw call stack:")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { "> " + $0 }.joined(separator: "\n")
        case .sentryTitle:
            return "\(crash.name): \(reason)\n  ?, in <redacted>"
        case .sentryJSON:
            return
                "{\"platform\":\"cocoa\",\"exception\":{\"values\":[{\"type\":\"\(crash.name)\",\"value\":\"\(Self.json(reason))\"}]}}"
        case .ips:
            return
                "{\"app_name\":\"App\",\"bug_type\":\"309\"}\n{\n  \"asi\" : {\"CoreFoundation\":[\"\(Self.json(crash.consoleLine))\"]},\n  \"faultingThread\" : 0\n}"
        }
    }

    /// `text` as the contents of a JSON string.
    static func json(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            .replacing("\n", with: "\\n").replacing("\t", with: "\\t")
    }
}
