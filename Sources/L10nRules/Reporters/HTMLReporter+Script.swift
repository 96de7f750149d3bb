extension HTMLReporter {
    /// The first script of the page, in `<head>`: each script error is appended to `<html data-errors>`, so that a
    /// test (or a person in the inspector) sees it.
    static let errorRecorder: StaticString = """
        window.onerror = function (message, source, line) { var root = document.documentElement; \
        root.setAttribute("data-errors", (root.getAttribute("data-errors") || "") + message + " (line " + line \
        + ")\\n"); };
        """

    /// The page's script: fills the filter lists from the page's data (`#l10n-data`) with each value's count, shows
    /// the filter form, and hides the rows that do not match (the rows themselves are the page's HTML), and on a
    /// repository's page the other bundles' sections when one is chosen. The filters are kept in the fragment
    /// (`#rule=missing-key&language=fr&q=text`), read on load and when it changes, so that a link can point at some
    /// findings. Ends by setting `<html data-ready="1">`.
    static let script: StaticString = #"""
        (function () {
          "use strict";
          var root = document.documentElement;
          var data = JSON.parse(document.getElementById("l10n-data").textContent);
          var fields = [
            { key: "s", name: "severity", values: data.severities },
            { key: "b", name: "bundle", values: data.bundles },
            { key: "l", name: "language", values: data.languages },
            { key: "t", name: "table", values: data.tables },
            { key: "r", name: "rule", values: data.rules }
          ];
          var form = document.getElementById("filters");
          var search = document.getElementById("f-q");
          var total = document.getElementById("f-shown");
          var sections = [].slice.call(document.querySelectorAll("section.bundle"));
          var counters = sections.map(function (section) { return section.querySelector("[data-shown]"); });
          var heads = sections.map(function (section) { return section.querySelector("table.findings.head"); });
          var sizes = sections.map(function () { return 0; });
          // The rows, and the boxes that hold them by the table, each laid out only when in view.
          var rows = [], boxes = [];
          sections.forEach(function (section, index) {
            var bundle = Number(section.getAttribute("data-b"));
            [].forEach.call(section.querySelectorAll("div.rows"), function (box) {
              var found = box.querySelectorAll("table.findings > tbody > tr");
              for (var i = 0; i < found.length; i++) {
                var element = found[i];
                rows.push({
                  element: element, section: index, box: boxes.length, text: null, b: bundle,
                  s: Number(element.getAttribute("data-s")), l: Number(element.getAttribute("data-l")),
                  t: Number(element.getAttribute("data-t")), r: Number(element.getAttribute("data-r"))
                });
              }
              boxes.push({ element: box, shown: -1 });
              sizes[index] += found.length;
            });
          });
          var selects = {};

          function label(value) { return value === "" ? "(none)" : value; }
          function figure(count) { return count.toLocaleString("en-US"); }
          function findings(count) { return count === 1 ? " finding" : " findings"; }

          fields.forEach(function (field) {
            var select = document.getElementById("f-" + field.key);
            if (!select) return;
            selects[field.key] = select;
            var counts = {};
            rows.forEach(function (row) { counts[row[field.key]] = (counts[row[field.key]] || 0) + 1; });
            field.values.forEach(function (value, index) {
              if (!counts[index]) return;
              select.appendChild(new Option(label(value) + " (" + figure(counts[index]) + ")", String(index)));
            });
          });

          // The value of a field's list for a name: its position, or an entry added for a name no finding has.
          function choose(field, name) {
            var select = selects[field.key];
            var index = field.values.indexOf(name);
            var value = index < 0 ? "?" + name : String(index);
            for (var i = 0; i < select.options.length; i++) {
              if (select.options[i].value === value) return value;
            }
            select.appendChild(new Option(label(name) + " (0)", value));
            return value;
          }

          function wanted() {
            var chosen = [];
            fields.forEach(function (field) {
              var select = selects[field.key];
              if (!select || select.value === "") return;
              var index = select.value.charAt(0) === "?" ? -2 : Number(select.value);
              chosen.push({ key: field.key, index: index });
            });
            return chosen;
          }

          // A box of rows is as tall as about 40 pixels a row until it has been laid out; then the browser keeps its
          // real height. When the rows it shows change, it is replaced by a new box, which forgets that height.
          function resize(box, shown) {
            if (box.shown === shown) return;
            var element = box.element;
            if (box.shown >= 0) {
              element = document.createElement("div");
              element.className = "rows";
              box.element.parentNode.replaceChild(element, box.element);
              while (box.element.firstChild) element.appendChild(box.element.firstChild);
              box.element = element;
            }
            element.style.containIntrinsicSize = "auto " + (shown * 40) + "px";
            element.hidden = shown === 0;
            box.shown = shown;
          }

          function apply() {
            var chosen = wanted();
            var query = search ? search.value.trim().toLowerCase() : "";
            var shown = sections.map(function () { return 0; });
            var inBox = boxes.map(function () { return 0; });
            for (var i = 0; i < rows.length; i++) {
              var row = rows[i], match = true;
              for (var j = 0; j < chosen.length && match; j++) match = row[chosen[j].key] === chosen[j].index;
              if (match && query) {
                if (row.text === null) {
                  var cells = [].map.call(row.element.cells, function (cell) { return cell.textContent; });
                  row.text = cells.join(" ").toLowerCase();
                }
                match = row.text.indexOf(query) >= 0;
              }
              if (row.element.hidden === match) row.element.hidden = !match;
              if (match) {
                shown[row.section] += 1;
                inBox[row.box] += 1;
              }
            }
            boxes.forEach(function (box, index) { resize(box, inBox[index]); });
            var bundle = chosen.filter(function (choice) { return choice.key === "b"; })[0];
            var all = 0, listed = 0;
            sections.forEach(function (section, index) {
              // A bundle chosen, the other bundles' sections are hidden whole.
              var hide = bundle !== undefined && bundle.index !== Number(section.getAttribute("data-b"));
              if (section.hidden !== hide) section.hidden = hide;
              all += shown[index];
              listed += sizes[index];
              if (heads[index]) heads[index].hidden = shown[index] === 0;
              if (counters[index] && sizes[index] > 0) {
                counters[index].textContent =
                  figure(shown[index]) + " of " + figure(sizes[index]) + findings(sizes[index]);
              }
            });
            if (total) total.textContent = figure(all) + " of " + figure(listed) + findings(listed);
          }

          function decode(text) {
            try { return decodeURIComponent(text.replace(/\+/g, " ")); } catch (error) { return text; }
          }

          // Sets the filters from a fragment such as #rule=missing-key&language=fr&q=text; false when it holds none.
          function readFragment() {
            var fragment = location.hash.slice(1);
            if (fragment.indexOf("=") < 0) return false;
            Object.keys(selects).forEach(function (key) { selects[key].value = ""; });
            if (search) search.value = "";
            fragment.split("&").forEach(function (part) {
              var at = part.indexOf("=");
              if (at < 0) return;
              var name = decode(part.slice(0, at)), value = decode(part.slice(at + 1));
              if (name === "q" && search) search.value = value;
              fields.forEach(function (field) {
                if (field.name === name && selects[field.key]) selects[field.key].value = choose(field, value);
              });
            });
            return true;
          }

          function writeFragment() {
            var parts = [];
            fields.forEach(function (field) {
              var select = selects[field.key];
              if (!select || select.value === "") return;
              var value = select.value.charAt(0) === "?" ? select.value.slice(1) : field.values[Number(select.value)];
              parts.push(field.name + "=" + encodeURIComponent(value));
            });
            if (search && search.value.trim()) parts.push("q=" + encodeURIComponent(search.value.trim()));
            try {
              var address = parts.length ? "#" + parts.join("&") : location.pathname + location.search;
              history.replaceState(null, "", address);
            } catch (error) {
              // Some browsers refuse to change the address of a file: page; the filters still apply.
            }
          }

          if (form && rows.length) {
            form.hidden = false;
            form.addEventListener("submit", function (event) { event.preventDefault(); });
            form.addEventListener("input", function () { apply(); writeFragment(); });
            form.addEventListener("change", function () { apply(); writeFragment(); });
            document.getElementById("f-reset").addEventListener("click", function () {
              Object.keys(selects).forEach(function (key) { selects[key].value = ""; });
              if (search) search.value = "";
              apply();
              writeFragment();
            });
          }
          window.addEventListener("hashchange", function () {
            if (!readFragment()) return;
            apply();
            if (form && !form.hidden) form.scrollIntoView();
          });
          readFragment();
          apply();
          root.setAttribute("data-ready", "1");
        })();

        """#
}
