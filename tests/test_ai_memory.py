"""What the expert infers from a seat drawing instead of playing, and how its worlds respect it."""

import random

from game.ai.heuristic import unseen_cards
from game.ai.memory import CardGroup, Memory
from game.ai.search import LEAK, determinize
from game.rules import Options, new_game, view
from game.rules import events as ev
from game.rules.cards import WILD_CARDS, playable_set


def test_a_draw_instead_of_playing_marks_every_card_held_and_the_card_drawn():
    memory = Memory(0, 3)
    memory.observe(ev.StartCardTurned("r5"))
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))
    on_red_five = playable_set("r5", "r")
    assert memory.groups[1] == [CardGroup(None, on_red_five), CardGroup(1, on_red_five)]
    assert memory.groups[2] == [CardGroup(None)]  # the others are untouched


def test_a_drawn_card_that_turns_out_playable_is_not_marked():
    memory = Memory(0, 3)
    memory.observe(ev.StartCardTurned("r5"))
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))
    memory.observe(ev.TurnChanged(1, "drawn"))
    on_red_five = playable_set("r5", "r")
    assert memory.groups[1] == [CardGroup(None, on_red_five), CardGroup(1)]


def test_penalty_cards_are_free_and_plays_come_out_of_the_group_they_fit():
    memory = Memory(0, 3)
    memory.observe(ev.StartCardTurned("r5"))
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))
    memory.observe(ev.CardsDrawn(1, (None, None), "penalty"))
    on_red_five = playable_set("r5", "r")
    memory.observe(ev.CardPlayed(1, "b7", "b"))  # fits the rest of the hand: it came from there
    assert memory.groups[1] == [CardGroup(None, on_red_five), CardGroup(1, on_red_five), CardGroup(2)]
    memory.observe(ev.CardPlayed(1, "r3", "r"))  # red: only a penalty card can be red
    assert memory.groups[1] == [CardGroup(None, on_red_five), CardGroup(1, on_red_five), CardGroup(1)]
    memory.observe(ev.CardPlayed(1, "W", "g"))
    assert memory.groups[1] == [CardGroup(None, on_red_five), CardGroup(1, on_red_five)]
    memory.observe(ev.CardPlayed(1, "W4", "y"))  # it cannot hold that: what was inferred is dropped
    assert memory.groups[1] == [CardGroup(None)]


def test_a_later_draw_adds_to_what_the_older_cards_cannot_be():
    memory = Memory(0, 3)
    memory.observe(ev.StartCardTurned("r5"))
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))
    memory.observe(ev.CardPlayed(2, "g5", "g"))
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))
    on_green_five = playable_set("g5", "g")
    both = playable_set("r5", "r") | on_green_five
    assert memory.groups[1] == [CardGroup(None, both), CardGroup(1, both), CardGroup(1, on_green_five)]


def _share_of_excluded(memory: Memory, seat_view, excluded, worlds: int = 200) -> float:
    rng = random.Random(7)
    unseen = unseen_cards(seat_view)
    dealt = held = 0
    for _ in range(worlds):
        world = determinize(seat_view, memory, rng, unseen)
        hand = world.hands[1]
        dealt += len(hand)
        held += sum(card in excluded for card in hand)
        assert len(hand) == seat_view.hand_sizes[1]
    return held / dealt


def test_worlds_deal_a_seat_that_drew_few_cards_it_could_have_played():
    state = new_game("classic", 3, Options(scoring="single_round"), 11)
    seat_view = view(state, 0)
    top, color = seat_view.top, seat_view.color
    excluded = playable_set(top, color)
    memory = Memory(0, 3)
    uninformed = _share_of_excluded(memory, seat_view, excluded)
    memory.groups[1] = [CardGroup(None, excluded)]
    informed = _share_of_excluded(memory, seat_view, excluded)
    assert uninformed > 0.25  # a colour, a rank and the wilds: a good part of the deck
    assert informed < LEAK * 2


def test_a_draw_on_a_start_take_two_towers_does_not_rule_out_another_colours_t2():
    memory = Memory(0, 3)
    memory.observe(ev.StartCardTurned("gT2"))
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))
    excluded = memory.groups[1][0].excluded
    assert "g5" in excluded and "WT" in excluded and "bT2" not in excluded
    memory.observe(ev.CardPlayed(2, "yT2", "y"))  # a T2 somebody played is matched by any T2
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))
    assert "bT2" in memory.groups[1][-1].excluded


def test_the_expert_reads_a_wild_card_played_as_no_coloured_card_to_play():
    memory = Memory(0, 3)
    memory.wild_play_excludes = True  # the expert's memory; the heuristic levels' do not infer this
    memory.observe(ev.StartCardTurned("r5"))
    memory.observe(ev.CardPlayed(1, "W", "b"))
    no_red_nor_five = playable_set("r5", "r") - WILD_CARDS
    assert memory.groups[1] == [CardGroup(None, no_red_nor_five)]
    assert memory.voids[1] == set()  # the heuristic's voids stay what the seat drew on
    memory.observe(ev.CardPlayed(0, "W4", "g"))  # its own plays teach it nothing
    assert memory.groups[0] == [CardGroup(None)]
    plain = Memory(0, 3)
    plain.observe(ev.StartCardTurned("r5"))
    plain.observe(ev.CardPlayed(1, "W", "b"))
    assert plain.groups[1] == [CardGroup(None)]


def test_a_named_colour_is_remembered_until_the_seat_plays_it_or_draws_on_it():
    memory = Memory(0, 3)
    memory.observe(ev.StartCardTurned("r5"))
    memory.observe(ev.CardPlayed(1, "W", "b"))
    assert memory.named[1] == "b"
    memory.observe(ev.CardPlayed(2, "b4", "b"))
    assert memory.named == [None, "b", None]
    memory.observe(ev.CardPlayed(1, "b9", "b"))
    assert memory.named[1] is None
    memory.observe(ev.CardPlayed(2, "W4", "y"))
    memory.observe(ev.CardsDrawn(2, (None,), "draw"))  # it drew with its own yellow in force
    assert memory.named[2] is None


def test_a_seat_with_few_cards_that_fitted_made_its_plays_more_likely():
    memory = Memory(0, 2)
    memory.observe(ev.StartCardTurned("r3"))
    memory.observe(ev.CardPlayed(1, "r5", "r"))  # then it held r5 and its hand now
    assert memory.play_likelihood(1, ["b2", "g1"]) == 1.0  # r5 was the only card that fitted
    assert memory.play_likelihood(1, ["r7", "b2"]) == 0.5  # r7 fitted too
    memory.observe(ev.CardPlayed(1, "b5", "b"))  # on r5: the fives and the reds fitted
    assert memory.play_likelihood(1, ["r7"]) == 1 / 4  # r5 or r7 on r3 (not b5); b5 or r7 on r5
    assert memory.play_likelihood(0, ["r7"]) == 1.0  # its own plays are not weighed
    memory.observe(ev.CardsDrawn(1, (None,), "draw"))  # a card taken: its hand before is unknown
    assert memory.play_likelihood(1, ["r7", "r8"]) == 1.0


def test_worlds_kept_by_the_plays_seen_favour_hands_that_made_them_likely():
    from game.ai.search import ExpertPlayer

    state = new_game("classic", 2, Options(scoring="single_round"), 4)
    seen = view(state, 0)
    expert = ExpertPlayer(plays=6)
    expert.reset(0, 2, "classic")
    expert.memory.plays[1] = [("r5", frozenset({"r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9"}))]
    rng = random.Random(2)
    unseen = unseen_cards(seen)
    reds = [sum(1 for c in expert.deal(seen, rng, unseen).hands[1] if c[0] == "r") for _ in range(300)]
    expert.plays = 1
    plain = [sum(1 for c in expert.deal(seen, rng, unseen).hands[1] if c[0] == "r") for _ in range(300)]
    assert sum(reds) < 0.9 * sum(plain)  # few other reds: it had little choice when it played r5
