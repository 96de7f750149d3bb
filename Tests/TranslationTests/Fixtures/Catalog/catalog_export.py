# A second opinion on CatalogExport, written apart from it: the units Xcode exports from a String Catalog for one
# language, read with Python's json module. Arguments: the catalog, the language, and the plural categories the
# language's rules give it (CLDR), comma-separated. Prints the units as JSON: id, source, target, state, note.
import json, sys
path, lang, cats = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
order = ["zero", "one", "two", "few", "many", "other"]
catalog = json.load(open(path, encoding="utf-8"))
source_language = catalog["sourceLanguage"]

def at(level, steps):
    for i in range(0, len(steps), 2):
        if level is None:
            return None
        kind, name = steps[i], steps[i + 1]
        holder = level.get("substitutions", {}) if kind == "substitutions" else level.get("variations", {}).get(kind, {})
        level = holder.get(name)
    return level

def walk(key, level, prefix, target, found):
    if "stringUnit" in level:
        found.append((prefix, level["stringUnit"].get("value", key)))
    for kind, cases in level.get("variations", {}).items():
        cases_of(key, kind, cases, prefix, target, found)
    for name, substitution in level.get("substitutions", {}).items():
        for kind, cases in substitution.get("variations", {}).items():
            cases_of(key, kind, cases, prefix + ["substitutions", name], target, found)

def cases_of(key, kind, cases, prefix, target, found):
    if kind != "plural":
        for name, child in cases.items():
            walk(key, child, prefix + [kind, name], target, found)
        return
    own = (at(target, prefix) or {}).get("variations", {}).get("plural", {}) if target else {}
    wanted = set(cats) | {c for c in own if c in order}
    for category in sorted(wanted, key=order.index):
        child = cases.get(category, cases.get("other"))
        if child is not None:
            walk(key, child, prefix + ["plural", category], target, found)

units = []
for key, entry in catalog["strings"].items():
    if entry.get("shouldTranslate") is False:
        continue
    localizations = entry.get("localizations", {})
    target = localizations.get(lang)
    found = []
    if source_language in localizations:
        walk(key, localizations[source_language], [], target, found)
    if not found:
        found = [([], key)]
    for steps, source in found:
        unit = (at(target, steps) or {}).get("stringUnit") if target else None
        value = unit.get("value") if unit else None
        state = None
        if value is not None:
            state = {"new": "new", "needs_review": "needs-review-l10n"}.get(unit.get("state"), "translated")
        uid = key if not steps else key + "|==|" + ".".join(steps)
        units.append({"id": uid, "source": source, "target": value, "state": state, "note": entry.get("comment")})
print(json.dumps(units))
