#!/usr/bin/env bash
# Installs every Debian 12 package Headwater's build, tests and app need. Safe to run again.
set -euo pipefail

packages=(
    build-essential cmake pkg-config ccache git
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools linguist-qt6 libqt6sql6-sqlite
    libqcustomplot-dev
    libtorch-dev libgloo-dev
    libopenblas0-pthread  # without it libtorch falls back to reference BLAS (about 16x slower matmul)
    libsentencepiece-dev libsqlite3-dev zlib1g-dev
    fonts-noto-cjk        # Hangul in the interface
    xvfb xauth            # screenshots and a display for headless machines
    python3-torch python3-numpy  # the Python reference for parity and baseline runs
)
# Hugging Face tokenizers (npm) serve as an encoding oracle; some machines bring their own Node.js with npm.
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages already installed"
    exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "install-deps: installed ${missing[*]}"
