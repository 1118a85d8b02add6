# Utseendet (issue 31): inställningsskärmens rader, reglage och hjälpraden under dem.

ui-look-language = Språk
ui-look-speed = Animationshastighet
ui-look-speed-slow = Långsam
ui-look-speed-normal = Normal
ui-look-speed-fast = Snabb
ui-look-speed-instant = Direkt
ui-look-reduced-motion = Mindre rörelse
ui-look-ui-scale = Gränssnittets storlek
ui-look-colorblind = Färgblindläge
ui-look-fullscreen = Helskärm
ui-look-volume-master = Huvudvolym
ui-look-volume-effects = Ljudeffekter
ui-look-volume-music = Musik
ui-look-sound = Ljud (M)
ui-look-on = På
ui-look-off = Av
ui-look-percent = { $percent } %
ui-look-help-language = Hela spelet byter språk direkt.
ui-look-help-speed = Hur snabbt korten flyger och skärmarna byts.
ui-look-help-reduced-motion = Skärmarna tonar över i stället för att glida, och knapparna slutar pulsera.
ui-look-help-ui-scale = Mindre menyer och knappar ger mer plats på en stor skärm.
ui-look-help-colorblind = Varje kortfärg får också en egen form.
ui-look-help-fullscreen = Spelet fyller hela skärmen.
ui-look-help-volume = Dra i reglaget eller använd vänster- och högerpilen.
ui-look-help-sound = M stänger av och sätter på ljudet från alla skärmar.
