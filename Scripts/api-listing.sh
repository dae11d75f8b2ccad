#!/usr/bin/env bash
# Writes the listing of the public API users import (Kiln with the modules it re-exports, and
# KilnTesting) to API/<module>.txt, or to the directory given, from the debug build's module files:
#
#     swift build && bash Scripts/api-listing.sh [output directory]
#
# The listings are checked in; CI (.ci/run) regenerates them and fails when they differ, so that
# growth of the API is a reviewed decision. Accept a change with `bash Scripts/api-listing.sh`
# and commit API/.
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-API}"
mkdir -p "$output"

swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
extract="$swift_bin/swift-symbolgraph-extract"
modules="$(swift build --show-bin-path)/Modules"
triple="$(swiftc -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)"
for module in Kiln KilnTesting; do
  [ -f "$modules/$module.swiftmodule" ] || { echo "error: $modules/$module.swiftmodule is missing; run swift build first" >&2; exit 1; }
done

graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
# Kiln's graph includes what it re-exports from the package's own modules (not Foundation's or
# Observation's API); members every type gets from a protocol extension are listed once, on the protocol.
reexported=KilnTree,KilnViews,KilnRendering,KilnSite
for module in Kiln KilnTesting; do
  mkdir -p "$graphs/$module"
  "$extract" -module-name "$module" -I "$modules" -target "$triple" -minimum-access-level public \
    -skip-synthesized-members -experimental-allowed-reexported-modules="$reexported" \
    -output-dir "$graphs/$module" >/dev/null
  swift Scripts/api-listing.swift "$graphs/$module" "$module" > "$output/$module.txt"
done
