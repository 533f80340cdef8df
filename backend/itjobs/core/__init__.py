"""What every app shares: the API's error shapes and handlers, service errors, field and URL checks,
time helpers, the page-head type, the rate limiter and the client's address. core imports no other
itjobs app (import-linter checks it)."""
