"""The frozen program's entry script (PyInstaller runs this file as __main__): `game.__main__.main()`."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
