## Tippet (H) med ekspertens tal (issue 33). Se en/hint.ftl for forklaringer.
ui-look-hint-figures = Tip med vinderchancer
ui-look-help-hint-figures = Tippet (H) spørger eksperten og viser hvert træks chance for at vinde runden.
ui-hint-weighing = Eksperten vejer dine træk …
ui-hint-figures = Eksperten ville vælge: { $move } (vinderchance { $chance } %)
ui-hint-figures-next = Eksperten ville vælge: { $move } (vinderchance { $chance } %). Næstbedst: { $other } ({ $other_chance } %)
