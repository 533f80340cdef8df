"""The JSON API: one NinjaAPI, one router per resource."""

from ninja import NinjaAPI

from itjobs.web.api import router as pages_router

api = NinjaAPI(title="IT Jobs Info API", version="1.0.0", urls_namespace="api")
api.add_router("/pages", pages_router)
