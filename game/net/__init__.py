"""Network tables: a server-authoritative asyncio WebSocket server (`server`), its messages
(`protocol`), its SQLite journal (`journal`) and the game's client (`client`). No pygame here.

Imports point down only: game.play, game.rules, game.ai, game.storage. Only the screens (game/ui) and
the command line import this package. docs/network.md describes the protocol and how to run it.
"""
