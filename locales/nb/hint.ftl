## Tipset (H) med ekspertens tall (issue 33). Se en/hint.ftl for forklaringer.
ui-look-hint-figures = Tips med vinnersjanser
ui-look-help-hint-figures = Tipset (H) spør eksperten og viser hvert trekks sjanse til å vinne runden.
ui-hint-weighing = Eksperten veier trekkene dine …
ui-hint-figures = Eksperten ville valgt: { $move } (vinnersjanse { $chance } %)
ui-hint-figures-next = Eksperten ville valgt: { $move } (vinnersjanse { $chance } %). Nest best: { $other } ({ $other_chance } %)
