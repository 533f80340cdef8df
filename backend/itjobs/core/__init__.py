"""What every app shares: API error shapes, service errors, validators, time helpers, the page-head
type, HTML sanitizing and the rate limiter. core imports no other itjobs app."""
