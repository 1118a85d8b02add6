### Csatlakozás egy asztalhoz, ahol már véget ért a játék: nincs mire várni, helyette új asztal.

ui-net-error-game-over = Ennél az asztalnál már véget ért a játék, így hely sem szabadul fel. Kérj új asztalt a házigazdától, vagy nyiss egyet magad ugyanazon a szerveren.
net-over-host = Új asztal ezen a szerveren
