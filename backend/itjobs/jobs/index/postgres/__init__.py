"""PostgreSQL's search, in parts (postgres_fts.py puts them together as the engine):

- conditions.py: a search as SQL conditions on jobs_job (pure)
- statements.py: the statements a search runs, built from its conditions (pure)
- judgement.py: the decisions on how to count and page, from numbers alone (pure)
- reads.py: runs the statements and hands back their numbers and rows
- counting.py: how many jobs match, told the cheapest way the judgement allows
- paging.py: a page of matches, walked in order or read through GIN
"""
