/// The clock of a walkthrough played from its first step to its last, as the page plays it
/// at normal speed: a step every `stepDuration` seconds; within a step, each element moves
/// after its delay and for its duration, counted in phases of `phase` seconds (deletes
/// first, then moves, inserts and reloads). The last step is held for another step's time
/// before an animation loops. At UIKit's real speed (`AnimationPace.real`) every change of
/// a step begins with the step and lasts one phase of 0.3 s.
struct DeviceTimeline {
    /// The page's Play button's interval between steps at normal speed.
    static let stepDuration = 1.8

    /// The number of steps, the initial state included.
    let stepCount: Int
    /// Staged (the page's default) or UIKit's real speed.
    var pace = AnimationPace.staged

    /// The stylesheet's `--phase` at this pace, in seconds.
    var phase: Double { pace.phase }

    /// The whole loop, in seconds.
    var total: Double { Double(stepCount + 1) * Self.stepDuration }

    /// When step `step` begins (its radio is checked).
    func start(of step: Int) -> Double { Double(step) * Self.stepDuration }

    /// When an element's move into `state` (at `step`) begins and ends.
    func move(into state: DeviceScene.State, at step: Int) -> (begin: Double, end: Double) {
        let begin = start(of: step) + pace.delay(state.delay) * phase
        return (begin, begin + state.duration * phase)
    }

    /// The step on screen at `time`, and how far into it.
    func step(at time: Double) -> (step: Int, into: Double) {
        let step = min(stepCount - 1, max(0, Int(time / Self.stepDuration)))
        return (step, time - start(of: step))
    }

    /// How an element stands at `time`: between the state of the step before and the
    /// state of the step on screen, eased as the stylesheet eases (`ease-in-out`). Colours
    /// and marks change when the step begins, as the page's custom properties do. A label
    /// that changes fades from `labelFrom`, `fade` of the way (1: done).
    func state(of element: DeviceScene.Element, at time: Double) -> (
        state: DeviceScene.State, labelFrom: Int, fade: Double
    ) {
        let (step, into) = step(at: time)
        let target = element.states[step]
        guard step > 0 else { return (target, target.label, 1) }
        let before = element.states[step - 1]
        let begin = pace.delay(target.delay) * phase
        let length = target.duration * phase
        let progress =
            length <= 0
            ? (into >= begin ? 1 : 0)
            : Self.easeInOut(min(1, max(0, (into - begin) / length)))
        var state = target
        state.x = before.x + (target.x - before.x) * progress
        state.y = before.y + (target.y - before.y) * progress
        state.scale = before.scale + (target.scale - before.scale) * progress
        state.opacity = before.opacity + (target.opacity - before.opacity) * progress
        let fade =
            target.labelFades
            ? Self.easeInOut(min(1, max(0, (into - begin) / phase)))
            : (into >= begin ? 1 : 0)
        return (state, before.label, fade)
    }

    /// CSS's `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)`: the curve's y where its x is
    /// `x`, found by bisection (the curve's x grows with its parameter).
    static func easeInOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 1)
    }
}
