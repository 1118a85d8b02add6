"""Network play's screens: the network menu (`menu`), Host, Join and Rejoin (`host`, `join`,
`rejoin`, sharing `connecting`; their sockets and discovery made in `links`), the lobby, the network
table (`table`), their look (`look`) and words (`words`). A new network screen goes here.
"""
