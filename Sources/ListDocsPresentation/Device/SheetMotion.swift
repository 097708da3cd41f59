/// How an action sheet comes and goes, as on iOS: it rises from the bottom of the screen
/// when it appears and sinks back when it goes. A sheet that follows another (the same
/// sheet with the reader's choice pressed) takes its place at once, so the pair never
/// bounces.
struct SheetMotion {
    /// How far below its place a sheet waits, in points (taller than the sheet).
    static let below = 220

    /// Whether the sheet is on screen at the step.
    let shown: Bool
    /// Whether it waits (or leaves) below the screen rather than in place.
    let offScreenBelow: Bool
    /// Whether the change into this step is at once (no slide, no fade).
    let instant: Bool

    /// The sheet of step `number` at step `step`, among the steps that show a sheet.
    init<Sheet>(number: Int, step: Int, sheets: [Int: Sheet]) {
        let rises = sheets[number - 1] == nil
        let sinks = sheets[number + 1] == nil
        shown = step == number
        if step == number {
            offScreenBelow = false
            instant = !rises
        } else if step < number {
            offScreenBelow = rises
            instant = false
        } else {
            offScreenBelow = sinks
            instant = !sinks && step == number + 1
        }
    }
}
