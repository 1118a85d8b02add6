# The look (issue 31): the settings screen's rows, switches and sliders, and the help line under them.

ui-look-language = Language
ui-look-speed = Animation speed
ui-look-speed-slow = Slow
ui-look-speed-normal = Normal
ui-look-speed-fast = Fast
ui-look-speed-instant = Instant
ui-look-reduced-motion = Reduced motion
ui-look-ui-scale = Interface size
ui-look-colorblind = Colour-blind mode
ui-look-fullscreen = Full screen
ui-look-volume-master = Master volume
ui-look-volume-effects = Sound effects
ui-look-volume-music = Music
ui-look-sound = Sound (M)
ui-look-on = On
ui-look-off = Off
ui-look-percent = { $percent }%
ui-look-help-language = The whole game switches to the new language at once.
ui-look-help-speed = How fast the cards fly and the screens change.
ui-look-help-reduced-motion = Screens fade instead of sliding, and buttons stop pulsing.
ui-look-help-ui-scale = Smaller menus and buttons leave more room on a big screen.
ui-look-help-colorblind = Every card colour also gets its own shape.
ui-look-help-fullscreen = The game fills the whole screen.
ui-look-help-volume = Drag the slider, or use the left and right arrow keys.
ui-look-help-sound = M turns the sound off and on from any screen.
