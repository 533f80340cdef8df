"""The development world the sources run against without keys: a fake upstream that serves every
registered source's API from generated jobs (with injectable faults and the sources' own quotas),
and the quota simulation (simulation/). Serving code never imports it: demo mode reaches it through
settings.SOURCES_DEMO_PROVIDERS alone, and import-linter holds that."""
