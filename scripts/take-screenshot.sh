#!/usr/bin/env bash
# Renders the main window on the demo project under Xvfb and saves docs/screenshot.png.
# Usage: scripts/take-screenshot.sh [build-dir] [language]
set -euo pipefail
build=${1:-build}
language=${2:-en}
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# A scratch home keeps the demo fresh and the user's own settings untouched.
HOME="$scratch" XDG_CONFIG_HOME="$scratch/.config" XDG_DATA_HOME="$scratch/.local/share" \
    xvfb-run -a -s "-screen 0 1280x800x24" \
    "$root/$build/app/headwater" --demo --language "$language" --screenshot "$root/docs/screenshot.png"
echo "saved $root/docs/screenshot.png"
