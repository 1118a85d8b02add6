### Network play as people live it (issue 30): rounds that wait for everyone, hosting on a server,
### tables listed by a server, rejoining after a crash, a table that has started.
### Variables: $players names joined by commas; $seconds a whole number; $code a room code;
### $address an address; $host a computer's name; $player a name; $free a number of seats.

ui-net-round-ready = Waiting for the others
ui-net-round-waiting = Waiting for { $players }.
ui-net-round-starts-in = The next round starts in { $seconds } s.
ui-net-round-started = The next round has started.
ui-net-back-to-table = Back to the table
ui-net-unknown-host = No computer called “{ $host }” was found. Check the address for typing mistakes.
ui-net-listen-server = Players on a server
ui-net-server-address = Server address
ui-net-server-address-hint = For example uno.example.org:8765
ui-net-listed = Listed
ui-net-listed-yes = Yes: friends find it under Find tables
ui-net-listed-no = No: friends need the room code
ui-net-timer = Turn timer
ui-net-timer-off = Off
ui-net-timer-seconds = { $seconds } s
ui-net-find = Find tables
ui-net-find-hint = Press Find tables to search this network and the server at the address above.
ui-net-found-room = { $player }, room { $code } ({ $address })
ui-net-error-started = That table's game is already under way. You can wait for a seat: you get one as soon as a player leaves.
ui-net-wait-seat = Wait for a seat
ui-net-stop-waiting = Stop waiting
ui-net-waiting-seat = Waiting for a seat at room { $code }…
ui-net-host-leave-title = Close the table?
ui-net-host-leave-text = You are the host. If you leave, the table closes for everyone at it.
ui-net-host-leave-yes = Leave and close
ui-menu-rejoin = Rejoin table { $code }
ui-net-rejoin-title = Rejoin table { $code }
ui-net-rejoin-where = Server: { $address }
ui-net-rejoin-gone = That table has ended, or your seat there was given up.
ui-net-presence-away-for = away: computer in { $seconds } s
ui-net-menu-title = Menu (the game goes on)
ui-net-watch = Watch
ui-net-watching = You are watching this table.
ui-net-give-up-title = Leave the table?
ui-net-give-up-text = A computer player takes your seat for the rest of the game. You cannot come back.
ui-net-give-up-yes = Leave the table
ui-net-stay = Stay
net-log-stand-in = Computer for { $player }
net-log-time-out = Time ran out for { $player }: the computer moved for them.
net-time-out = Time ran out for { $player }: the computer moved for them.
net-time-out-you = Your time ran out: the computer moved for you.
net-clock-yours = Your turn: { $seconds } s
net-clock-other = { $seconds } s
net-your-turn-left = Your turn: { $seconds } s left.
