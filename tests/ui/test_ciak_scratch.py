import time, cProfile, pstats
from tests.ui.test_ciak_support import Family, players, check_canary

def test_scratch(one_screen, qtbot):
    w = one_screen
    w.resize(960, 600)
    w.start_game("ciak", players(4, {1: "easy", 3: "easy"}), "massacre", {"starting_millions": 3}, seed=5)
    fam = Family(w, qtbot, seed=2, canary=False)
    pr = cProfile.Profile(); pr.enable()
    t = time.perf_counter()
    for _ in range(300):
        if not fam.step(): break
    pr.disable()
    print("steps", fam.steps, time.perf_counter() - t)
    pstats.Stats(pr).sort_stats("cumulative").print_stats(35)
