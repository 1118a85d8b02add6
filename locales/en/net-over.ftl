### Joining a table whose game is over: nothing to wait for, a new table instead.

ui-net-error-game-over = That table's game is over, so no seat will come free. Ask the host for a new table, or open one yourself on that server.
net-over-host = Host a table there
