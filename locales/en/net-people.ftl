### Network play as people live it (issue 30): rounds that wait for everyone, hosting on a server,
### tables listed by a server, rejoining after a crash, a table that has started.
### Variables: $players names joined by commas; $seconds a whole number; $code a room code;
### $address an address; $host a computer's name; $player a name; $free a number of seats.

ui-net-round-ready = Waiting for the others
ui-net-round-waiting = Waiting for { $players }.
ui-net-round-starts-in = The next round starts in { $seconds } s.
ui-net-round-started = The next round has started.
ui-net-back-to-table = Back to the table
