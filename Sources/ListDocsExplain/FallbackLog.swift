import ListDocsEngine

/// A collection view's "Performing reloadData as a fallback — <text>" line. UIKit writes it
/// instead of raising `<text>` when the app was built against an SDK before the one its
/// item-count checks are gated on (see `AppLink`): the view reloads everything and the app
/// lives on, with the update's animation lost.
enum FallbackLog {
    static let marker = "Performing reloadData as a fallback"

    /// The text UIKit logged after the marker and its dash, to the end of the log (a batch
    /// text runs over several lines); nil when the log holds no such line.
    static func loggedText(in log: String) -> String? {
        guard let found = log.firstRange(of: marker) else { return nil }
        var rest = log[found.upperBound...].drop { $0 == " " || $0 == "\t" }
        // UIKit's dash is an em dash; a copy may carry an en dash or a hyphen.
        guard let dash = rest.first, dash == "—" || dash == "–" || dash == "-" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty ? nil : String(rest)
    }

    /// What the explanation adds to a scenario's story for a logged text.
    static func story(sdk: UIKitVersion) -> String {
        "\n\nUIKit did not raise here: it logged the message and reloaded the whole collection view, so the app lived on and the update's animation was lost. It does that for an app built against an SDK before iOS \(AppLink.collectionCountChecksRaiseFrom.major).\(AppLink.collectionCountChecksRaiseFrom.minor) (listdocs' reading of the gate UIKit 18.2 and 26.1 check; the binary does not say which SDK), so the walkthroughs are of such an app (`sdk=\(sdk.major)`). Built with a newer SDK, the same update kills the app with this text."
    }
}
