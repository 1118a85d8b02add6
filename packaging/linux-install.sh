#!/bin/sh
# Install UNO Table for the current user (no root needed), or remove it again with --uninstall.
#   program:    ~/.local/opt/uno-table
#   command:    ~/.local/bin/uno-table
#   menu entry: ~/.local/share/applications/uno-table.desktop, icons in ~/.local/share/icons/hicolor
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
opt=${UNO_TABLE_PREFIX:-$HOME/.local/opt}/uno-table
bin=${UNO_TABLE_BIN:-$HOME/.local/bin}
sizes="@SIZES@"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$opt"
    rm -f "$bin/uno-table" "$data/applications/uno-table.desktop" "$data/icons/hicolor/scalable/apps/uno-table.svg"
    for size in $sizes; do rm -f "$data/icons/hicolor/$size/apps/uno-table.png"; done
    refresh
    echo "UNO Table removed."
    exit 0
fi

rm -rf "$opt"
mkdir -p "$opt" "$bin" "$data/applications" "$data/icons/hicolor/scalable/apps"
cp -R "$here/uno-table/." "$opt/"
ln -sf "$opt/uno-table" "$bin/uno-table"
for size in $sizes; do
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$here/icons/hicolor/$size/apps/uno-table.png" "$data/icons/hicolor/$size/apps/uno-table.png"
done
cp "$here/icons/uno-table.svg" "$data/icons/hicolor/scalable/apps/uno-table.svg"
sed "s|@EXEC@|$opt/uno-table|g" "$here/uno-table.desktop" > "$data/applications/uno-table.desktop"
chmod 644 "$data/applications/uno-table.desktop"
refresh
echo "UNO Table installed: $opt (command: $bin/uno-table; menu: Games)."
case ":$PATH:" in *":$bin:"*) ;; *) echo "Note: $bin is not on your PATH." ;; esac
