"""The quota simulation: a week of visitors' searches against a changing world of
postings under a simulated clock, through the real refresh, budget, ingest and search code.
bench/quota_week.py runs it; a design (designs.py) says how searches are answered and the index
kept fresh, so a new crawl plan is one more design."""
