"""During a batch the device names the phase it is in: under the screen, the phases of the
step's update in UIKit's order (deletes, moves, inserts, reloads), each lit while it runs."""

from conftest import make_driver

PHASES_AT = """
const w = document.getElementById(arguments[0]);
document.getElementById(arguments[0] + '-step-' + (arguments[1] - 1)).click();
document.getAnimations().forEach(a => a.finish());
document.getElementById(arguments[0] + '-step-' + arguments[1]).click();
document.getAnimations().forEach(a => { a.pause(); a.currentTime = arguments[2] * 1000; });
const shown = Array.from(w.querySelectorAll('.wt-phases span')).filter(s => getComputedStyle(s).display !== 'none');
return {shown: shown.map(s => s.textContent),
        lit: shown.filter(s => getComputedStyle(s).backgroundColor !== getComputedStyle(w).backgroundColor).map(s => s.textContent)};
"""


def test_a_batch_names_its_phases_in_order_and_lights_each_while_it_runs(browser, project_server):
    browser.get(f"{project_server}/batch-updates/")
    # The phase is 0.45 s at normal speed: deletes run 0-0.45 s, moves 0.18-0.63 s,
    # inserts 0.36-0.81 s.
    expected = {0.1: ["Deletes"], 0.3: ["Deletes", "Moves"], 0.5: ["Moves", "Inserts"], 0.7: ["Inserts"], 0.9: []}
    for time, lit in expected.items():
        state = browser.execute_script(PHASES_AT, "batch-updates-w2", 1, time)
        assert state["shown"] == ["Deletes", "Moves", "Inserts"], (time, state)
        assert state["lit"] == lit, (time, state)


def test_slow_motion_stretches_the_phases_and_reduced_motion_keeps_only_the_names(browser, project_server):
    browser.get(f"{project_server}/batch-updates/")
    browser.execute_script("document.getElementById('batch-updates-w2').style.setProperty('--speed', '4')")
    state = browser.execute_script(PHASES_AT, "batch-updates-w2", 1, 1.0)
    assert state["lit"] == ["Deletes", "Moves"], state
    driver = make_driver()
    try:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        driver.get(f"{project_server}/batch-updates/")
        state = driver.execute_script(PHASES_AT, "batch-updates-w2", 1, 0.1)
        assert state == {"shown": ["Deletes", "Moves", "Inserts"], "lit": []}, state
    finally:
        driver.quit()


def test_a_step_that_updates_nothing_names_no_phase(browser, project_server):
    browser.get(f"{project_server}/swipe-to-delete/")
    state = browser.execute_script(PHASES_AT, "swipe-to-delete-w1", 1, 0.1)
    assert state == {"shown": [], "lit": []}, state
    state = browser.execute_script(PHASES_AT, "swipe-to-delete-w1", 4, 0.1)
    assert state["shown"] == ["Deletes"], state


SHEET_AT = """
const w = document.getElementById(arguments[0]);
document.getElementById(arguments[0] + '-step-' + (arguments[1] - 1)).click();
document.getAnimations().forEach(a => a.finish());
document.getElementById(arguments[0] + '-step-' + arguments[1]).click();
document.getAnimations().forEach(a => { a.pause(); a.currentTime = arguments[2] * 1000; });
const screen = w.querySelector('.wt-screen').getBoundingClientRect();
return Array.from(w.querySelectorAll('.wt-sheet'))
  .filter(s => getComputedStyle(s).visibility !== 'hidden' && parseFloat(getComputedStyle(s).opacity) > 0.5)
  .map(s => Math.round(s.getBoundingClientRect().top - screen.top));
"""


def test_the_action_sheet_rises_from_the_bottom_and_sinks_back(browser, project_server):
    browser.get(f"{project_server}/swipe-to-delete/")
    settled = browser.execute_script(SHEET_AT, "swipe-to-delete-w1", 2, 2.0)
    assert len(settled) == 1, settled
    place = settled[0]
    rising = browser.execute_script(SHEET_AT, "swipe-to-delete-w1", 2, 0.2)
    assert len(rising) == 1 and rising[0] > place + 20, (rising, place)
    # The choice presses a button of the same sheet: it stays where it is.
    for time in (0.0, 0.2):
        assert browser.execute_script(SHEET_AT, "swipe-to-delete-w1", 3, time) == [place]
    # Then it sinks while the row goes.
    sinking = browser.execute_script(SHEET_AT, "swipe-to-delete-w1", 4, 0.2)
    assert len(sinking) == 1 and sinking[0] > place + 20, (sinking, place)
    assert browser.execute_script(SHEET_AT, "swipe-to-delete-w1", 4, 2.0) == []


TIMINGS_OF_STEP = """
const w = document.getElementById(arguments[0]);
const speed = w.querySelector('.wt-controls select');
speed.value = arguments[2];
speed.dispatchEvent(new Event('change'));
document.getElementById(arguments[0] + '-step-' + (arguments[1] - 1)).click();
document.getAnimations().forEach(a => a.finish());
document.getElementById(arguments[0] + '-step-' + arguments[1]).click();
const moves = w.getAnimations({subtree: true})
  .filter(a => a.transitionProperty && a.effect.target.closest('.wt-screen'))
  .map(a => a.effect.getComputedTiming())
  .filter(t => t.duration > 0);
const phases = Array.from(w.querySelectorAll('.wt-phases span')).filter(s => s.getClientRects().length > 0);
return {starts: moves.map(t => Math.round(t.delay)), ends: moves.map(t => Math.round(t.delay + t.duration)),
        note: w.querySelector('.wt-pace').textContent, phases: phases.length,
        options: Array.from(speed.options).map(o => o.textContent)};
"""


def test_real_speed_moves_every_change_of_a_batch_together_in_uikits_time(browser, project_server):
    browser.get(f"{project_server}/batch-updates/")
    # The batch deletes, moves and inserts rows (step 1 of the second walkthrough).
    staged = browser.execute_script(TIMINGS_OF_STEP, "batch-updates-w2", 1, "1")
    assert staged["options"][:3] == ["Staged, normal speed", "Staged, fast", "Staged, slow motion (×4)"]
    assert staged["options"][3] == "UIKit's real speed"
    # Staged: the phases start one after another and the batch takes 0.81 s.
    assert sorted(set(staged["starts"])) == [0, 180, 360], staged
    assert max(staged["ends"]) == 810, staged
    assert staged["note"].startswith("Staged and slowed down"), staged
    assert staged["phases"] == 3
    real = browser.execute_script(TIMINGS_OF_STEP, "batch-updates-w2", 1, "real")
    # Real: every row starts with the step and is in place 0.3 s later, as UIKit animates.
    assert len(real["starts"]) == len(staged["starts"]) > 3, real
    assert set(real["starts"]) == {0} and set(real["ends"]) == {300}, real
    assert real["note"].startswith("UIKit's real speed"), real
    assert real["phases"] == 0
    # And back: the staged pace is what it was.
    again = browser.execute_script(TIMINGS_OF_STEP, "batch-updates-w2", 1, "1")
    assert sorted(set(again["starts"])) == [0, 180, 360] and max(again["ends"]) == 810, again
