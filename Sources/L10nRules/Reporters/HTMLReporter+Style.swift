extension HTMLReporter {
    /// The page's style: system fonts only, colours from variables (dark ones when the system asks for them), the
    /// matrix in a box that scrolls sideways, the findings' tables in fixed columns (laid out only when in view),
    /// stacking their cells on narrow screens, and print rules (black on white, no filters, nothing cut off by a
    /// scroll box, every row laid out).
    static let style: StaticString = #"""
        :root {
          --fg: #1f2328; --muted: #59636e; --bg: #fff; --panel: #f6f8fa; --line: #d1d9e0; --link: #0969da;
          --error: #cf222e; --warning: #9a6700; --note: #0969da; --track: #e3e7eb;
          --full: #1a7f37; --high: #4d9a2a; --mid: #bf8700; --low: #cf222e;
        }
        @media screen and (prefers-color-scheme: dark) {
          :root {
            color-scheme: dark;
            --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d; --link: #4493f8;
            --error: #f85149; --warning: #d29922; --note: #4493f8; --track: #2a313c;
            --full: #3fb950; --high: #7bc74f; --mid: #d29922; --low: #f85149;
          }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body {
          margin: 0; padding: 16px clamp(10px, 3vw, 32px) 40px; color: var(--fg); background: var(--bg);
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        }
        h1 { font-size: 1.6em; margin: 0 0 4px; overflow-wrap: anywhere; }
        h2 { font-size: 1.25em; margin: 28px 0 8px; overflow-wrap: anywhere; }
        h3 { font-size: 1.05em; margin: 22px 0 8px; }
        section.bundle + section.bundle { border-top: 2px solid var(--line); margin-top: 32px; }
        a { color: var(--link); }
        code, .findings td:nth-child(5), .findings td:nth-child(6) {
          font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .92em;
        }
        .facts, .quiet { color: var(--muted); margin: 4px 0; overflow-wrap: anywhere; }
        .totals { margin: 6px 0 0; font-weight: 600; }
        .totals span { margin-right: .8em; }
        .sev-error { color: var(--error); } .sev-warning { color: var(--warning); } .sev-note { color: var(--note); }
        .zero { color: var(--muted); font-weight: normal; }
        table { border-collapse: collapse; }
        th, td { padding: 4px 8px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
        thead th { background: var(--panel); font-weight: 600; white-space: nowrap; }
        .scroll { overflow-x: auto; width: fit-content; max-width: 100%; border: 1px solid var(--line);
          border-radius: 6px; }
        .scroll tr:last-child > * { border-bottom: 0; }
        .matrix th[scope=row] { position: sticky; left: 0; background: var(--bg); white-space: nowrap; z-index: 1; }
        .matrix td { min-width: 150px; white-space: nowrap; font-variant-numeric: tabular-nums; }
        .matrix td.total { border-right: 1px solid var(--line); font-weight: 600; }
        .matrix td.none { color: var(--muted); text-align: center; }
        .base { font-size: .75em; font-weight: 600; color: var(--muted); border: 1px solid var(--line);
          border-radius: 8px; padding: 0 5px; vertical-align: 1px; }
        .bar { display: block; height: 6px; margin: 4px 0 3px; border-radius: 3px; background: var(--track);
          overflow: hidden; }
        .bar > span { display: block; height: 100%; background: var(--level); }
        .full { --level: var(--full); } .high { --level: var(--high); }
        .mid { --level: var(--mid); } .low { --level: var(--low); }
        .miss { margin-left: .6em; font-size: .82em; font-weight: normal; color: var(--muted); }
        .counts td, .counts thead th + th { text-align: right; font-variant-numeric: tabular-nums; }
        .counts th { white-space: nowrap; }
        .counts td { min-width: 5em; }
        .counts tfoot th, .counts tfoot td { font-weight: 600; border-top: 1px solid var(--line); }
        .counts a { text-decoration: none; }
        .counts a:hover { text-decoration: underline; }
        .filters {
          position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: flex-end;
          margin: 0 0 8px; padding: 8px 0; background: var(--bg); border-bottom: 1px solid var(--line);
        }
        .filters label { display: flex; flex-direction: column; font-size: .85em; color: var(--muted); }
        .filters select, .filters input, .filters button { font: inherit; font-size: 14px; max-width: 16em; }
        .filters .search { flex: 1 1 12em; }
        .filters .search input { max-width: none; }
        #f-shown, .shown { font-weight: 600; }
        .findings { width: 100%; table-layout: fixed; }
        .findings th:nth-child(1), .findings td:nth-child(1) { width: 6.5em; }
        .findings th:nth-child(2), .findings td:nth-child(2) { width: 22%; }
        .findings th:nth-child(3), .findings td:nth-child(3) { width: 7%; }
        .findings th:nth-child(4), .findings td:nth-child(4) { width: 9%; }
        .findings th:nth-child(5), .findings td:nth-child(5) { width: 11%; }
        .findings th:nth-child(6), .findings td:nth-child(6) { width: 15%; }
        .findings td { overflow-wrap: anywhere; }
        .rows { content-visibility: auto; contain-intrinsic-size: auto 10000px; }
        .findings tbody tr:hover { background: var(--panel); }
        .findings td:first-child { font-weight: 600; }
        .findings tr[data-s="0"] > td:first-child { color: var(--error); }
        .findings tr[data-s="1"] > td:first-child { color: var(--warning); }
        .findings tr[data-s="2"] > td:first-child { color: var(--note); }
        @media (max-width: 900px) {
          .findings.head { display: none; }
          .findings, .findings tbody, .findings tr { display: block; width: 100%; }
          .findings tr { padding: 6px 0; border-bottom: 1px solid var(--line); }
          .findings td:nth-child(n) {
            display: inline-block; width: auto; max-width: 100%; padding: 0 8px 0 0; border: 0;
          }
          .findings td:last-child { display: block; padding-top: 2px; }
        }
        @media (max-width: 720px) {
          body { font-size: 13px; }
          .filters { position: static; }
          .filters label:not(.search) { flex: 1 1 40%; }
          .filters select { max-width: none; }
        }
        @media print {
          :root {
            --fg: #000; --muted: #333; --bg: #fff; --panel: #fff; --line: #888; --link: #000; --track: #fff;
            --error: #000; --warning: #000; --note: #000; --full: #555; --high: #555; --mid: #555; --low: #555;
          }
          body { padding: 0; font-size: 9.5pt; }
          .filters { display: none !important; }
          .scroll { overflow: visible; border: 0; }
          .matrix th[scope=row] { position: static; }
          .matrix td { min-width: 0; }
          a { text-decoration: none; }
          .bar { border: 1px solid #000; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
          thead { display: table-header-group; }
          tr { break-inside: avoid; }
          h2, h3 { break-after: avoid; }
          .findings tbody tr:hover { background: none; }
          .rows { content-visibility: visible; }
        }

        """#
}
