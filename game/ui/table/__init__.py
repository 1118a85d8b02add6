"""The table screen and its parts: the screen (`screen`), its decision dialogs (`dialogs`), keys and
mouse (`input`), the narrow interfaces they use (`host`), the move log, the coach, the privacy curtain
of hot-seat, the round's end and the tutorial (`learn`). A new part of the table goes here.
"""
