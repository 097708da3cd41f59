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

    /// The public view of UIKit the log shows at work, if any.
    static func named(in log: String) -> String? {
        for (name, view) in classes {
            for shape in ["-[\(name)", "<\(name):", "<\(name) ", " \(name)."]
            where log.contains(shape) {
                return view
            }
        }
        return nil
    }

    /// What the explanation adds to its story when the view is UIKit's.
    static func story(_ view: String) -> String {
        "\n\nThe stack or the view's description names UIKit's own \(view): the update was made by UIKit, inside that view, not by a batch the app wrote. The walkthrough shows what the message means, but the fix is not in a batch of yours: look at what the app hands that view, and when (its values, its selection, changes from another thread or during its own animation); if the app only uses it as documented, it is UIKit's bug, to report with this log in Feedback Assistant."
    }
}
