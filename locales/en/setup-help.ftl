### New game: the help line before anything is marked. $description: the chosen edition's description.

setup-help-start = { $description } Point at any choice to read here what it does.
