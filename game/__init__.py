"""UNO Table: the UNO family of card games for the desktop."""

__version__ = "0.1.0"
