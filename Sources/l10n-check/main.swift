print("l10n-check: under construction")
