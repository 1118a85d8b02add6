"""TableScene: a whole round's events, from a seeded engine game with random legal moves, all animate
to completion; the scene's own model then matches the view without a single repair."""

import random

import pygame
import pytest

from game.bench.randomplay import choose_move
from game.play.tableview import state_view
from game.rules import Options, Play, apply, new_game, table_state
from game.rules import events as ev
from game.scene.table import TableScene


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


GAMES = [
    ("classic", 4, Options(scoring="single_round"), 3),
    ("power", 5, Options(), 5),
    (
        "modern",
        6,
        Options(seven_zero=True, custom_cards=("discard_wilds", "hand_to_seven", "draw_until_color")),
        8,
    ),
    ("classic", 10, Options(stacking=True, blank_cards="extra_turn"), 12),
    ("modern", 3, Options(seven_zero=True, custom_cards=("extra_turn", "draw_three_if_stuck", "plain")), 21),
]


def play_round(ruleset, players, options, seed, speed, frames_between=2, me=0):
    rng = random.Random(seed)
    events = []
    state = new_game(ruleset, players, options, seed=seed, events=events)
    scene = TableScene((1280, 720), players, me, ruleset, speed=speed, seed=seed)
    seen = set(type(e) for e in events)
    scene.feed(events, state_view(state, me))
    surface = pygame.Surface((1280, 720))
    moves = 0
    while state.phase not in ("round_over", "game_over") and moves < 3000:
        seat, action = choose_move(state, rng)
        before = state.to_json()
        events = apply(state, seat, action)
        after = state.to_json()
        seen |= set(type(e) for e in events)
        scene.feed(events, state_view(state, me))
        assert state.to_json() == after and before is not after  # feeding never touches the state
        for _ in range(frames_between):
            scene.update(1 / 30)
        if moves % 25 == 0:
            scene.draw(surface)
        moves += 1
    frames = 0
    while scene.busy and frames < 20000:
        scene.update(1 / 30)
        frames += 1
    scene.draw(surface)
    return state, scene, seen, frames


def assert_matches(scene, state, me=0):
    v = state_view(state, me)
    assert not scene.busy
    assert scene.corrections == 0, scene.correction_log
    assert sorted(n.drawable.code for n in scene.hands[me]) == sorted(v.hand)
    assert [len(h) for h in scene.hands] == list(v.hand_sizes)
    assert scene.draw_count == v.draw_size
    assert scene.discard[-1].drawable.code == v.discard_top and scene.discard_count == v.discard_size
    assert scene.color == v.color and scene.direction == v.direction
    assert not scene.staging and not scene.returning
    assert not scene.fx_layer.children  # every bubble, mark and banner has faded and gone
    targets = scene._targets()
    for node, (x, y, rot, scale, _z) in targets.items():
        assert node.parent is scene.card_layer
        assert abs(node.x - x) < 0.6 and abs(node.y - y) < 0.6 and abs(node.rotation - rot) < 0.4
        assert abs(node.scale - scale) < 0.01
        assert node.flip == 1.0
    assert len(scene.card_layer.children) == len(targets)  # no stray card nodes


@pytest.mark.parametrize("ruleset,players,options,seed", GAMES)
def test_a_whole_round_animates_to_completion(ruleset, players, options, seed):
    state, scene, seen, frames = play_round(ruleset, players, options, seed, speed=1.0)
    assert state.phase in ("round_over", "game_over")
    assert {
        ev.DealerDrawn,
        ev.RoundStarted,
        ev.CardDealt,
        ev.StartCardTurned,
        ev.CardPlayed,
        ev.RoundEnded,
    } <= seen
    assert frames < 20000
    assert_matches(scene, state)
    # the reveal: every other hand is face up at the end of the round
    for seat, hand in enumerate(scene.hands):
        if seat != 0:
            assert all(n.drawable.face_up and n.drawable.code for n in hand)


def test_instant_speed_finishes_every_step_inside_feed():
    state, scene, _seen, frames = play_round("power", 4, Options(), 9, speed=0.0, frames_between=0)
    assert frames == 0
    assert_matches(scene, state)


def test_the_next_round_deals_again_from_a_gathered_table():
    state, scene, _seen, _ = play_round("classic", 3, Options(), 4, speed=1.0)
    if state.phase == "game_over":
        pytest.skip("this seed ended the game")
    from game.rules import NextRound

    scene.feed(apply(state, 0, NextRound()), state_view(state, 0))
    while scene.busy:
        scene.update(1 / 30)
    assert_matches(scene, state)


def test_shuffle_hands_gathers_and_redeals():
    hands = [["WS", "r5", "g7"], ["r1", "r2", "g3", "b4", "y5"], ["g1", "g2"], ["b1", "b3", "r7", "r8"]]
    state = table_state("modern", 4, hands, "r4", ["y1", "y2", "y3", "y4", "y6", "y7"], dealer=3, seed=2)
    scene = TableScene((1280, 720), 4, 0, "modern", speed=1.0)
    scene.snap(state_view(state, 0))
    events = apply(state, 0, Play("WS", color="g"))
    assert any(isinstance(e, ev.HandsShuffled) for e in events)
    before = [p.cards for p in scene.plates]
    scene.feed(events, state_view(state, 0))
    gathered = 0
    shown = []  # the plates' counts at every frame
    while scene.busy:
        scene.update(1 / 30)
        gathered = max(gathered, len(scene.staging))
        shown.append([p.cards for p in scene.plates])
    assert gathered == 3 + 5 + 2 + 4 - 1  # every card met in the middle before the redeal
    assert_matches(scene, state)
    # each plate says the count it said until the cards are dealt again (the player's one card fewer
    # once the Wild Shuffle Hands is on the pile), then its new hand's size: never 0 while the cards lie
    # in the middle
    played, after = [2, 5, 2, 4], [len(hand) for hand in state.hands]
    assert before == [3, 5, 2, 4] and after not in (before, played)
    assert all(counts in (before, played, after) for counts in shown), shown
    assert played in shown and shown[-1] == after


def test_hover_lifts_a_local_card_and_reports_it():
    state, scene, _seen, _ = play_round("classic", 4, Options(), 3, speed=1.0)
    hand = scene.hands[0]
    if not hand:
        pytest.skip("the local seat went out")
    card = hand[len(hand) // 2]
    code = scene.pointer((card.x, card.y + 5))
    assert code == card.drawable.code
    for _ in range(20):
        scene.update(1 / 30)
    assert card.offset_y < 0
    # the pointer near the card's lower edge keeps it lifted (no flicker)
    assert scene.pointer((card.x, card.y + card.size[1] * card.scale * 0.45)) == card.drawable.code
    assert scene.pointer((5, 5)) is None
    for _ in range(20):
        scene.update(1 / 30)
    assert card.offset_y == 0


def test_playable_cards_glow_and_others_dim_on_the_local_turn():
    hands = [["r5", "g7", "b2", "W"], ["r1", "r2"], ["g1", "g2"]]
    state = table_state("classic", 3, hands, "r4", ["y1", "y2", "y3"], dealer=2, seed=1)
    assert state.turn == 0
    scene = TableScene((1280, 720), 3, 0, "classic", speed=0)
    scene.snap(state_view(state, 0))
    glow = {n.drawable.code for n in scene.hands[0] if n.drawable.glow}
    dim = {n.drawable.code for n in scene.hands[0] if n.drawable.dim}
    assert glow == {"r5", "W"} and dim == {"g7", "b2"}


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080), (3840, 2160)])
def test_resize_mid_animation_puts_everything_in_place(size):
    events = []
    state = new_game("power", 6, Options(), seed=6, events=events)
    scene = TableScene((1280, 720), 6, 0, "power", speed=1.0)
    scene.feed(events, state_view(state, 0))
    scene.update(1.0)  # the deal is under way
    scene.resize(size)
    while scene.busy:
        scene.update(1 / 30)
    assert_matches(scene, state)
    surface = pygame.Surface(size)
    scene.draw(surface)
    for node in scene.card_layer.children:
        assert 0 <= node.x <= size[0] and 0 <= node.y <= size[1]


def test_discarded_wilds_slide_under_the_top_card():
    options = Options(custom_cards=("discard_wilds", "plain", "plain"))
    hands = [["WC1", "r5", "g7"], ["r1", "W", "W4", "b4"], ["g1", "WS"]]
    state = table_state("modern", 3, hands, "r4", ["y1", "y2", "y3", "y4"], dealer=2, options=options, seed=2)
    scene = TableScene((1280, 720), 3, 0, "modern", speed=1.0)
    scene.snap(state_view(state, 0))
    events = apply(state, 0, Play("WC1", color="y"))
    assert sum(isinstance(e, ev.CardsDiscarded) for e in events) == 2
    scene.feed(events, state_view(state, 0))
    while scene.busy:
        scene.update(1 / 30)
    assert_matches(scene, state)
    assert [n.drawable.code for n in scene.discard[-4:]] == ["W", "W4", "WS", "WC1"]


def test_switching_from_instant_to_normal_speed_animates_at_once():
    events = []
    state = new_game("classic", 4, Options(), seed=3, events=events)
    scene = TableScene((1280, 720), 4, 0, "classic", speed=0)
    scene.feed(events, state_view(state, 0))
    scene.speed = 1.0
    seat = state.turn
    action = next(
        a
        for a in __import__("game.rules", fromlist=["legal_actions"]).legal_actions(state, seat)
        if not isinstance(a, Play)
    )
    scene.feed(apply(state, seat, action), state_view(state, 0))
    scene.update(1 / 60)
    assert scene.animator.busy  # the move's animation started on the first frame
    while scene.busy:
        scene.update(1 / 30)
    assert_matches(scene, state)


def test_click_targets_cards_the_draw_pile_and_seats():
    hands = [["r5", "g7", "b2"], ["r1", "r2"], ["g1", "g2"]]
    state = table_state("classic", 3, hands, "r4", ["y1", "y2", "y3"], dealer=2, seed=1)
    scene = TableScene((1280, 720), 3, 0, "classic", speed=0)
    scene.snap(state_view(state, 0))
    right = scene.hands[0][-1]
    assert scene.target_at((right.x, right.y)) == ("card", right.drawable.code)
    assert scene.target_at(scene.layout.draw_pos) == ("draw", None)
    assert scene.target_at(scene.layout.seat(2).plate.center) == ("seat", 2)
    assert scene.target_at((2, 2)) is None


def test_selftest_hook_renders_and_settles():
    from game.scene import selftest_render

    surface = pygame.Surface((1280, 720))
    report = selftest_render(surface, 10)
    assert report["frames"] == 10 and report["cards_in_hand"] == 7 and report["faces_drawn"] > 0


def test_a_start_take_two_towers_lets_only_its_colour_and_wilds_glow():
    hands = [["rT2", "g5", "WT", "r3"], ["b1", "b2"], ["y1", "y2"]]
    state = table_state("power", 3, hands, "gT2", ["y3", "y4"], dealer=2, seed=1)
    scene = TableScene((1280, 720), 3, 0, "power", speed=0)
    scene.snap(state_view(state, 0))
    glow = {n.drawable.code for n in scene.hands[0] if n.drawable.glow}
    assert glow == {"g5", "WT"}
