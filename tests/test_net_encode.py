"""The server's frames by orjson (issue 44) say what the standard library's say: both decoded, equal;
without orjson the standard library's encoder is used."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from game.net import protocol

orjson = pytest.importorskip("orjson")


def _tree(rng: random.Random, depth: int = 0):
    """A random JSON value: numbers at the edges of 64 bits and floats of every size, text with
    escapes and characters from every plane (no lone surrogates), nested lists and objects."""
    kind = rng.randrange(9 if depth < 4 else 6)
    if kind == 0:
        return rng.choice([None, True, False])
    if kind == 1:
        return rng.choice(
            [0, -1, 2**53, -(2**63), 2**64 - 1, 2**64, -(2**70), rng.randrange(-(10**9), 10**9)]
        )
    if kind == 2:
        return rng.choice([0.1, -0.0, 1e16, 1e-7, 5e-324, 1.7976931348623157e308, rng.uniform(-1e6, 1e6)])
    if kind in (3, 4, 5):
        alphabet = 'aZ09 "\\/\b\f\n\r\t\x00\x1f\x7f\u2028\u2029éÅő€\U0001f600\ud7ff\ue000'
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
    if kind in (6, 7):
        return [_tree(rng, depth + 1) for _ in range(rng.randrange(5))]
    return {
        _tree(rng, 4) if rng.random() < 0.9 else "k": _tree(rng, depth + 1) for _ in range(rng.randrange(5))
    }


def _both(value) -> tuple:
    return json.loads(protocol.encode(value)), json.loads(protocol.encode_stdlib(value))


def test_orjson_is_the_encoder_where_it_is_installed():
    assert protocol.ENCODER == "orjson"
    value = {"a": 1e16, "b": [0.1, -0.0]}
    assert protocol.encode(value) == orjson.dumps(value).decode()


def test_any_json_tree_decodes_to_the_same_value():
    rng = random.Random(44)
    for _ in range(2000):
        value = _tree(rng)
        ours, theirs = _both(value)
        assert ours == theirs
        assert json.dumps(ours, sort_keys=True) == json.dumps(theirs, sort_keys=True)  # -0.0 and 0 apart


@pytest.mark.parametrize(
    "value",
    [
        protocol.welcome("uno-table 0.1.0"),
        protocol.error("bad_message", "a detail with \ud800 a lone surrogate quoted"),
        protocol.joined("ABCD", 3, "tok", True),
        protocol.lobby("ABCD", "classic", {"stacking": True, "deck": ["a", "b"]}, [{"kind": "ai"}], 0, 30),
        protocol.state(7, {"hand": ["r5", "W4"], "name": "Ådne's"}, [{"e": "play"}], 2, ["here"], 12.75),
        protocol.pong(123456.789012),
        protocol.tables([{"room": "ABCD", "host": "Zsófia", "edition": "modern", "seats": 4, "free": 1}]),
        protocol.closed("server_stopping"),
        {"seed": 2**64 - 1, "big": 2**64, "negative": -(2**63) - 1},  # beyond orjson's 64 bits
        {1: "not a string", None: "nor this", 2.5: "nor this"},  # keys: the standard library writes them
        {"t": (1, 2), "nested": [[[]], {}], "tab": "\t\u2028\x00"},
    ],
)
def test_each_server_message_decodes_to_the_same_value(value):
    ours, theirs = _both(value)
    assert ours == theirs


def test_what_neither_encoder_takes_raises_as_before():
    with pytest.raises(TypeError):
        protocol.encode({"a": object()})
    with pytest.raises(TypeError):
        protocol.encode({"a": {1, 2}})


def test_a_lone_surrogate_is_written_as_the_standard_library_writes_it():
    """The server never sends one (`_safe`); if it did, the text is the one it always was."""
    value = {"name": "x\udc80"}
    assert protocol.encode(value) == protocol.encode_stdlib(value)


def test_without_orjson_the_standard_library_encodes():
    code = (
        "import sys; sys.modules['orjson'] = None\n"
        "from game.net import protocol\n"
        "assert protocol.ENCODER == 'json' and protocol.encode is protocol.encode_stdlib\n"
        "print(protocol.encode({'a': [1, 2.5, 'é']}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == '{"a":[1,2.5,"é"]}'
