#!/usr/bin/env bash
# Builds Headwater's .deb and proves it in a clean Debian 12 root: debootstrap makes the root (once; later
# runs start from a pristine copy of it), `dpkg -i` plus `apt-get -f install` install the package with its
# dependencies from Debian, and there `headwater-cli --version`, `headwater-cli info`, a 10-step tiny
# pretraining run (tokenizer and model made on the spot), a 2-step run of a SentencePiece model, a Parquet
# import and the demo project unpacked by the studio must work; `dpkg -r` must then leave nothing behind.
# Needs root, debootstrap and Debian's mirror. Usage: packaging/test-deb-in-chroot.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath -m "${1:-$root/build}")
work=${HEADWATER_CHROOT_DIR:-/var/tmp/headwater-deb-test}
mirror=${HEADWATER_DEBIAN_MIRROR:-http://deb.debian.org/debian}
step() { echo "== $*"; }

step "building the package in $build"
[ -f "$build/CMakeCache.txt" ] || cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j"$(nproc)" --target headwater headwater-cli headwater-cli-torch headwater-spm headwater-spm-train headwater-columnar \
    headwater-package-files >/dev/null
rm -rf "$build/package"
(cd "$build" && cpack -G DEB -B "$build/package" >/dev/null)
rm -rf "$build/package/_CPack_Packages" # the staged tree: as large as the installed package
deb=$(ls "$build"/package/headwater_*.deb)
dpkg-deb --info "$deb" | grep -E "Package|Version|Installed-Size|Depends"
echo "package file: $(du -h "$deb" | cut -f1)"

base="$work/base"
if [ ! -x "$base/usr/bin/apt-get" ]; then
    step "making a clean Debian 12 root with debootstrap ($mirror)"
    rm -rf "$base"
    mkdir -p "$work"
    debootstrap --variant=minbase bookworm "$base" "$mirror" >"$work/debootstrap.log" 2>&1 ||
        { tail -20 "$work/debootstrap.log"; exit 1; }
fi
target="$work/root"
# Never delete through a mount: /dev is the host's own, bound into the root.
unmount_root() {
    for m in "$target/proc" "$target/dev"; do
        ! mountpoint -q "$m" || umount "$m"
    done
    ! mountpoint -q "$target/proc" && ! mountpoint -q "$target/dev"
}
remove_root() { if unmount_root; then rm -rf "$target"; else echo "left $target: still mounted" >&2; fi; }
remove_root
trap remove_root EXIT
cp -a "$base" "$target"
mount -t proc proc "$target/proc"
mount --bind /dev "$target/dev"
cp /etc/resolv.conf "$target/etc/resolv.conf"
in_root() { chroot "$target" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

step "dpkg -i $(basename "$deb")"
cp "$deb" "$target/tmp/"
in_root dpkg -i "/tmp/$(basename "$deb")" >"$work/dpkg-i.log" 2>&1 || echo "(dependencies missing, as expected in a bare root)"
step "apt-get -f install"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get -f install -y -qq --no-install-recommends >"$work/apt.log" 2>&1 ||
    { tail -20 "$work/apt.log"; exit 1; }
in_root dpkg-query -W -f='${Package} ${Version} ${Status}\n' headwater

step "headwater-cli --version"
in_root headwater-cli --version
step "headwater-cli info"
in_root headwater-cli info
step "a 10-step tiny pretraining run"
in_root sh -c 'mkdir -p /tmp/run && cd /tmp/run &&
    for i in $(seq 1 300); do echo "the river rises after rain number $i and the valley floods near the old mill"; done > corpus.txt &&
    headwater-cli train-tokenizer --corpus corpus.txt --vocab-size 200 --min-frequency 1 --output tokenizer >/dev/null &&
    headwater-cli new-model --arch bert --preset tiny --tokenizer tokenizer --max-positions 64 --output model >/dev/null &&
    headwater-cli pretrain --model model --corpus corpus.txt --output run --seq-len 32 --batch-size 8 --max-steps 10 \
        --log-every 5 --threads 2 --json | tail -1 &&
    test -f run/model/model.safetensors && echo "pretrained model written: run/model"'
step "a SentencePiece model pretrained (headwater-cli-torch finds the SentencePiece module beside it)"
in_root sh -c 'cd /tmp/run &&
    headwater-cli train-tokenizer --kind unigram --corpus corpus.txt --vocab-size 60 --output spm >/dev/null &&
    headwater-cli new-model --arch bert --preset tiny --tokenizer spm --max-positions 64 --output spm-model >/dev/null &&
    headwater-cli pretrain --model spm-model --corpus corpus.txt --output spm-run --seq-len 32 --batch-size 8 \
        --max-steps 2 --threads 2 --json | tail -1 &&
    test -f spm-run/model/model.safetensors && echo "pretrained model written: spm-run/model"'
step "a Parquet dataset imported (Arrow and Parquet from the package)"
tail -c +2 "$root/fuzz/seeds/columnar.parquet" > "$target/tmp/train-00000-of-00001.parquet" # the seed's first byte is the fuzzer's
in_root headwater-cli import-corpus /tmp/train-00000-of-00001.parquet --output /tmp/parquet-import | head -1
step "headwater --version (the studio, offscreen)"
in_root env QT_QPA_PLATFORM=offscreen headwater --version
step "headwater --demo unpacks the installed demo (offscreen)"
in_root sh -c 'QT_QPA_PLATFORM=offscreen headwater --demo --screenshot /tmp/demo.png &&
    demo=/root/.local/share/Headwater/Headwater/demo &&
    test -f $demo/demo.hwproj && cmp -s /usr/share/headwater/demo/base-model/model.safetensors $demo/base-model/model.safetensors &&
    headwater-cli inspect --model $demo/base-model | head -2 && echo "demo project made: $demo"'

step "dpkg -r headwater"
in_root dpkg -r headwater >/dev/null
left=$(in_root sh -c 'ls -d /usr/bin/headwater* /usr/lib/headwater /usr/share/applications/io.headwater.Headwater.desktop \
    /usr/share/metainfo/io.headwater.Headwater.metainfo.xml /usr/share/man/man1/headwater* /usr/share/headwater 2>/dev/null' || true)
if [ -n "$left" ]; then
    echo "FAILED: left behind after dpkg -r:"
    echo "$left"
    exit 1
fi
echo "removed cleanly: $(in_root dpkg-query -W -f='${Status}' headwater)"
in_root dpkg -P headwater >/dev/null
echo "purged: $(in_root dpkg-query -W -f='${Status}' headwater 2>/dev/null || echo 'not known to dpkg')"
