# Host, Join and the lobby in the new look (issue 31): tiles, table cards, the room code, seat cards.

## Play on the network: the two tiles
net-look-host-effect = Open a table and invite your friends
net-look-join-effect = Sit down at a friend's table

## Host: who can join, as tiles
net-look-where-local = This computer
net-look-where-local-effect = Other windows on this computer
net-look-where-lan = Local network
net-look-where-lan-effect = Friends on the same network
net-look-where-server = A server
net-look-where-server-effect = Players on a server, by its address
net-look-listed-on = Friends find it under Find tables, no code to type
net-look-listed-off = Friends need the room code to join
net-look-timer-effect = Time for each move, and before the next round

## Join: a table found
net-look-table-seats = { $edition } · { $taken } of { $seats ->
    [one] { $seats } seat
   *[other] { $seats } seats
} taken
net-look-table-free = { $edition } · { $free ->
    [one] 1 seat free
   *[other] { $free } seats free
}
net-look-on-server = On the server { $address }
net-look-on-lan-listed = Local network · one click to join
net-look-on-lan-code = Local network · type the room code
net-look-on-lan-started = Local network · game under way: wait for a seat or watch
net-look-find-hint = Press Find tables to search this network and the server at the address you typed.
net-look-room = Room { $code }

## The lobby
net-look-room-code = Room code
net-look-copy = Copy
net-look-copied = Copied
net-look-copied-note = { $code } is on the clipboard: paste it into a message to your friends.
net-look-copy-failed = The clipboard cannot be reached here. Read the code out to your friends.
net-look-address = Address for friends: { $address }
net-look-hosted-by = Host: { $player }
net-look-waiting-for = Waiting for { $players } to be ready.
net-look-everyone-ready = Everyone is ready.
net-look-timer-now = Turn timer: { $timer }
