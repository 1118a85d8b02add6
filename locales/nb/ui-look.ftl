# Utseendet (issue 31): innstillingsskjermens rader, brytere og glidebrytere og hjelpelinjen under dem.

ui-look-language = Språk
ui-look-speed = Animasjonshastighet
ui-look-speed-slow = Sakte
ui-look-speed-normal = Normal
ui-look-speed-fast = Rask
ui-look-speed-instant = Umiddelbar
ui-look-reduced-motion = Mindre bevegelse
ui-look-ui-scale = Størrelse på grensesnittet
ui-look-colorblind = Fargeblindmodus
ui-look-fullscreen = Fullskjerm
ui-look-volume-master = Hovedvolum
ui-look-volume-effects = Lydeffekter
ui-look-volume-music = Musikk
ui-look-sound = Lyd (M)
ui-look-on = På
ui-look-off = Av
ui-look-percent = { $percent } %
ui-look-help-language = Hele spillet bytter språk med en gang.
ui-look-help-speed = Hvor fort kortene flyr og skjermene skifter.
ui-look-help-reduced-motion = Skjermene toner over i stedet for å gli, og knappene slutter å pulsere.
ui-look-help-ui-scale = Mindre menyer og knapper gir mer plass på en stor skjerm.
ui-look-help-colorblind = Hver kortfarge får også sin egen form.
ui-look-help-fullscreen = Spillet fyller hele skjermen.
ui-look-help-volume = Dra i glidebryteren, eller bruk venstre og høyre piltast.
ui-look-help-sound = M slår lyden av og på fra alle skjermer.
