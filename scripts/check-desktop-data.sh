#!/usr/bin/env bash
# The package's desktop entry and AppStream metadata pass their validators (desktop-file-validate from
# desktop-file-utils, appstreamcli from appstream; packaging/install-deps.sh installs both).
set -uo pipefail
cd "$(dirname "$0")/../packaging"
status=0
for tool in desktop-file-validate appstreamcli; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing: run packaging/install-deps.sh" >&2; exit 1; }
done
desktop-file-validate headwater.desktop || status=1
appstreamcli validate --no-net io.headwater.Headwater.metainfo.xml || status=1
# The metainfo launches the desktop file under the name the package installs it as.
grep -q '<launchable type="desktop-id">io.headwater.Headwater.desktop</launchable>' io.headwater.Headwater.metainfo.xml ||
    { echo "error: the metainfo's launchable is not io.headwater.Headwater.desktop" >&2; status=1; }
[ $status -eq 0 ] && echo "desktop entry and AppStream metadata are valid"
exit $status
