## The table's hint (H) with the expert's figures (issue 33): a setting, and what the hint then says.
## $chance and $other_chance are whole percentages: the chance to win the round after the move.
ui-look-hint-figures = Hint with win chances
ui-look-help-hint-figures = The hint (H) asks the expert and shows each move's chance to win the round.
ui-hint-weighing = The expert is weighing your moves…
ui-hint-figures = The expert would choose: { $move } (win chance { $chance } %)
ui-hint-figures-next = The expert would choose: { $move } (win chance { $chance } %). Next best: { $other } ({ $other_chance } %)
