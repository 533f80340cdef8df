"""The IT vocabulary of search, as data: the one place that says which words mean the same thing.

text.py applies it to every text the index stores and to every query, on both engines, so 'k8s',
'front-end', 'Sys Admin' and 'ML' are the same words in a job and in a search. Three kinds of entry:

- PHRASES: words written apart (or hyphenated) that are one term: 'front end' is 'frontend',
  'machine learning' is 'ml', 'site reliability' is 'sre'. Keys are matched on the singular
  words, longest first; the value is what the index stores.
- WORDS: a word's canonical form: abbreviations ('k8s' -> 'kubernetes', 'swe' -> 'software
  engineer'), spellings ('golang' -> 'go'), joined forms ('pentester'). Applied after PHRASES.
- BROADER (query side only): a word that also means others. 'programmer' finds programmer,
  developer and software engineer jobs; the index keeps the word as written.

Changing PHRASES or WORDS changes the stored index words: add a migration that calls
`services.jobs_reindex` (see migrations/0008) so existing jobs are stored with the new words.
Written from what IT job seekers type (job-board query logs, the spec's popular searches).
"""

PHRASES: dict[str, str] = {
    # one term written apart, hyphenated or joined
    "front end": "frontend",
    "back end": "backend",
    "full stack": "fullstack",
    "dev ops": "devops",
    "dev sec ops": "devsecops",
    "sec ops": "secops",
    "ml ops": "mlops",
    "cyber security": "cybersecurity",
    "cyber sec": "cybersecurity",
    "data base": "database",
    "java script": "javascript",
    "type script": "typescript",
    "help desk": "helpdesk",
    "service desk": "servicedesk",
    "dot net": "dotnet",
    "ci cd": "cicd",
    "web master": "webmaster",
    "no sql": "nosql",
    "my sql": "mysql",
    "mongo db": "mongodb",
    "power shell": "powershell",
    "share point": "sharepoint",
    "sales force": "salesforce",
    "word press": "wordpress",
    "objective c": "objectivec",
    # a spelled-out term and its abbreviation are one word: the abbreviation
    "machine learning": "ml",
    "artificial intelligence": "ai",
    "site reliability": "sre",
    "quality assurance": "qa",
    "database administrator": "dba",
    "database admin": "dba",
    "information security": "infosec",
    "info sec": "infosec",
    "system administrator": "sysadmin",
    "system admin": "sysadmin",
    "sys admin": "sysadmin",
    "penetration tester": "pentester",
    "pen tester": "pentester",
    "penetration testing": "pentest",
    "penetration test": "pentest",
    "pen testing": "pentest",
    "pen test": "pentest",
    "ethical hacker": "pentester",
    "user experience": "ux",
    "user interface": "ui",
    "amazon web service": "aws",
    "google cloud platform": "gcp",
    "google cloud": "gcp",
    "business intelligence": "bi",
    "natural language processing": "nlp",
    "large language model": "llm",
    "computer vision": "cv",
    "information technology": "it",
    "software development engineer": "software engineer",
    "software development engineer in test": "sdet",
    "software engineer in test": "sdet",
    "extract transform load": "etl",
    "ruby on rail": "ruby rails",
}

WORDS: dict[str, str] = {
    # abbreviations of roles and titles
    "swe": "software engineer",
    "sde": "software engineer",
    "dev": "developer",
    "eng": "engineer",
    "engr": "engineer",
    "sr": "senior",
    "snr": "senior",
    "jr": "junior",
    "mgr": "manager",
    "admin": "administrator",
    "sysadm": "sysadmin",
    "cybersec": "cybersecurity",
    "appsec": "application security",
    "pentesting": "pentest",
    "ror": "ruby rails",
    # languages, platforms and tools written several ways
    "golang": "go",
    "k8s": "kubernetes",
    "k8": "kubernetes",
    "kube": "kubernetes",
    "postgres": "postgresql",
    "psql": "postgresql",
    "pgsql": "postgresql",
    "mongo": "mongodb",
    "js": "javascript",
    "ecmascript": "javascript",
    "ts": "typescript",
    "py": "python",
    "python3": "python",
    "cpp": "cplusplus",
    "reactjs": "react",
    "vuejs": "vue",
    "nodejs": "node",
    "angularjs": "angular",
    "nextjs": "next",
    "expressjs": "express",
    "tf": "terraform",
    "gke": "gcp kubernetes",
    "eks": "aws kubernetes",
    "aks": "azure kubernetes",
    "msft": "microsoft",
    "mssql": "sqlserver",
    "sfdc": "salesforce",
    "rpa": "robotic process automation",
    "l1": "level 1",
    "l2": "level 2",
    "l3": "level 3",
}

# Query side only: a word that should also find these (each alternative's words all present).
BROADER: dict[str, tuple[str, ...]] = {
    "programmer": ("developer", "software engineer"),
    "coder": ("developer", "programmer", "software engineer"),
    "developer": ("programmer",),
    "cybersecurity": ("security", "infosec"),
    "infosec": ("security", "cybersecurity"),
    "sre": ("reliability",),
    "ml": ("ai",),
    "ai": ("ml",),
    "sysadmin": ("system engineer",),
}
