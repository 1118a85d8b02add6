"""Network play's screens: the network menu, Host, Join and Rejoin (`screens`), the lobby, the network
table (`table`), their look (`look`) and words (`words`). A new network screen goes here.
"""
