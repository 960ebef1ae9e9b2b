#!/usr/bin/env bash
# Walks the demo project through the studio under Xvfb and saves a picture of each page, in English and
# Korean, into docs/screenshots/ (<page>-<language>.png); docs/screenshot.png is the English Pretrain page.
# Usage: scripts/take-screenshot.sh [build-dir]
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/docs/screenshots"
mkdir -p "$out"
for language in en ko; do
    scratch=$(mktemp -d)
    # A scratch home makes a fresh demo and leaves the user's own settings untouched.
    HOME="$scratch" XDG_CONFIG_HOME="$scratch/.config" XDG_DATA_HOME="$scratch/.local/share" \
        xvfb-run -a -s "-screen 0 1400x900x24" \
        "$root/$build/app/headwater" --demo --language "$language" --tour "$out"
    rm -rf "$scratch"
done
cp "$out/pretrain-en.png" "$root/docs/screenshot.png"
echo "saved $(ls "$out" | tr '\n' ' ')in $out"
