import ListDocsEngine

/// What a crash service does to a reason before a developer pastes it. Crashlytics (and
/// Fabric before it) make every run of spaces one space: an iOS 12 device's reason, which
/// UIKit prints with two spaces after "section 0.", comes out with one
/// (github.com/mikaoj/BSImagePicker/issues/329, iOS 12.4.8; DKImagePickerController#565). So
/// in its reports the spacing that dates a text as printed proves nothing.
enum CrashServiceText {
    /// The title line Crashlytics and Fabric put above the reason.
    static let crashlyticsMarker = "Fatal Exception: "

    /// Whether `log` is a report whose service made runs of spaces single.
    static func collapsesBlanks(_ log: String) -> Bool {
        log.contains(crashlyticsMarker)
    }

    /// The readings of `reason` dated by its words only, where the service that reported it
    /// collapsed its blanks: the readings as they were when no wider one exists.
    static func readings(of reason: String, _ readings: [RecognizedReason], in log: String)
        -> [RecognizedReason]
    {
        guard collapsesBlanks(log), readings.allSatisfy({ $0.spacing == .exact }) else {
            return readings
        }
        let wider = ReasonRecognizer.recognize(reason, spacing: .collapsed)
        return wider.isEmpty ? readings : wider
    }
}
