#!/bin/sh
# GameSuite, portable build: add it to this user's menu, file types and PATH (links into ~/.local),
# or take it off again with --uninstall. Nothing outside your home folder is touched; the app stays
# in this folder (move the folder first, then run this).
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ID=org.gamesuite.GameSuite
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
BIN=$HOME/.local/bin

refresh() {  # the desktop's caches, when its tools are there
    if command -v update-mime-database >/dev/null 2>&1; then update-mime-database "$DATA/mime" || true; fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$DATA/applications" || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$BIN/gamesuite" "$DATA/applications/$ID.desktop" "$DATA/mime/packages/$ID.xml" \
          "$DATA/metainfo/$ID.metainfo.xml" "$DATA/icons/hicolor/scalable/apps/$ID.svg"
    for icon in "$HERE"/share/icons/hicolor/*/*/*.png; do
        rel=${icon#"$HERE/share/"}
        rm -f "$DATA/$rel"
    done
    refresh
    echo "GameSuite removed from your menu (this folder and your saved games are kept)."
    exit 0
fi

mkdir -p "$BIN" "$DATA/applications" "$DATA/mime/packages" "$DATA/metainfo"
ln -sf "$HERE/GameSuite" "$BIN/gamesuite"
sed -e "s|^Exec=gamesuite|Exec=\"$HERE/GameSuite\"|" -e "s|^TryExec=.*|TryExec=$HERE/GameSuite|" \
    "$HERE/share/applications/$ID.desktop" > "$DATA/applications/$ID.desktop"
cp "$HERE/share/mime/packages/$ID.xml" "$DATA/mime/packages/$ID.xml"
cp "$HERE/share/metainfo/$ID.metainfo.xml" "$DATA/metainfo/$ID.metainfo.xml"
(cd "$HERE/share" && find icons -type f) | while read -r rel; do
    mkdir -p "$DATA/$(dirname "$rel")"
    cp "$HERE/share/$rel" "$DATA/$rel"
done
refresh
echo "GameSuite added to your menu; 'gamesuite' starts it when $BIN is on your PATH."
