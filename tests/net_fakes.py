"""Stand-ins the network UI tests share: LAN discovery that finds nothing (no multicast in tests) is the
people soak's own (game/bench/people_player.py), so the tests and the soak stand in alike; a client
whose server answers from a script."""

from game.bench.people_player import NoDiscovery

__all__ = ["NoDiscovery", "ScriptedClient"]


class ScriptedClient:
    """A client whose server answers from a script: `answers(msg) -> list of replies`."""

    made: list = []

    def __init__(self, url, name, token=None, answers=None, status="open"):
        self.url, self.name, self.token = url, name, token
        self.answers = answers or (lambda msg: [])
        self.inbox = [{"type": "welcome", "protocol": 1, "server": "0.1.0"}] if status == "open" else []
        self.sent: list = []
        self.status = status
        self.latency_ms = 20.0
        self.closed = False
        ScriptedClient.made.append(self)

    def poll(self):
        out, self.inbox = self.inbox, []
        return out

    def send(self, msg):
        self.sent.append(msg)
        self.inbox.extend(self.answers(msg))

    def close(self):
        self.closed = True
