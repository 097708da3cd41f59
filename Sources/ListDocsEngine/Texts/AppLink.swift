/// What changes when the app was built against an older iOS SDK than the system it runs on:
/// UIKit gates some checks on the SDK the app links (`dyld_program_sdk_at_least`).
///
/// The diffable data source's identifier checks (the
/// `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__…` functions of UIKit 18.0, 18.2 and 26.1) assert
/// for an app built against a recent SDK; for an older one they raise with
/// `+[NSException raise:format:]` instead, no assertion line on the console, and the text
/// ends with a sentence naming the function to break on. The binary elides the SDK version
/// the gate compares with; listdocs takes the iOS 15 SDK, the first whose apps the reports
/// show meeting these checks (`AppLink.identifierChecksAssertFrom`).
public enum AppLink {
    /// The first SDK whose apps get the identifier checks as assertions (listdocs' choice:
    /// the binary does not say).
    public static let identifierChecksAssertFrom = UIKitVersion(15)

    /// The first SDK whose apps' collection views raise for an item count, or a batch, that
    /// does not add up (listdocs' choice: Apple dates "Invalid batch updates detected" to
    /// iOS 16.4, and logs of the fallback come from apps of before). UIKit 18.2 and 26.1 gate
    /// the item equation and the batch check on the SDK the app links; an older app's view
    /// logs "Performing reloadData as a fallback — …" and reloads instead. The section
    /// equation is not gated.
    public static let collectionCountChecksRaiseFrom = UIKitVersion(16, 4)

    /// Whether `view` logs a text of `kind` and reloads, rather than raising it, for an app
    /// built before `collectionCountChecksRaiseFrom`: a collection view's item equation and
    /// batch check (the section equation is not gated).
    public static func isRescuedByReloadData(_ kind: UIKitException.Kind, view: ListViewKind)
        -> Bool
    {
        view == .collection && (kind == .invalidNumberOfRows || kind == .invalidBatchUpdates)
    }

    /// The line UIKit logs when a collection view reloads instead of raising `reason`.
    public static func fallbackLog(_ reason: String) -> String {
        "Performing reloadData as a fallback — " + reason
    }

    /// The first system, and the first SDK, whose table and collection views drop the reload
    /// of a row (an item) that has no cell, before any check: `_endCellAnimationsWithContext:`
    /// of UIKit 18.2 and 26.1 skips a row reload when `dyld_program_sdk_at_least` holds and
    /// `_existingCellForRowAtIndexPath:` is nil. The binary elides the SDK the gate compares
    /// with, and no earlier system was read: listdocs takes iOS 18 for both (its choice), and
    /// splits every reload as before for an older system or an app built against an older SDK.
    public static let reloadsWithoutCellsDroppedFrom = UIKitVersion(18)

    /// Whether a view of `ios`, in an app built against `sdk` (nil: the system's own), drops
    /// the reload of a row that has no cell.
    public static func dropsReloadsWithoutCells(ios: UIKitVersion, sdk: UIKitVersion?) -> Bool {
        ios >= reloadsWithoutCellsDroppedFrom && (sdk ?? ios) >= reloadsWithoutCellsDroppedFrom
    }

    /// An SDK before `identifierChecksAssertFrom`, for walkthroughs of an older SDK's texts.
    public static let olderSDK = UIKitVersion(14)

    /// The sentence UIKit ends an identifier check's text with for an app built against an
    /// older SDK, naming `function`.
    static func olderSDKSentence(_ function: String) -> String {
        " Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__\(function) to catch this in the debugger. This will become an assert in a future version."
    }

    /// A text in its older-SDK form split into the text before the sentence and the
    /// function the sentence names; nil for any other text.
    static func olderSDKForm(of reason: String) -> (text: String, function: String)? {
        let lead = " Set a symbolic breakpoint on "
        let prefix = "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__"
        let tail = " to catch this in the debugger. This will become an assert in a future version."
        var trimmed = Substring(reason)
        while let last = trimmed.last, last == " " || last == "\n" || last == "\t" {
            trimmed.removeLast()
        }
        guard trimmed.hasSuffix(tail) else { return nil }
        let body = trimmed.dropLast(tail.count)
        var start = body.endIndex
        while start > body.startIndex {
            let previous = body.index(before: start)
            guard body[previous].isUppercase || body[previous] == "_" else { break }
            start = previous
        }
        let symbol = body[start...]
        let before = body[..<start]
        guard symbol.hasPrefix(prefix), symbol.count > prefix.count, before.hasSuffix(lead) else {
            return nil
        }
        return (String(before.dropLast(lead.count)), String(symbol.dropFirst(prefix.count)))
    }

    /// The name of the `BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__` function behind `kind`, for
    /// the kinds that have one with an older-SDK form.
    static func bugFunction(_ kind: UIKitException.Kind, ios: UIKitVersion) -> String? {
        switch kind {
        case .identifierHashChanged: "IDENTIFIER_HASH_VALUE_CHANGED"
        case .identifierNotEqualToItself: "IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF"
        case .identifiersEqualWithDifferentHashes: "EQUAL_IDENTIFIERS_HAVE_DIFFERENT_HASH_VALUES"
        case .equalIdentifiersInOneSnapshot: "IDENTIFIERS_ARE_NOT_UNIQUE"
        // The section already in the snapshot goes through the helper from iOS 18.
        case .sectionIdentifierExists where ios.major >= 18: "IDENTIFIER_ALREADY_EXISTS"
        default: nil
        }
    }
}

extension UIKitException {
    /// The exception as an app built against `sdk` and running on `ios` meets it: for the
    /// identifier checks and an SDK before `AppLink.identifierChecksAssertFrom`, the text
    /// gains UIKit's closing sentence and the exception is raised rather than asserted.
    /// Every other exception is returned as it is.
    public func forApp(builtWith sdk: UIKitVersion, runningOn ios: UIKitVersion) -> UIKitException {
        guard sdk < AppLink.identifierChecksAssertFrom,
            let function = AppLink.bugFunction(kind, ios: ios)
        else { return self }
        var raised = UIKitException(kind, reason + AppLink.olderSDKSentence(function))
        raised.arguments = arguments
        raised.asserted = false
        return raised
    }
}
