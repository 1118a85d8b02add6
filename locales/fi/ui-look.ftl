# Ulkoasu (issue 31): asetusnäkymän rivit, kytkimet ja liukusäätimet sekä niiden alla oleva ohjerivi.

ui-look-language = Kieli
ui-look-speed = Animaatioiden nopeus
ui-look-speed-slow = Hidas
ui-look-speed-normal = Normaali
ui-look-speed-fast = Nopea
ui-look-speed-instant = Välitön
ui-look-reduced-motion = Vähennetty liike
ui-look-ui-scale = Käyttöliittymän koko
ui-look-colorblind = Värisokeustila
ui-look-fullscreen = Koko näyttö
ui-look-volume-master = Kokonaisäänenvoimakkuus
ui-look-volume-effects = Äänitehosteet
ui-look-volume-music = Musiikki
ui-look-sound = Äänet (M)
ui-look-on = Päällä
ui-look-off = Pois
ui-look-percent = { $percent } %
ui-look-help-language = Koko peli vaihtaa kieltä heti.
ui-look-help-speed = Kuinka nopeasti kortit lentävät ja näkymät vaihtuvat.
ui-look-help-reduced-motion = Näkymät vaihtuvat häivyttämällä liukumisen sijaan, eivätkä painikkeet sykki.
ui-look-help-ui-scale = Pienemmät valikot ja painikkeet jättävät suurella näytöllä enemmän tilaa.
ui-look-help-colorblind = Jokaisella kortin värillä on myös oma muotonsa.
ui-look-help-fullscreen = Peli täyttää koko näytön.
ui-look-help-volume = Vedä liukusäädintä tai käytä vasenta ja oikeaa nuolinäppäintä.
ui-look-help-sound = M-näppäin mykistää äänet ja palauttaa ne missä tahansa näkymässä.
