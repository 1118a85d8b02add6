## Tipset (H) med expertens siffror (issue 33). Se en/hint.ftl för förklaringar.
ui-look-hint-figures = Tips med vinstchanser
ui-look-help-hint-figures = Tipset (H) frågar experten och visar hur stor chans varje drag ger att vinna omgången.
ui-hint-weighing = Experten väger dina drag …
ui-hint-figures = Experten skulle välja: { $move } (vinstchans { $chance } %)
ui-hint-figures-next = Experten skulle välja: { $move } (vinstchans { $chance } %). Näst bäst: { $other } ({ $other_chance } %)
