#!/usr/bin/env bash
# Side by side on ArcGIS.bundle: l10n-check against the checker a user has today, translate-toolkit's pofilter
# (each language converted with prop2po --personality=strings against en, then every pofilter test).
# Prints findings, format findings on plural variants, and wall time of each, and their ratio.
# Needs ../shared/corpora; installs translate-toolkit with pip when it is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bundle="${1:-$root/../shared/corpora/arcgis-runtime-ios-100.3/ArcGIS.bundle}"
[ -d "$bundle" ] || { echo "no bundle at $bundle" >&2; exit 2; }
command -v pofilter >/dev/null 2>&1 || pip install -q translate-toolkit
cd "$root"
scripts/ensure-icu
scripts/build-release --product l10n-check >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
start=$(now)
.build/release/l10n-check "$bundle" --format json > "$work/l10n-check.json" || true
l10n_time=$(echo "$(now) - $start" | bc)

start=$(now)
mkdir -p "$work/po"
for folder in "$bundle"/*.lproj; do
  language="$(basename "$folder" .lproj)"
  [ "$language" = en ] && continue
  prop2po --personality=strings -t "$bundle/en.lproj/Localizable.strings" "$folder/Localizable.strings" \
    "$work/po/$language.po" >/dev/null 2>&1
done
pofilter "$work/po" "$work/filtered" >/dev/null 2>&1
tt_time=$(echo "$(now) - $start" | bc)

python3 - "$work" "$l10n_time" "$tt_time" "$(pip show translate-toolkit | sed -n 's/^Version: //p')" <<'PY'
import collections, glob, json, re, sys
work, l10n_time, tt_time, version = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
plural = re.compile(r'\.(zero|one|two|few|many|other)\b')
report = json.load(open(f"{work}/l10n-check.json"))
ours = report["diagnostics"]
ours_format = [d for d in ours if d["rule"] == "format-mismatch"]
theirs, theirs_format, theirs_format_plural = 0, 0, 0
for path in glob.glob(f"{work}/filtered/*.po"):
    for block in open(path, encoding="utf-8").read().split("\n\n"):
        tests = re.findall(r"^# \(pofilter\) (\w+)", block, re.M)
        theirs += len(tests)
        if "printf" in tests:
            theirs_format += 1
            where = re.search(r"^#: (.*)$", block, re.M)
            theirs_format_plural += bool(where and plural.search(where.group(1)))
s = report["summary"]
print(f"| | l10n-check | pofilter (translate-toolkit {version}) |")
print("|---|---|---|")
print(f"| findings | {len(ours)} ({s['errors']} errors, {s['warnings']} warnings, {s['notes']} notes) | {theirs} |")
print(f"| format findings | {len(ours_format)} | {theirs_format} |")
print(f"| format findings on plural variants | "
      f"{sum(1 for d in ours_format if plural.search(d['key'] or ''))} | {theirs_format_plural} |")
print(f"| wall time | {l10n_time:.2f} s | {tt_time:.1f} s ({tt_time / l10n_time:.0f}x) |")
PY
