"""Finished games again: the Replays list and the replay player (`replays`), the expert's review
(`review`).
"""
