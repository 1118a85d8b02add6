# Udseendet (issue 31): indstillingsskærmens rækker, kontakter og skydere og hjælpelinjen under dem.

ui-look-language = Sprog
ui-look-speed = Animationshastighed
ui-look-speed-slow = Langsom
ui-look-speed-normal = Normal
ui-look-speed-fast = Hurtig
ui-look-speed-instant = Øjeblikkelig
ui-look-reduced-motion = Mindre bevægelse
ui-look-ui-scale = Brugerfladens størrelse
ui-look-colorblind = Farveblindtilstand
ui-look-fullscreen = Fuld skærm
ui-look-volume-master = Samlet lydstyrke
ui-look-volume-effects = Lydeffekter
ui-look-volume-music = Musik
ui-look-sound = Lyd (M)
ui-look-on = Til
ui-look-off = Fra
ui-look-percent = { $percent } %
ui-look-help-language = Hele spillet skifter sprog med det samme.
ui-look-help-speed = Hvor hurtigt kortene flyver, og skærmene skifter.
ui-look-help-reduced-motion = Skærmene toner over i stedet for at glide, og knapperne holder op med at pulsere.
ui-look-help-ui-scale = Mindre menuer og knapper giver mere plads på en stor skærm.
ui-look-help-colorblind = Hver kortfarve får også sin egen form.
ui-look-help-fullscreen = Spillet fylder hele skærmen.
ui-look-help-volume = Træk i skyderen, eller brug venstre og højre piletast.
ui-look-help-sound = M slår lyden fra og til på alle skærme.
