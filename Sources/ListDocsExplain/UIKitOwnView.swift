/// UIKit's own views that are lists underneath (a calendar, an inline date picker, a picker
/// wheel, the keyboard's candidates, a menu): a crash whose stack or view description names
/// one was raised by an update UIKit made, not one the app wrote.
enum UIKitOwnView {
    /// The class names, as a stack frame (`-[_UICalendarView …]`) or a description
    /// (`<UICalendarView: 0x…>`) prints them, and the public view each belongs to.
    static let classes: [(name: String, view: String)] = [
        ("UICalendarView", "UICalendarView"), ("_UICalendar", "UICalendarView"),
        ("_UIDatePicker", "UIDatePicker"), ("UIDatePicker", "UIDatePicker"),
        ("UIPickerTableView", "UIPickerView"), ("_UIPickerView", "UIPickerView"),
        ("UIPickerView", "UIPickerView"), ("UIKeyboardCandidate", "the keyboard"),
        ("_UIContextMenu", "a context menu"),
        ("UIDocumentBrowser", "UIDocumentBrowserViewController"),
    ]

    /// The public view of UIKit the log shows at work, if any: one of `classes` right after
    /// `-[` or `<`, found in one pass over the log's bytes.
    static func named(in log: String) -> String? {
        let bytes = Array(log.utf8)
        var i = 2
        while i < bytes.count {
            let opens =
                bytes[i - 1] == UInt8(ascii: "<")
                || (bytes[i - 1] == UInt8(ascii: "[") && bytes[i - 2] == UInt8(ascii: "-"))
            if opens, bytes[i] == UInt8(ascii: "U") || bytes[i] == UInt8(ascii: "_") {
                for (name, view) in classes where bytes[i...].starts(with: name.utf8) {
                    return view
                }
            }
            i += 1
        }
        return nil
    }

    /// What the explanation adds to its story when the view is UIKit's.
    static func story(_ view: String) -> String {
        "\n\nThe stack or the view's description names UIKit's own \(view): the update was made by UIKit, inside that view, not by a batch the app wrote. The walkthrough shows what the message means, but the fix is not in a batch of yours: look at what the app hands that view, and when (its values, its selection, changes from another thread or during its own animation); if the app only uses it as documented, it is UIKit's bug, to report with this log in Feedback Assistant."
    }
}
