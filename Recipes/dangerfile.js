// A Danger JS rule (https://danger.systems/js/) that comments on the pull request from l10n-check's JSON report.
// In CI, before `danger ci`:
//   l10n-check Resources/Strings.bundle --report json=l10n-check.json || true
// then add this file's content to your dangerfile.js (or import it). It fails the pull request when the report has
// errors, warns when it has warnings, and writes a table of the findings (the first 30) into the comment.
const fs = require("fs");

const reportPath = process.env.L10N_CHECK_REPORT || "l10n-check.json";
const shown = 30;

function cell(text) {
  return String(text ?? "").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

function l10nCheck() {
  if (!fs.existsSync(reportPath)) {
    warn(`l10n-check: no report at ${reportPath}; was the check run with --report json=${reportPath}?`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportPath, "utf8"));
  // A repository check (l10n-check .) has one object per bundle, each with its path; a bundle check is one object.
  // Both have the totals in summary.
  const bundles = report.bundles || [report];
  const findings = bundles.flatMap((bundle) => bundle.diagnostics.map((finding) => ({
    ...finding,
    file: bundle.path && bundle.path !== "." ? `${bundle.path}/${finding.file}` : finding.file,
  })));
  const summary = report.summary;
  if (summary.errors > 0) fail(`l10n-check: ${summary.errors} error(s) in the localizations`);
  if (summary.warnings > 0) warn(`l10n-check: ${summary.warnings} warning(s) in the localizations`);
  if (findings.length === 0) return;
  const rows = findings.slice(0, shown).map((finding) => {
    const place = finding.line ? `${finding.file}:${finding.line}` : finding.file;
    return `| ${cell(finding.severity)} | \`${cell(finding.rule)}\` | ${cell(finding.language)} | ${cell(place)} | ${cell(finding.message)} |`;
  });
  const more = findings.length > shown ? `\n\n…and ${findings.length - shown} more in the job's report.` : "";
  markdown([
    `### l10n-check: ${summary.errors} errors, ${summary.warnings} warnings, ${summary.notes} notes`,
    "",
    "| severity | rule | language | file | message |",
    "|---|---|---|---|---|",
    ...rows,
  ].join("\n") + more);
}

l10nCheck();
