# A külső (issue 31): a beállítások képernyő sorai, kapcsolói és csúszkái, alattuk a súgósor.

ui-look-language = Nyelv
ui-look-speed = Animáció sebessége
ui-look-speed-slow = Lassú
ui-look-speed-normal = Normál
ui-look-speed-fast = Gyors
ui-look-speed-instant = Azonnali
ui-look-reduced-motion = Kevesebb mozgás
ui-look-ui-scale = Kezelőfelület mérete
ui-look-colorblind = Színtévesztő mód
ui-look-fullscreen = Teljes képernyő
ui-look-volume-master = Fő hangerő
ui-look-volume-effects = Hangeffektek
ui-look-volume-music = Zene
ui-look-sound = Hang (M)
ui-look-on = Be
ui-look-off = Ki
ui-look-percent = { $percent }%
ui-look-help-language = Az egész játék azonnal átvált az új nyelvre.
ui-look-help-speed = Milyen gyorsan repülnek a lapok és váltanak a képernyők.
ui-look-help-reduced-motion = A képernyők csúszás helyett áttűnéssel váltanak, és a gombok nem lüktetnek.
ui-look-help-ui-scale = A kisebb menük és gombok több helyet hagynak egy nagy képernyőn.
ui-look-help-colorblind = Minden lapszín saját formát is kap.
ui-look-help-fullscreen = A játék kitölti a teljes képernyőt.
ui-look-help-volume = Húzd a csúszkát, vagy használd a bal és jobb nyílbillentyűt.
ui-look-help-sound = Az M billentyű bármelyik képernyőn ki- és bekapcsolja a hangot.
