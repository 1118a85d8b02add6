"""Stand-ins the network UI tests share: LAN discovery that finds nothing (no multicast in tests)."""


class NoDiscovery:
    available = False

    def start(self):
        return False

    def found(self):
        return []

    def close(self):
        pass
