#!/bin/sh
# Times l10n-check on inputs that once took time (or memory) out of proportion to their size (issue 8, point 16):
# prints seconds and peak resident memory per case.
# Build first: scripts/build-release --product l10n-check
#
#   Benchmarks/linear-bench.sh [path/to/l10n-check] [seconds allowed per case, default 300] [GiB allowed, default 8]
#
# Each case runs under `ulimit -v` so that a build without the limits cannot take the machine's memory.
set -eu
binary=${1:-.build/release/l10n-check}
limit=${2:-300}
memory=${3:-8}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import json, os, sys
root = sys.argv[1]
def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f: f.write(text)
write(f"{root}/extra/en.lproj/Localizable.strings", '"Done" = "Done";\n')
write(f"{root}/extra/fr.lproj/Localizable.strings",
      '"Done" = "Fini";\n' + "".join(f'"extra{i}" = "x";\n' for i in range(100_000)))
write(f"{root}/oneline/en.lproj/Localizable.strings", '"a" = "b";' + "}" * 1_000_000 + "\n")
write(f"{root}/longline/en.lproj/Localizable.strings", '"a" = "b"; ' * 300_000 + "}" * 10_000 + "\n")
write(f"{root}/big/en.lproj/Localizable.strings", '"a" = "b";' + "}" * 30_000_000 + "\n")
strings = {f"key{i}": {"localizations": {
    "en": {"stringUnit": {"state": "translated", "value": f"v{i}"}},
    "fr": {"stringUnit": {"state": "translated", "value": f"w{i}"}}}} for i in range(100_000)}
write(f"{root}/catalog/Localizable.xcstrings", json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=1))
lines = ["base: en", 'a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
lines += [f"a{i}: &a{i} [" + ",".join([f"*a{i-1}"] * 9) + "]" for i in range(1, 8)]
lines += ["b: {? *a7 : 1, ? *a6 : 2}"]
write(f"{root}/bomb.yml", "\n".join(lines) + "\n")
PY
run() {
    name=$1
    shift
    status=0
    (ulimit -v $((memory * 1024 * 1024)); exec /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" "$@") \
        >"$work/out" 2>&1 || status=$?
    # GNU time writes "Command exited with non-zero status N" first when the command fails.
    last=$(tail -n 1 "$work/time")
    seconds=${last% *}
    kilobytes=${last#* }
    [ "$status" = 124 ] && seconds=">$limit"
    printf '%-34s %10s s %8s MiB  exit %s\n' "$name" "$seconds" "$((kilobytes / 1024))" "$status"
}
run "100,000 extra keys" "$binary" "$work/extra"
run "1,000,000 problems on one line" "$binary" "$work/oneline"
run "10,000 problems after 3 MB, 1 line" "$binary" "$work/longline"
run "100,000-key catalog: check" "$binary" "$work/catalog"
run "100,000-key catalog: parse --json" "$binary" parse "$work/catalog/Localizable.xcstrings" --format json
run "YAML alias bomb" "$binary" "$work/extra" --config "$work/bomb.yml"
run "30 MB file of problems (30M)" "$binary" "$work/big"
