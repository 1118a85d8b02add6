"""The room directory of a sharded server (`uno-table serve --workers N`): which worker process holds
which table, how loaded each worker is, and the public tables waiting for players.

The room code is the shard key. Each worker reports its tables to its front door (game/net/worker.py,
game/net/supervisor.py): the door keeps its own workers' entries (`Shard`) in memory. `Directory` is
the one-machine directory: those entries are all there is. `RedisDirectory` (`--directory
redis://HOST:PORT/DB`, the `redis` package's asyncio client) also writes them to Redis with an expiry,
refreshed by a heartbeat, and reads the other doors' entries there, so a door on any machine finds a
table's owner:

    uno-table:worker:<id>   JSON {url, tables, draining, listed}   expires after `ttl` seconds
    uno-table:workers       sorted set: worker id -> the time its entry expires
    uno-table:room:<CODE>   the owner's worker id                   expires after `ttl` seconds

A worker that stops refreshing (its machine gone) drops out after `ttl`; a door that restarts writes its
workers' tables again at its first heartbeat. When Redis is down the door still routes to its own
workers (their tables are in its memory); lookups of other machines' tables fail and are retried.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger("game.net.directory")

PREFIX = "uno-table:"


class Unavailable(Exception):
    """The table's worker is known but not listening now (it restarts)."""


@dataclass
class Shard:
    """One worker process as its door knows it (from the worker's own reports)."""

    wid: str  # stable across the worker's restarts: "<door id>/<index>"
    url: str = ""  # ws://host:port/ (empty while it starts)
    rooms: set[str] = field(default_factory=set)
    listed: list[dict] = field(default_factory=list)
    draining: bool = False
    alive: bool = False  # listening now (False: starting, or restarting after a crash)
    routed: int = 0  # creates sent to it since its last report (so a burst of creates spreads out)
    handoff: str | None = None  # where it adopts connections handed over (game/net/handoff.py)

    def load(self) -> int:
        return len(self.rooms) + self.routed

    def entry(self) -> dict:
        return {"url": self.url, "tables": self.load(), "draining": self.draining, "listed": self.listed}


@dataclass
class Worker:
    """A worker anywhere, as the directory lists it."""

    wid: str
    url: str
    tables: int
    draining: bool
    listed: list[dict]


class Directory:
    """The one-machine directory: the door's own workers, in its memory."""

    def __init__(self, shards: list[Shard], reserve_for: float = 30.0):
        self.shards = shards
        self.reserve_for = reserve_for
        self._reserved: dict[str, tuple[str, float]] = {}  # code -> (worker id, until)

    def local_owner(self, code: str) -> Shard | None:
        """The door's own worker that holds (or was just given) `code`."""
        for shard in self.shards:
            if code in shard.rooms:
                return shard
        held = self._reserved.get(code)
        if held is not None and held[1] > time.monotonic():
            return next((s for s in self.shards if s.wid == held[0]), None)
        return None

    async def owner(self, code: str) -> str | None:
        """The url of the worker that holds `code` (None: no one). Raises `Unavailable` while that worker
        is restarting (the caller waits and asks again)."""
        shard = self.local_owner(code)
        if shard is not None and not shard.alive:
            raise Unavailable(f"worker {shard.wid} is starting")
        return shard.url if shard is not None else None

    async def reserve(self, code: str, wid: str) -> bool:
        """Claim `code` for a new table on worker `wid`: False when a table has it already."""
        if self.local_owner(code) is not None:
            return False
        self._reserved[code] = (wid, time.monotonic() + self.reserve_for)
        return True

    async def workers(self) -> list[Worker]:
        return [
            Worker(s.wid, s.url, s.load(), s.draining, s.listed) for s in self.shards if s.alive and s.url
        ]

    async def changed(self, shard: Shard, added: set[str], gone: set[str]) -> None:
        """A worker reported new tables or closed ones."""
        for code in added:
            self._reserved.pop(code, None)

    async def heartbeat(self) -> None:
        """Every few seconds: refresh what others read (nothing to do in memory)."""
        now = time.monotonic()
        self._reserved = {c: held for c, held in self._reserved.items() if held[1] > now}

    async def close(self) -> None:
        pass


class RedisDirectory(Directory):
    """The directory in Redis, shared by the doors of several machines (see the module's notes)."""

    def __init__(self, url: str, shards: list[Shard], ttl: float = 15.0):
        super().__init__(shards)
        import redis.asyncio as aioredis

        self.url = url
        self.ttl = ttl
        self.redis: Any = aioredis.Redis.from_url(
            url, decode_responses=True, socket_timeout=2.0, socket_connect_timeout=2.0
        )
        self.up = True  # the last call reached Redis (logged when it changes)
        self.back_at = -1e9  # when Redis answered again after being down (monotonic)

    def _went(self, up: bool, exc: Exception | None = None) -> None:
        if up != self.up:
            self.up = up
            if up:
                self.back_at = time.monotonic()
                log.warning("the directory (%s) answers again", self.url)
            else:
                log.warning("the directory (%s) is down: %s", self.url, exc)

    async def owner(self, code: str) -> str | None:
        local = await super().owner(code)
        if local is not None:
            return local
        try:
            wid = await self.redis.get(f"{PREFIX}room:{code}")
            raw = None if wid is None else await self.redis.get(f"{PREFIX}worker:{wid}")
        except Exception as exc:  # redis.ConnectionError, TimeoutError: the caller waits and retries
            self._went(False, exc)
            raise
        self._went(True)
        if raw is None and time.monotonic() - self.back_at < self.ttl:
            # Redis came back (perhaps empty) lately: the heartbeats may not have written this table yet
            raise Unavailable(f"the directory is filling again; {code} not in it yet")
        return None if raw is None else json.loads(raw)["url"] or None

    async def reserve(self, code: str, wid: str) -> bool:
        if self.local_owner(code) is not None:
            return False
        try:
            taken = not await self.redis.set(f"{PREFIX}room:{code}", wid, nx=True, ex=int(self.ttl))
        except Exception as exc:  # Redis down: this machine's own tables are all it can see
            self._went(False, exc)
            return await super().reserve(code, wid)
        self._went(True)
        return not taken and await super().reserve(code, wid)

    async def workers(self) -> list[Worker]:
        local = await super().workers()
        try:
            ids = await self.redis.zrangebyscore(f"{PREFIX}workers", time.time(), "+inf")
            raws = await self.redis.mget([f"{PREFIX}worker:{i}" for i in ids]) if ids else []
        except Exception as exc:
            self._went(False, exc)
            return local
        self._went(True)
        mine = {w.wid for w in local}
        found = list(local)
        for wid, raw in zip(ids, raws, strict=True):
            if raw is None or wid in mine:
                continue
            entry = json.loads(raw)
            found.append(Worker(wid, entry["url"], entry["tables"], entry["draining"], entry["listed"]))
        return found

    async def changed(self, shard: Shard, added: set[str], gone: set[str]) -> None:
        await super().changed(shard, added, gone)
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                for code in added:
                    pipe.set(f"{PREFIX}room:{code}", shard.wid, ex=int(self.ttl))
                for code in gone:
                    pipe.delete(f"{PREFIX}room:{code}")
                self._put_worker(pipe, shard)
                await pipe.execute()
        except Exception as exc:  # written again at the next heartbeat
            self._went(False, exc)
            return
        self._went(True)

    def _put_worker(self, pipe, shard: Shard) -> None:
        pipe.set(f"{PREFIX}worker:{shard.wid}", json.dumps(shard.entry()), ex=int(self.ttl))
        pipe.zadd(f"{PREFIX}workers", {shard.wid: time.time() + self.ttl})

    async def heartbeat(self) -> None:
        """Every worker's entry and every table's, their expiry pushed back; entries of workers gone
        cleared. After Redis comes back empty this writes everything again."""
        await super().heartbeat()
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                for shard in self.shards:
                    if not shard.url:
                        continue
                    self._put_worker(pipe, shard)
                    for code in shard.rooms:
                        pipe.set(f"{PREFIX}room:{code}", shard.wid, ex=int(self.ttl))
                pipe.zremrangebyscore(f"{PREFIX}workers", "-inf", time.time())
                await pipe.execute()
        except Exception as exc:
            self._went(False, exc)
            return
        self._went(True)

    async def close(self) -> None:
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                for shard in self.shards:
                    pipe.delete(f"{PREFIX}worker:{shard.wid}")
                    pipe.zrem(f"{PREFIX}workers", shard.wid)
                await pipe.execute()
        except Exception:
            pass
        await self.redis.aclose()
