"""What every app shares: the API's error shapes and handlers, service errors, field and URL checks,
time helpers and the page-head type. core imports no other itjobs app (import-linter checks it)."""
