import cProfile
import pstats
import time

from tests.ui.test_ciak_support import Family, players


def test_scratch(one_screen, qtbot):
    w = one_screen
    w.resize(960, 600)
    w.start_game("ciak", players(2), "massacre", {"starting_millions": 3}, seed=5)
    fam = Family(w, qtbot, seed=2, canary=True)
    for _ in range(30):
        fam.step()
    pr = cProfile.Profile()
    pr.enable()
    t = time.perf_counter()
    for _ in range(100):
        fam.step()
    print("per step", (time.perf_counter() - t) / 100)
    pr.disable()
    st = pstats.Stats(pr)
    st.sort_stats("cumulative").print_stats(40)
