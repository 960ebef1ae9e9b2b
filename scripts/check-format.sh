#!/usr/bin/env bash
# Checks that every C++ file of the repository is laid out as the committed .clang-format says; lists the
# files that are not and how to fix them. Run by the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
    echo "error: clang-format is not installed: run packaging/install-deps.sh (or apt-get install clang-format)" >&2
    exit 1
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find core ui app tests bench -name '*.cpp' -o -name '*.h')
unformatted=()
for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || unformatted+=("$f")
done
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "error: ${#unformatted[@]} of ${#files[@]} files differ from .clang-format:" >&2
    printf '  %s\n' "${unformatted[@]}" >&2
    echo "fix with: clang-format -i FILE..." >&2
    exit 1
fi
echo "all ${#files[@]} C++ files follow .clang-format"
