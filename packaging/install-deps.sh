#!/usr/bin/env bash
# Installs what Headwater's build, tests and app need on Debian 12: the Debian packages, and one Python
# virtual environment outside the clone (${HEADWATER_DEPS:-~/.local/share/headwater-deps}/venv) holding
# libtorch (PyPI's CUDA-enabled torch wheel) and the Hugging Face reference stack, pinned in
# packaging/python-requirements.txt. Safe to run again: a second run only checks and takes seconds.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

packages=(
    build-essential cmake pkg-config ccache git
    clang-format          # the code's layout, checked by the tests
    clang libclang-rt-dev # the fuzz targets of the readers (libFuzzer, sanitizers)
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools linguist-qt6 libqt6sql6-sqlite
    qt6-translations-l10n # Qt's own dialogs (file dialog, OK/Cancel) in the studio's language
    libqcustomplot-dev
    libsentencepiece-dev libsqlite3-dev zlib1g-dev libzstd-dev liblzma-dev
    libgloo-dev           # the headers of Gloo, which libtorch holds for data-parallel runs on CPUs
    python3-venv          # the environment holding libtorch and the reference stack
    fonts-noto-cjk        # Hangul in the interface
    xvfb xauth            # screenshots and a display for headless machines
    librsvg2-bin          # the package's PNG icons, drawn from the SVG
    desktop-file-utils appstream debootstrap # checking the .deb's desktop data; installing it in a clean root
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} Debian packages already installed"
else
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
    echo "install-deps: installed ${missing[*]}"
fi

# The environment is rebuilt only when the pinned list changes (its digest is kept beside it).
deps="${HEADWATER_DEPS:-$HOME/.local/share/headwater-deps}"
venv="$deps/venv"
requirements="$here/python-requirements.txt"
digest="$(sha256sum "$requirements" | cut -d' ' -f1)"
stamp="$venv/.headwater-requirements.sha256"
if [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$digest" ]; then
    echo "install-deps: Python environment up to date ($venv)"
    exit 0
fi
mkdir -p "$deps"
[ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --progress-bar off --disable-pip-version-check -r "$requirements"
echo "$digest" > "$stamp"
echo "install-deps: Python environment ready ($venv: $("$venv/bin/python" -c 'import torch; print("torch", torch.__version__)'))"
